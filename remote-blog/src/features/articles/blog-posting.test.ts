import { fixtureArticle } from '../../testing/article-fixture';
import { blogPosting, serializeJsonLd } from './blog-posting';

describe('blogPosting', () => {
  it('describes the article as a schema.org BlogPosting by the company', () => {
    const organization = {
      '@type': 'Organization',
      name: 'Harbourline Digital',
      url: 'https://www.harbourline.example/',
    };
    const english = { locale: 'en', section: 'Industry Insights' } as const;
    expect(blogPosting(fixtureArticle, 'http://localhost:3002/blog/crm-evolution', english)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Fixture: CRM <Evolution> & Co',
      description: 'A short excerpt for the test article.',
      datePublished: '2025-01-05',
      dateModified: '2025-01-05',
      author: organization,
      publisher: organization,
      image: 'http://localhost:3002/assets/crm-evolution.svg',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.harbourline.example/blog/crm-evolution' },
      url: 'https://www.harbourline.example/blog/crm-evolution',
      articleSection: 'Industry Insights',
      keywords: 'CRM, Data Quality',
      inLanguage: 'en-HK',
    });
  });

  it('describes the Chinese page in Chinese: its own URL, its section’s Chinese name, inLanguage zh-HK', () => {
    const chinese = blogPosting(fixtureArticle, 'http://localhost:3002/blog/crm-evolution', {
      locale: 'zh-HK',
      section: '行業洞察',
    });
    expect(chinese).toMatchObject({
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.harbourline.example/zh-hk/blog/crm-evolution' },
      url: 'https://www.harbourline.example/zh-hk/blog/crm-evolution',
      articleSection: '行業洞察',
      inLanguage: 'zh-HK',
    });
  });

  it('keeps an absolute cover URL as it is', () => {
    const article = { ...fixtureArticle, image: 'https://blog.example/assets/cover.svg' };
    const page = { locale: 'en', section: 'Industry Insights' } as const;
    expect(blogPosting(article, 'https://www.harbourline.example/blog/crm-evolution', page).image).toBe(
      'https://blog.example/assets/cover.svg',
    );
  });
});

describe('serializeJsonLd', () => {
  it('escapes what could end the script element, and still parses to the same data', () => {
    const data = { headline: '</script><script>alert(1)</script> & more', note: 'line\u2028break' };
    const json = serializeJsonLd(data);
    expect(json).toBe(
      '{"headline":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 more","note":"line\\u2028break"}',
    );
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
