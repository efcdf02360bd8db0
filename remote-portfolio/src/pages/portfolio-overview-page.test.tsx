import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { localizedPath, paths, portfolioSlugs } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { renderInChinese } from '../testing/in-chinese';
import { PortfolioOverviewPage } from './portfolio-overview-page';

const consultation = '/contact/schedule-consultation';

const english = portfolioCatalog.en;
/** The projects the overview features, as the content module names them (the portfolio spec pins the words). */
const featuredTitles = english.portfolioOverview.featured.projects.map((slug) => english.projectBySlug(slug).title);

describe('PortfolioOverviewPage', () => {
  beforeEach(() => renderWithProviders(<PortfolioOverviewPage />));

  it('has one h1, Portfolio, under the eyebrow Our Work', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Portfolio');
    expect(screen.getByText('Our Work')).toBeInTheDocument();
  });

  it('shows the six projects, each with image, description and tags', () => {
    const section = screen.getByRole('region', { name: 'Featured projects' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(featuredTitles);
    for (const card of cards) {
      const image = within(card).getByRole('img');
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(40);
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '400');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(within(card).getByRole('list', { name: /tags$/ }).querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
    }
    expect(within(cards[0] as HTMLElement).getByText('Wine importer, Hong Kong')).toBeInTheDocument();
    expect(
      within(cards[0] as HTMLElement).getByRole('list', { name: 'Wine E-commerce Store: tags' }),
    ).toHaveTextContent('E-commerceNext.jsFPS & card paymentsEnglish & Chinese');
  });

  it('lists the four benefits', () => {
    const section = screen.getByRole('region', { name: 'Why clients start their projects with us' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Free 30-minute consultation',
      'Tailored solutions',
      'Dedicated project manager',
      'Transparent pricing',
    ]);
  });

  it('links the five industry pages and the case studies', () => {
    const section = screen.getByRole('region', { name: 'Browse by industry' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(portfolioSlugs.map((slug) => paths.portfolio.page(slug)));
    expect(within(section).getByRole('link', { name: 'View projects about Corporate Websites' })).toHaveAttribute(
      'href',
      '/portfolio/corporate',
    );
  });

  it('sends Start Your Project to the consultation page, in the hero and at the end', () => {
    const buttons = screen.getAllByRole('link', { name: 'Start Your Project' });
    expect(buttons.map((button) => button.getAttribute('href'))).toEqual([consultation, consultation]);
    const closing = screen.getByRole('region', { name: 'Have a project in mind?' });
    expect(within(closing).getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', consultation);
    expect(screen.getByRole('link', { name: 'Read the Case Studies' })).toHaveAttribute(
      'href',
      '/portfolio/case-studies',
    );
  });
});

describe('PortfolioOverviewPage in Chinese', () => {
  const chinese = portfolioCatalog['zh-HK'];
  beforeEach(() => renderInChinese(<PortfolioOverviewPage />));

  it('has one h1 (作品集) under the eyebrow 我們的作品', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('作品集');
    expect(screen.getByText('我們的作品')).toBeInTheDocument();
  });

  it('shows the six projects in Chinese, their visuals described in Chinese, their tags named in Chinese', () => {
    const cards = within(screen.getByRole('region', { name: '精選項目' })).getAllByRole('article');
    const featured = chinese.portfolioOverview.featured.projects.map(chinese.projectBySlug);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      featured.map((project) => project.title),
    );
    expect(cards.map((card) => within(card).getByRole('img').getAttribute('alt'))).toEqual(
      featured.map((project) => project.imageAlt),
    );
    expect(within(cards[0] as HTMLElement).getByText('葡萄酒進口商，香港')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('list', { name: '葡萄酒網店：標籤' })).toHaveTextContent(
      '電子商務Next.js轉數快及信用卡付款中英雙語',
    );
  });

  it('links the industry pages and the case studies in Chinese', () => {
    const section = screen.getByRole('region', { name: '按行業瀏覽' });
    const hrefs = [...section.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(portfolioSlugs.map((slug) => localizedPath(paths.portfolio.page(slug), 'zh-HK')));
    // jsdom's accessible name puts a space before the visually hidden words, which a browser does not.
    expect(within(section).getByRole('link', { name: /^查看項目\s?：企業網站$/ })).toHaveAttribute(
      'href',
      '/zh-hk/portfolio/corporate',
    );
  });

  it('sends 開展您的項目 to the Chinese consultation page, in the hero and at the end', () => {
    const buttons = screen.getAllByRole('link', { name: '開展您的項目' });
    expect(buttons.map((button) => button.getAttribute('href'))).toEqual([
      '/zh-hk/contact/schedule-consultation',
      '/zh-hk/contact/schedule-consultation',
    ]);
    expect(screen.getByRole('region', { name: '心中已有項目構思？' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '閱讀個案研究' })).toHaveAttribute('href', '/zh-hk/portfolio/case-studies');
  });
});
