import type { ArticleSlug, Locale } from '@agency/platform/routes';
import { DEFAULT_LOCALE } from '@agency/platform/routes';
import { LOCALE_FILE_SUFFIX } from '../locale/files';
import { articleSlugs } from '@agency/platform/routes';
import type { Article, ArticleBody, ArticleMeta } from './blog';
import { article as aiMarketingHongKong } from './articles/ai-marketing-hong-kong';
import aiMarketingHongKongCover from './articles/covers/ai-marketing-hong-kong.svg';
import { article as aiTransformation } from './articles/ai-transformation';
import aiTransformationCover from './articles/covers/ai-transformation.svg';
import { article as asiaDigitalTransformation } from './articles/asia-digital-transformation';
import asiaDigitalTransformationCover from './articles/covers/asia-digital-transformation.svg';
import { article as b2bMarketingTrends2025 } from './articles/b2b-marketing-trends-2025';
import b2bMarketingTrends2025Cover from './articles/covers/b2b-marketing-trends-2025.svg';
import { article as contentMarketingEvolution } from './articles/content-marketing-evolution';
import contentMarketingEvolutionCover from './articles/covers/content-marketing-evolution.svg';
import { article as crmEvolution } from './articles/crm-evolution';
import crmEvolutionCover from './articles/covers/crm-evolution.svg';
import { article as digitalTransformationRoi } from './articles/digital-transformation-roi';
import digitalTransformationRoiCover from './articles/covers/digital-transformation-roi.svg';
import { article as hongKongConversationalAi } from './articles/hong-kong-conversational-ai';
import hongKongConversationalAiCover from './articles/covers/hong-kong-conversational-ai.svg';
import { article as paidMarketingRoi2025 } from './articles/paid-marketing-roi-2025';
import paidMarketingRoi2025Cover from './articles/covers/paid-marketing-roi-2025.svg';
import { article as southeastAsiaEcommerce } from './articles/southeast-asia-ecommerce';
import southeastAsiaEcommerceCover from './articles/covers/southeast-asia-ecommerce.svg';
import { article as webDevelopmentBestPractices } from './articles/web-development-best-practices';
import webDevelopmentBestPracticesCover from './articles/covers/web-development-best-practices.svg';

const withCover = (meta: ArticleMeta, image: string): Article => ({ ...meta, image });

/** Every article with its cover, in the order of the route table. */
const unsorted: readonly Article[] = [
  withCover(aiTransformation, aiTransformationCover),
  withCover(aiMarketingHongKong, aiMarketingHongKongCover),
  withCover(b2bMarketingTrends2025, b2bMarketingTrends2025Cover),
  withCover(hongKongConversationalAi, hongKongConversationalAiCover),
  withCover(contentMarketingEvolution, contentMarketingEvolutionCover),
  withCover(digitalTransformationRoi, digitalTransformationRoiCover),
  withCover(paidMarketingRoi2025, paidMarketingRoi2025Cover),
  withCover(southeastAsiaEcommerce, southeastAsiaEcommerceCover),
  withCover(crmEvolution, crmEvolutionCover),
  withCover(webDevelopmentBestPractices, webDevelopmentBestPracticesCover),
  withCover(asiaDigitalTransformation, asiaDigitalTransformationCover),
];

const slugOrder = (slug: ArticleSlug) => articleSlugs.indexOf(slug);

/** The eleven articles, newest first; articles of the same day keep the order of `articleSlugs`. */
export const articles: readonly Article[] = [...unsorted].sort(
  (a, b) => b.date.localeCompare(a.date) || slugOrder(a.slug) - slugOrder(b.slug),
);

const bySlug = new Map<string, Article>(articles.map((article) => [article.slug, article]));

export function findArticle(slug: string): Article | undefined {
  return bySlug.get(slug);
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
