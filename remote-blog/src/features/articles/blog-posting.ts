import type { Article } from '@agency/content/blog/blog';
import { company } from '@agency/content/site/company';
import { canonicalUrl } from '@agency/content/site/page-head';
import { paths } from '@agency/platform/routes';

/**
 * schema.org BlogPosting of an article. Page URLs are the canonical ones; the cover is resolved
 * against `base` because it is served from wherever the blog section is deployed.
 */
export function blogPosting(article: Article, base: string) {
  const organization = { '@type': 'Organization', name: company.name, url: `${company.siteUrl}/` };
  const url = canonicalUrl(paths.blog.article(article.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    author: organization,
    publisher: organization,
    image: new URL(article.image, base).href,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: article.categories[0],
    keywords: article.tags.join(', '),
    inLanguage: 'en-HK',
  };
}

/**
 * JSON for an inline <script>: `<`, `>` and `&` are escaped so no string in the data can close
 * the element, and U+2028/U+2029 so the text stays valid for every JavaScript parser.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
