import type { Article } from '@agency/content/blog/blog';
import { companyFacts } from '@agency/content/site/company-facts';
import { canonicalUrl } from '@agency/content/site/page-head';
import type { Locale } from '@agency/platform/routes';
import { localizedPath, paths } from '@agency/platform/routes';

/** The language of an article's page, as schema.org's `inLanguage` names it. */
const IN_LANGUAGE: Readonly<Record<Locale, string>> = { en: 'en-HK', 'zh-HK': 'zh-HK' };

/**
 * schema.org BlogPosting of an article on its page in `locale`: its URL is that page's canonical
 * one, its section the main category's name in that language. The cover is resolved against `base`
 * because it is served from wherever the blog section is deployed.
 */
export function blogPosting(article: Article, base: string, page: { locale: Locale; section: string }) {
  const organization = { '@type': 'Organization', name: companyFacts.name, url: `${companyFacts.siteUrl}/` };
  const url = canonicalUrl(localizedPath(paths.blog.article(article.slug), page.locale));
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
    articleSection: page.section,
    keywords: article.tags.join(', '),
    inLanguage: IN_LANGUAGE[page.locale],
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
