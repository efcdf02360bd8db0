import { canonicalUrl, headHtml, pageHead } from './page-head';
import { routeTable } from './route-table';
import { robotsTxt, sitemapXml } from './site-files';

describe('pageHead', () => {
  it('puts the brand first on Home and last elsewhere, with a canonical URL on the public origin', () => {
    expect(pageHead('/')).toEqual({
      title: 'Harbourline Digital | AI, Digital Marketing & Web Development Agency in Hong Kong',
      description: routeTable[0]?.description,
      canonical: 'https://www.harbourline.example/',
    });
    expect(pageHead('/services/crm-solutions/')).toMatchObject({
      title: 'CRM Solutions | Harbourline Digital',
      canonical: 'https://www.harbourline.example/services/crm-solutions',
    });
  });

  it('names an unknown path Page Not Found, without canonical URL and kept out of indexes', () => {
    expect(pageHead('/blog/all-articles')).toEqual({
      title: 'Page Not Found | Harbourline Digital',
      description: 'The page you were looking for does not exist.',
      robots: 'noindex',
    });
  });

  it('gives every route a distinct title and a description of useful length', () => {
    const heads = routeTable.map((route) => pageHead(route.path));
    expect(new Set(heads.map((head) => head.title)).size).toBeGreaterThanOrEqual(routeTable.length - 2);
    for (const head of heads) {
      expect(head.description.length).toBeGreaterThanOrEqual(50);
      expect(head.description.length).toBeLessThanOrEqual(170);
    }
  });
});

describe('headHtml', () => {
  it('writes the title and tags, escaping what would break the markup', () => {
    const html = headHtml({ title: 'A & B <C>', description: 'Say "hi"', canonical: 'https://x.example/a' });
    expect(html).toContain('<title>A &amp; B &lt;C&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<meta property="og:title" content="A &amp; B &lt;C&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://x.example/a" />');
    expect(html).toContain('<meta property="og:url" content="https://x.example/a" />');
    expect(html).not.toContain('robots');
  });
});

describe('site files', () => {
  it('lists all 47 routes in sitemap.xml, each once, on the public origin', () => {
    const locs = [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(47);
    expect(new Set(locs).size).toBe(47);
    expect(locs).toContain('https://www.harbourline.example/');
    expect(locs).toContain(canonicalUrl('/blog/paid-marketing-roi-2025'));
    expect(sitemapXml()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });

  it('allows crawling and points at the sitemap in robots.txt', () => {
    expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.harbourline.example/sitemap.xml\n');
  });
});
