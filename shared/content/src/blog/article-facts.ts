/**
 * What an article is in every language: its facts (byline, date, read time, categories, related
 * articles) and its cover, under which each language's words go (articles.ts, articles.zh-hk.ts),
 * and its body's chunk in a language. No words of any language here: a page in one loads none of
 * the other's.
 */
import type { ArticleSlug, Locale } from '@agency/platform/routes';
import { articleSlugs, DEFAULT_LOCALE } from '@agency/platform/routes';
import { LOCALE_FILE_SUFFIX } from '../locale/files';
import type { Article, ArticleBody, ArticleFacts, ArticleWords } from './blog';
import aiMarketingHongKongCover from './articles/covers/ai-marketing-hong-kong.svg';
import aiTransformationCover from './articles/covers/ai-transformation.svg';
import asiaDigitalTransformationCover from './articles/covers/asia-digital-transformation.svg';
import b2bMarketingTrends2025Cover from './articles/covers/b2b-marketing-trends-2025.svg';
import contentMarketingEvolutionCover from './articles/covers/content-marketing-evolution.svg';
import crmEvolutionCover from './articles/covers/crm-evolution.svg';
import digitalTransformationRoiCover from './articles/covers/digital-transformation-roi.svg';
import hongKongConversationalAiCover from './articles/covers/hong-kong-conversational-ai.svg';
import paidMarketingRoi2025Cover from './articles/covers/paid-marketing-roi-2025.svg';
import southeastAsiaEcommerceCover from './articles/covers/southeast-asia-ecommerce.svg';
import webDevelopmentBestPracticesCover from './articles/covers/web-development-best-practices.svg';

/** Each article's facts and cover (a self-hosted SVG), by slug. */
const facts: { readonly [Slug in ArticleSlug]: ArticleFacts & { image: string } } = {
  'ai-marketing-hong-kong': {
    author: 'growth-team',
    date: '2025-01-15',
    readTime: 7,
    categories: ['hong-kong-asia-focus', 'ai-digital-transformation'],
    related: ['ai-transformation', 'hong-kong-conversational-ai', 'content-marketing-evolution'],
    image: aiMarketingHongKongCover,
  },
  'ai-transformation': {
    author: 'strategy-team',
    date: '2025-01-15',
    readTime: 7,
    categories: ['ai-digital-transformation', 'business-innovation'],
    related: ['digital-transformation-roi', 'ai-marketing-hong-kong', 'asia-digital-transformation'],
    image: aiTransformationCover,
  },
  'asia-digital-transformation': {
    author: 'strategy-team',
    date: '2025-01-15',
    readTime: 7,
    categories: ['hong-kong-asia-focus', 'business-innovation'],
    related: ['southeast-asia-ecommerce', 'hong-kong-conversational-ai', 'ai-transformation'],
    image: asiaDigitalTransformationCover,
  },
  'b2b-marketing-trends-2025': {
    author: 'growth-team',
    date: '2025-01-15',
    readTime: 7,
    categories: ['digital-marketing-trends'],
    related: ['content-marketing-evolution', 'paid-marketing-roi-2025', 'ai-marketing-hong-kong'],
    image: b2bMarketingTrends2025Cover,
  },
  'content-marketing-evolution': {
    author: 'growth-team',
    date: '2025-01-15',
    readTime: 7,
    categories: ['digital-marketing-trends'],
    related: ['b2b-marketing-trends-2025', 'ai-marketing-hong-kong', 'paid-marketing-roi-2025'],
    image: contentMarketingEvolutionCover,
  },
  'crm-evolution': {
    author: 'strategy-team',
    date: '2025-01-05',
    readTime: 9,
    categories: ['industry-insights', 'business-innovation'],
    related: ['ai-transformation', 'digital-transformation-roi', 'hong-kong-conversational-ai'],
    image: crmEvolutionCover,
  },
  'digital-transformation-roi': {
    author: 'strategy-team',
    date: '2025-01-15',
    readTime: 8,
    categories: ['business-innovation', 'ai-digital-transformation'],
    related: ['ai-transformation', 'crm-evolution', 'hong-kong-conversational-ai'],
    image: digitalTransformationRoiCover,
  },
  'hong-kong-conversational-ai': {
    author: 'ai-lab',
    date: '2025-01-15',
    readTime: 7,
    categories: ['hong-kong-asia-focus', 'ai-digital-transformation'],
    related: ['ai-marketing-hong-kong', 'ai-transformation', 'crm-evolution'],
    image: hongKongConversationalAiCover,
  },
  'paid-marketing-roi-2025': {
    author: 'growth-team',
    date: '2025-01-15',
    readTime: 11,
    categories: ['digital-marketing-trends'],
    related: ['digital-transformation-roi', 'b2b-marketing-trends-2025', 'content-marketing-evolution'],
    image: paidMarketingRoi2025Cover,
  },
  'southeast-asia-ecommerce': {
    author: 'growth-team',
    date: '2025-01-10',
    readTime: 9,
    categories: ['hong-kong-asia-focus', 'industry-insights'],
    related: ['asia-digital-transformation', 'paid-marketing-roi-2025', 'content-marketing-evolution'],
    image: southeastAsiaEcommerceCover,
  },
  'web-development-best-practices': {
    author: 'engineering-team',
    date: '2024-12-28',
    readTime: 10,
    categories: ['technical-insights'],
    related: ['b2b-marketing-trends-2025', 'ai-transformation', 'digital-transformation-roi'],
    image: webDevelopmentBestPracticesCover,
  },
};

const slugOrder = (slug: ArticleSlug) => articleSlugs.indexOf(slug);

/**
 * A language's articles: each one's words over its facts, newest first (articles of the same day
 * keep the order of `articleSlugs`). A language without the words of every article fails the
 * typecheck.
 */
export function articlesInWords(words: { readonly [Slug in ArticleSlug]: ArticleWords }): readonly Article[] {
  return Object.values(words)
    .map((article) => ({ ...facts[article.slug], ...article }))
    .sort((a, b) => b.date.localeCompare(a.date) || slugOrder(a.slug) - slugOrder(b.slug));
}

/**
 * An article's body in a language, as its own chunk: a page the browser renders itself (the blog's
 * fragment was missing when the page was composed) downloads the body of its article in its
 * language, and no other.
 */
export async function loadArticleBody(slug: ArticleSlug, locale: Locale = DEFAULT_LOCALE): Promise<ArticleBody> {
  const file = `${slug}${LOCALE_FILE_SUFFIX[locale]}`;
  const module = (await import(
    /* webpackChunkName: "page-blog-[request]", webpackInclude: /\/[a-z0-9-]+(\.zh-hk)?\.ts$/ */ `./article-bodies/${file}`
  )) as { body: ArticleBody };
  return module.body;
}
