import { canonicalUrl, headHtml, headTags, pageHead } from './page-head';
import { routeTable } from '@agency/platform/route-table';

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

  it('names the primary URL as canonical on an alias, in link rel=canonical and og:url', () => {
    expect(pageHead('/services/all-services')).toEqual({
      title: 'All Services | Harbourline Digital',
      description: routeTable.find((route) => route.path === '/services/all-services')?.description,
      canonical: 'https://www.harbourline.example/services',
    });
    expect(pageHead('/contact/consultation/').canonical).toBe(
      'https://www.harbourline.example/contact/schedule-consultation',
    );
    const urlTags = (path: string) =>
      headTags(pageHead(path)).filter(
        ({ attributes }) => attributes.rel === 'canonical' || attributes.property === 'og:url',
      );
    expect(urlTags('/services/all-services')).toEqual([
      { tag: 'link', attributes: { rel: 'canonical', href: 'https://www.harbourline.example/services' } },
      { tag: 'meta', attributes: { property: 'og:url', content: 'https://www.harbourline.example/services' } },
    ]);
    expect(urlTags('/contact/consultation')).toEqual([
      {
        tag: 'link',
        attributes: { rel: 'canonical', href: 'https://www.harbourline.example/contact/schedule-consultation' },
      },
      {
        tag: 'meta',
        attributes: { property: 'og:url', content: 'https://www.harbourline.example/contact/schedule-consultation' },
      },
    ]);
    // The build writes each page's head with headHtml(pageHead(path)).
    expect(headHtml(pageHead('/contact/consultation'))).toContain(
      '<link rel="canonical" href="https://www.harbourline.example/contact/schedule-consultation" />',
    );
  });

  it('keeps the primary paths canonical to themselves', () => {
    expect(pageHead('/services').canonical).toBe('https://www.harbourline.example/services');
    expect(pageHead('/contact/schedule-consultation').canonical).toBe(
      'https://www.harbourline.example/contact/schedule-consultation',
    );
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

describe('canonicalUrl', () => {
  it.each([
    ['/', 'https://www.harbourline.example/'],
    ['/services', 'https://www.harbourline.example/services'],
    ['/services/all-services', 'https://www.harbourline.example/services'],
    ['/services/all-services/', 'https://www.harbourline.example/services'],
    ['/contact/consultation', 'https://www.harbourline.example/contact/schedule-consultation'],
    ['/contact/schedule-consultation', 'https://www.harbourline.example/contact/schedule-consultation'],
    ['/blog/crm-evolution?ref=x', 'https://www.harbourline.example/blog/crm-evolution'],
  ])('%s is %s', (path, url) => {
    expect(canonicalUrl(path)).toBe(url);
  });
});
