import { routeTable } from '@agency/platform/route-table';
import { robotsTxt, sitemapXml } from './site-files';

const locs = () => [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const english = () => locs().filter((loc) => !loc?.includes('/zh-hk'));

describe('sitemap.xml', () => {
  it('lists the 45 primary paths in each language, each once, on the public origin, in route-table order', () => {
    expect(locs()).toHaveLength(90);
    expect(new Set(locs()).size).toBe(90);
    expect(english()).toEqual(
      routeTable
        .map((route) => route.path)
        .filter((path) => path !== '/services/all-services' && path !== '/contact/consultation')
        .map((path) => `https://www.harbourline.example${path}`),
    );
    expect(locs()).toContain('https://www.harbourline.example/zh-hk/');
    expect(locs()).toContain('https://www.harbourline.example/zh-hk/blog/paid-marketing-roi-2025');
    expect(locs()).toContain('https://www.harbourline.example/');
    expect(locs()).toContain('https://www.harbourline.example/services');
    expect(locs()).toContain('https://www.harbourline.example/contact/schedule-consultation');
    expect(locs()).toContain('https://www.harbourline.example/blog/paid-marketing-roi-2025');
  });

  it('leaves out the two aliases', () => {
    expect(locs()).not.toContain('https://www.harbourline.example/services/all-services');
    expect(locs()).not.toContain('https://www.harbourline.example/contact/consultation');
    expect(sitemapXml()).not.toMatch(/all-services|\/contact\/consultation</);
  });

  it('is an XML urlset, one <url> per page', () => {
    expect(sitemapXml()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(sitemapXml().match(/<url>/g)).toHaveLength(90);
    expect(sitemapXml().endsWith('</urlset>\n')).toBe(true);
  });

  it('gives each page its alternates: every language and x-default, the same on both', () => {
    const entries = sitemapXml().split('<url>').slice(1);
    const blog = entries.filter((entry) => /<loc>[^<]*\/blog<\/loc>/.test(entry));
    expect(blog).toHaveLength(2);
    for (const entry of blog) {
      expect(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      ).toEqual([
        ['en', 'https://www.harbourline.example/blog'],
        ['zh-HK', 'https://www.harbourline.example/zh-hk/blog'],
        ['x-default', 'https://www.harbourline.example/blog'],
      ]);
    }
  });
});

describe('robots.txt', () => {
  it('allows crawling and points at the sitemap', () => {
    expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.harbourline.example/sitemap.xml\n');
  });
});
