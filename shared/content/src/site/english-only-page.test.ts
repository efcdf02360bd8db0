/**
 * A page added in English only (its translation not landed yet): no Chinese address, no alternate
 * and no sitemap entry in Chinese, until the route table says it has one. The fixture is a route
 * table with such a page beside Home, and their English heads.
 */
import { isKnownPath } from '@agency/platform/routes';
import { pageHead } from './page-head';
import { sitemapXml } from './site-files';

jest.mock('@agency/platform/route-table', () => ({
  routeTable: [
    { path: '/', app: 'shell' },
    { path: '/about/careers', app: 'shell', languages: ['en'] },
  ],
}));
jest.mock('./route-heads', () => ({
  routeHeads: {
    '/': { title: 'Home', description: 'The home page of the fixture site, in both languages.' },
    '/about/careers': {
      title: 'Careers',
      description: 'A page added later, in English only, while its translation is written.',
    },
  },
}));

describe('a page in English only', () => {
  it('has no Chinese address', () => {
    expect(isKnownPath('/about/careers')).toBe(true);
    expect(isKnownPath('/zh-hk/about/careers')).toBe(false);
    expect(pageHead('/zh-hk/about/careers')).toMatchObject({ robots: 'noindex', locale: 'zh-HK' });
  });

  it('names no Chinese alternate, only itself and x-default', () => {
    expect(pageHead('/about/careers').alternates).toEqual([
      { hreflang: 'en', href: 'https://www.harbourline.example/about/careers' },
      { hreflang: 'x-default', href: 'https://www.harbourline.example/about/careers' },
    ]);
    expect(pageHead('/about/careers').otherLocales).toEqual([]);
  });

  it('is in the sitemap in English alone, while a page in both languages is there twice', () => {
    const xml = sitemapXml();
    expect(xml).toContain('<loc>https://www.harbourline.example/about/careers</loc>');
    expect(xml).not.toContain('zh-hk/about/careers');
    expect(xml).toContain('<loc>https://www.harbourline.example/zh-hk/</loc>');
  });
});
