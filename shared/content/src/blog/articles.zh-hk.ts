/** The articles in Traditional Chinese (Hong Kong): each one's words over its facts (article-facts.ts), as ./articles.ts. */
import { articlesInWords } from './article-facts';
import type { Article } from './blog';
import { article as aiMarketingHongKong } from './articles/ai-marketing-hong-kong.zh-hk';
import { article as aiTransformation } from './articles/ai-transformation.zh-hk';
import { article as asiaDigitalTransformation } from './articles/asia-digital-transformation.zh-hk';
import { article as b2bMarketingTrends2025 } from './articles/b2b-marketing-trends-2025.zh-hk';
import { article as contentMarketingEvolution } from './articles/content-marketing-evolution.zh-hk';
import { article as crmEvolution } from './articles/crm-evolution.zh-hk';
import { article as digitalTransformationRoi } from './articles/digital-transformation-roi.zh-hk';
import { article as hongKongConversationalAi } from './articles/hong-kong-conversational-ai.zh-hk';
import { article as paidMarketingRoi2025 } from './articles/paid-marketing-roi-2025.zh-hk';
import { article as southeastAsiaEcommerce } from './articles/southeast-asia-ecommerce.zh-hk';
import { article as webDevelopmentBestPractices } from './articles/web-development-best-practices.zh-hk';

/** The eleven articles in Chinese, newest first. */
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
