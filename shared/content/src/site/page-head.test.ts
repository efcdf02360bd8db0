import { canonicalUrl, headHtml, headTags, pageHead } from './page-head';
import { routeTable } from '@agency/platform/route-table';
import { routeHeads } from './route-heads';

describe('pageHead', () => {
  it('puts the brand first on Home and last elsewhere, with a canonical URL on the public origin', () => {
    expect(pageHead('/')).toEqual({
      title: 'Harbourline Digital | AI, Digital Marketing & Web Development Agency in Hong Kong',
      description: routeHeads['/']?.description,
      locale: 'en',
      canonical: 'https://www.harbourline.example/',
      alternates: [
        { hreflang: 'en', href: 'https://www.harbourline.example/' },
        { hreflang: 'zh-HK', href: 'https://www.harbourline.example/zh-hk/' },
        { hreflang: 'x-default', href: 'https://www.harbourline.example/' },
      ],
      otherLocales: ['zh-HK'],
    });
    expect(pageHead('/services/crm-solutions/')).toMatchObject({
      title: 'CRM Solutions | Harbourline Digital',
      canonical: 'https://www.harbourline.example/services/crm-solutions',
    });
  });

  it('names the primary URL as canonical on an alias, in link rel=canonical and og:url', () => {
    expect(pageHead('/services/all-services')).toMatchObject({
      title: 'All Services | Harbourline Digital',
      description: routeHeads['/services/all-services']?.description,
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
      locale: 'en',
      robots: 'noindex',
    });
    expect(pageHead('/zh-hk/blog/all-articles')).toEqual({
      title: '找不到網頁 | Harbourline Digital',
      description: '您要找的網頁並不存在。',
      locale: 'zh-HK',
      robots: 'noindex',
    });
  });

  it('gives every route a distinct title (the two aliases aside)', () => {
    const heads = routeTable.map((route) => pageHead(route.path));
    expect(new Set(heads.map((head) => head.title)).size).toBeGreaterThanOrEqual(routeTable.length - 2);
  });
});

describe('a page in Chinese', () => {
  it('has its Chinese title and description, and its own canonical URL under /zh-hk', () => {
    expect(pageHead('/zh-hk/')).toMatchObject({
      title: 'Harbourline Digital | 香港 AI、數碼營銷及網站開發公司',
      locale: 'zh-HK',
      canonical: 'https://www.harbourline.example/zh-hk/',
      otherLocales: ['en'],
    });
    expect(pageHead('/zh-hk/services/crm-solutions').canonical).toBe(
      'https://www.harbourline.example/zh-hk/services/crm-solutions',
    );
  });

  it('lists the same alternates as its English page: itself, its counterpart and x-default (English)', () => {
    for (const path of ['/', '/services/all-services', '/blog/crm-evolution', '/faq']) {
      const english = pageHead(path).alternates;
      const chinese = pageHead(`/zh-hk${path === '/' ? '/' : path}`).alternates;
      expect(chinese).toEqual(english);
      expect(english?.map((alternate) => alternate.hreflang)).toEqual(['en', 'zh-HK', 'x-default']);
    }
  });

  it('carries og:locale zh_HK with en as the alternate, and English pages the other way round', () => {
    const property = (path: string, name: string) =>
      headTags(pageHead(path))
        .filter(({ attributes }) => attributes.property === name)
        .map(({ attributes }) => attributes.content);
    expect(property('/zh-hk/faq', 'og:locale')).toEqual(['zh_HK']);
    expect(property('/zh-hk/faq', 'og:locale:alternate')).toEqual(['en_HK']);
    expect(property('/faq', 'og:locale')).toEqual(['en_HK']);
    expect(property('/faq', 'og:locale:alternate')).toEqual(['zh_HK']);
  });

  it('writes the alternates as link rel=alternate with hreflang', () => {
    expect(headHtml(pageHead('/zh-hk/faq'))).toContain(
      '<link rel="alternate" hreflang="en" href="https://www.harbourline.example/faq" />',
    );
    expect(headHtml(pageHead('/zh-hk/faq'))).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.harbourline.example/faq" />',
    );
  });

  it('gives every route of the table a Chinese title and description', () => {
    for (const route of routeTable) {
      const head = pageHead(route.path === '/' ? '/zh-hk/' : `/zh-hk${route.path}`);
      expect({ path: route.path, robots: head.robots }).toEqual({ path: route.path, robots: undefined });
      expect(head.title).toMatch(/[\u4e00-\u9fff]/);
      expect(head.description).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('headHtml', () => {
  it('writes the title and tags, escaping what would break the markup', () => {
    const html = headHtml({
      title: 'A & B <C>',
      description: 'Say "hi"',
      locale: 'en',
      canonical: 'https://x.example/a',
    });
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
