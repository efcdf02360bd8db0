import { siteCatalog } from '@agency/content/site/site-catalog';
import type { Locale } from '@agency/platform/routes';
import { render, screen, within } from '@testing-library/react';
import { englishShown } from '../testing/render-in-language';
import { NOT_FOUND_PATH, Page } from './page';
import { readToastHostProps } from './toasts';

const renderPage = (route: string, locale: Locale) => render(<Page route={route} locale={locale} />);

const footer = () => screen.getByRole('contentinfo');
/** The frame's links to the page in the other language: on the bar, in the small-screen menu, in the footer. */
const languageLinks = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .filter((link) => link.hasAttribute('hreflang'))
    .map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('hreflang'),
      link.getAttribute('lang'),
    ]);

describe('the frame of an English page', () => {
  it('links to the same page in Chinese from the bar, the small-screen menu and the footer', () => {
    renderPage('/about/story', 'en');
    expect(languageLinks()).toEqual(Array(3).fill(['中文', '/zh-hk/about/story', 'zh-HK', 'zh-HK']));
    expect(within(footer()).getByRole('link', { name: '中文' })).toHaveAttribute('href', '/zh-hk/about/story');
  });

  it('is as before: English skip link, navigation and footer, with the address on one line', () => {
    renderPage('/about/story', 'en');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(footer()).getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(footer()).toHaveTextContent('17/F, Harbourline House, 168 Hennessy Road, Wan Chai, Hong Kong');
    expect(footer()).toHaveTextContent(/© \d{4} Harbourline Digital\. All rights reserved\./);
    expect(within(footer()).getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about/story');
  });

  it('gives the toast host its words in English', () => {
    renderPage('/', 'en');
    expect(readToastHostProps(document)).toEqual({ closeLabel: 'Close' });
  });
});

describe('the frame of a Chinese page', () => {
  const english = siteCatalog.en;

  it('links to the same page in English from the bar, the small-screen menu and the footer', () => {
    renderPage('/about/story', 'zh-HK');
    expect(languageLinks()).toEqual(Array(3).fill(['English', '/about/story', 'en', 'en']));
  });

  it('has a Chinese skip link, navigation and footer, every link to a Chinese page', () => {
    const { container } = renderPage('/about/story', 'zh-HK');
    expect(screen.getByRole('link', { name: '跳至主要內容' })).toHaveAttribute('href', '#main');
    expect(
      within(screen.getByRole('navigation', { name: '主選單' })).getByRole('link', { name: '主頁' }),
    ).toHaveAttribute('href', '/zh-hk/');
    expect(
      within(footer())
        .getAllByRole('navigation')
        .map((nav) => nav.getAttribute('aria-label')),
    ).toEqual(['網站導覽', '公司', '聯絡我們', '法律資訊']);
    expect(within(footer()).getByRole('link', { name: '我們的故事' })).toHaveAttribute('href', '/zh-hk/about/story');
    expect(within(footer()).getByRole('link', { name: '私隱政策' })).toHaveAttribute('href', '/zh-hk/privacy-policy');
    const internal = [...container.querySelectorAll('a[href^="/"]')]
      .filter((link) => !link.hasAttribute('hreflang'))
      .map((link) => link.getAttribute('href') ?? '');
    expect(internal.length).toBeGreaterThan(50);
    expect(internal.filter((href) => !href.startsWith('/zh-hk/'))).toEqual([]);
  });

  it('writes the address together, as Chinese does, and the rest of the footer in Chinese', () => {
    renderPage('/', 'zh-HK');
    const address = footer().querySelector('address');
    expect(address).toHaveTextContent('香港灣仔軒尼詩道168號 Harbourline House 17樓');
    expect(address).not.toHaveTextContent(/香港灣仔, |, 軒尼詩道/);
    expect(address).toHaveTextContent('星期一至五：上午9:30至下午6:30（香港時間）');
    expect(footer()).toHaveTextContent(/© \d{4} Harbourline Digital 版權所有/);
  });

  it('shows none of the English frame’s words, and gives the toast host and the islands’ notices theirs in Chinese', () => {
    const { container } = renderPage('/about/story', 'zh-HK');
    const { frame, navigation, notices } = english;
    expect(
      englishShown(container, [
        frame.skipLink,
        frame.footer.blurb,
        frame.footer.copyright,
        ...Object.values(frame.footer.columns),
        ...Object.values(frame.navBar),
        navigation.homeItem.label,
        navigation.getStartedItem.label,
        ...navigation.desktopMenus.map((menu) => menu.label),
        ...navigation.footerLinks.company.map((item) => item.label),
        ...navigation.footerLinks.contact.map((item) => item.label),
        english.company.hours.weekdays,
      ]),
    ).toEqual([]);
    expect(readToastHostProps(document)).toEqual({ closeLabel: '關閉' });
    // React puts a template's children in the template element itself, not in its content.
    const notice = [...container.querySelectorAll('template')].map((template) => template.textContent).join();
    expect(notice).toContain('網頁的這個部分未能載入。');
    expect(notice).not.toContain(notices.island.unavailable);
  });
});

describe('the frame of the not-found and bad-request pages', () => {
  it.each([
    [NOT_FOUND_PATH, 'en', ['中文', '/zh-hk/', 'zh-HK', 'zh-HK']],
    [NOT_FOUND_PATH, 'zh-HK', ['English', '/', 'en', 'en']],
    ['/400', 'en', ['中文', '/zh-hk/', 'zh-HK', 'zh-HK']],
    ['/400', 'zh-HK', ['English', '/', 'en', 'en']],
  ] as const)('%s in %s links to the other language’s Home', (route, locale, link) => {
    renderPage(route, locale);
    expect(languageLinks()).toEqual(Array(3).fill(link));
  });

  it('is the Chinese 404 page under a Chinese frame', () => {
    renderPage(NOT_FOUND_PATH, 'zh-HK');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
    expect(screen.getByText('抱歉，找不到這個網頁')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '跳至主要內容' })).toBeInTheDocument();
  });
});
