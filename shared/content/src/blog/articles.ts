/** The articles in English: each one's words (`articles/<slug>.ts`) over its facts (article-facts.ts). */
import type { Article } from './blog';
import { articlesInWords } from './article-facts';
import { article as aiMarketingHongKong } from './articles/ai-marketing-hong-kong';
import { article as aiTransformation } from './articles/ai-transformation';
import { article as asiaDigitalTransformation } from './articles/asia-digital-transformation';
import { article as b2bMarketingTrends2025 } from './articles/b2b-marketing-trends-2025';
import { article as contentMarketingEvolution } from './articles/content-marketing-evolution';
import { article as crmEvolution } from './articles/crm-evolution';
import { article as digitalTransformationRoi } from './articles/digital-transformation-roi';
import { article as hongKongConversationalAi } from './articles/hong-kong-conversational-ai';
import { article as paidMarketingRoi2025 } from './articles/paid-marketing-roi-2025';
import { article as southeastAsiaEcommerce } from './articles/southeast-asia-ecommerce';
import { article as webDevelopmentBestPractices } from './articles/web-development-best-practices';

/** The eleven articles in English, newest first. */
export const articles: readonly Article[] = articlesInWords({
  'ai-transformation': aiTransformation,
  'ai-marketing-hong-kong': aiMarketingHongKong,
  'b2b-marketing-trends-2025': b2bMarketingTrends2025,
  'hong-kong-conversational-ai': hongKongConversationalAi,
  'content-marketing-evolution': contentMarketingEvolution,
  'digital-transformation-roi': digitalTransformationRoi,
  'paid-marketing-roi-2025': paidMarketingRoi2025,
  'southeast-asia-ecommerce': southeastAsiaEcommerce,
  'crm-evolution': crmEvolution,
  'web-development-best-practices': webDevelopmentBestPractices,
  'asia-digital-transformation': asiaDigitalTransformation,
});

const bySlug = new Map<string, Article>(articles.map((article) => [article.slug, article]));

export function findArticle(slug: string): Article | undefined {
  return bySlug.get(slug);
}
