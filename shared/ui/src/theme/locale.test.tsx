import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocaleContext, localizeHref, theme } from './theme';
import { ThemeProvider } from '@mui/material/styles';

describe('localizeHref', () => {
  it.each([
    ['/blog/crm-evolution', '/zh-hk/blog/crm-evolution'],
    ['/', '/zh-hk/'],
    ['/blog?page=2#top', '/zh-hk/blog?page=2#top'],
    ['/zh-hk/faq', '/zh-hk/faq'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['#main', '#main'],
    ['mailto:info@harbourline.example', 'mailto:info@harbourline.example'],
    ['https://www.linkedin.com/', 'https://www.linkedin.com/'],
    ['//cdn.example/x', '//cdn.example/x'],
  ])('takes %s to %s on a Chinese page', (href, localized) => {
    expect(localizeHref(href, 'zh-HK')).toBe(localized);
  });

  it('leaves every address as it is on an English page', () => {
    expect(localizeHref('/blog', 'en')).toBe('/blog');
  });
});

describe("the theme's links", () => {
  const markup = (locale: 'en' | 'zh-HK') =>
    renderToStaticMarkup(
      <LocaleContext value={locale}>
        <ThemeProvider theme={theme}>
          <Link href="/faq">FAQ</Link>
          <Button href="/contact/quote">Quote</Button>
        </ThemeProvider>
      </LocaleContext>,
    );

  it("take internal addresses to the page's language, as links and buttons", () => {
    expect(markup('zh-HK')).toMatch(/<a [^>]*href="\/zh-hk\/faq"/);
    expect(markup('zh-HK')).toMatch(/<a [^>]*href="\/zh-hk\/contact\/quote"/);
    expect(markup('en')).toMatch(/<a [^>]*href="\/faq"/);
  });
});
