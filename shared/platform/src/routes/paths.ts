/**
 * The site's addresses: the slugs of every section's pages, the apps, `paths` (links are built
 * with it, never written out as string literals) and the shape of a route. The route table
 * (route-table.ts) and the lookups (routes.ts) both build on this module.
 */

import type { Locale } from './locales';

export const serviceSlugs = [
  'content-marketing',
  'digital-marketing',
  'social-media-management',
  'linkedin-marketing',
  'b2b-marketing',
  'email-marketing',
  'paid-marketing',
  'crm-solutions',
  'ai-solutions',
  'ai-workflow-automation',
  'website-development',
  'training',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const articleSlugs = [
  'ai-transformation',
  'ai-marketing-hong-kong',
  'b2b-marketing-trends-2025',
  'hong-kong-conversational-ai',
  'content-marketing-evolution',
  'digital-transformation-roi',
  'paid-marketing-roi-2025',
  'southeast-asia-ecommerce',
  'crm-evolution',
  'web-development-best-practices',
  'asia-digital-transformation',
] as const;
export type ArticleSlug = (typeof articleSlugs)[number];

export const portfolioSlugs = [
  'ecommerce',
  'healthcare',
  'corporate',
  'insurance',
  'web-development',
  'case-studies',
] as const;
export type PortfolioSlug = (typeof portfolioSlugs)[number];

export const remoteNames = ['services', 'blog', 'portfolio', 'contact'] as const;
export type RemoteName = (typeof remoteNames)[number];
export type AppName = 'shell' | RemoteName;

export const paths = {
  home: '/',
  about: {
    story: '/about/story',
    values: '/about/values',
    whatSetsUsApart: '/about/what-sets-us-apart',
    office: '/about/office',
  },
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  faq: '/faq',
  services: {
    root: '/services',
    allServices: '/services/all-services',
    service: (slug: ServiceSlug) => `/services/${slug}`,
  },
  blog: {
    root: '/blog',
    asiaFocus: '/blog/asia-focus',
    article: (slug: ArticleSlug) => `/blog/${slug}`,
  },
  portfolio: {
    root: '/portfolio',
    page: (slug: PortfolioSlug) => `/portfolio/${slug}`,
  },
  contact: {
    quote: '/contact/quote',
    scheduleConsultation: '/contact/schedule-consultation',
    consultation: '/contact/consultation',
    training: '/contact/training',
    partnership: '/contact/partnership',
  },
  /** Home's enquiry section, the target of "contact us" anchors. */
  homeContact: '/#contact',
} as const;

export interface RouteInfo {
  path: string;
  app: AppName;
  /**
   * Set on an alias: the primary path of the same page. The alias's canonical URL is the
   * primary's, and the sitemap lists the primary only.
   */
  aliasOf?: string;
  /**
   * The languages the page is in, where not all of them: a page added in English only has no
   * Chinese address, alternate or sitemap entry until its translation lands.
   */
  languages?: readonly Locale[];
}
