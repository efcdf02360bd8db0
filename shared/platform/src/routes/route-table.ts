import type { Locale } from './locales';
import type { RouteInfo } from './paths';

/** All 47 routes of the site (45 pages and two aliases), grouped by the app that renders them. */
const routes = [
  // Shell (8)
  {
    path: '/',
    app: 'shell',
  },
  {
    path: '/about/story',
    app: 'shell',
  },
  {
    path: '/about/values',
    app: 'shell',
  },
  {
    path: '/about/what-sets-us-apart',
    app: 'shell',
  },
  {
    path: '/about/office',
    app: 'shell',
  },
  {
    path: '/privacy-policy',
    app: 'shell',
  },
  {
    path: '/terms-conditions',
    app: 'shell',
  },
  {
    path: '/faq',
    app: 'shell',
  },
  // Services (14)
  {
    path: '/services',
    app: 'services',
  },
  {
    path: '/services/all-services',
    aliasOf: '/services',
    app: 'services',
  },
  {
    path: '/services/content-marketing',
    app: 'services',
  },
  {
    path: '/services/digital-marketing',
    app: 'services',
  },
  {
    path: '/services/social-media-management',
    app: 'services',
  },
  {
    path: '/services/linkedin-marketing',
    app: 'services',
  },
  {
    path: '/services/b2b-marketing',
    app: 'services',
  },
  {
    path: '/services/email-marketing',
    app: 'services',
  },
  {
    path: '/services/paid-marketing',
    app: 'services',
  },
  {
    path: '/services/crm-solutions',
    app: 'services',
  },
  {
    path: '/services/ai-solutions',
    app: 'services',
  },
  {
    path: '/services/ai-workflow-automation',
    app: 'services',
  },
  {
    path: '/services/website-development',
    app: 'services',
  },
  {
    path: '/services/training',
    app: 'services',
  },
  // Blog (13)
  {
    path: '/blog',
    app: 'blog',
  },
  {
    path: '/blog/asia-focus',
    app: 'blog',
  },
  {
    path: '/blog/ai-transformation',
    app: 'blog',
  },
  {
    path: '/blog/ai-marketing-hong-kong',
    app: 'blog',
  },
  {
    path: '/blog/b2b-marketing-trends-2025',
    app: 'blog',
  },
  {
    path: '/blog/hong-kong-conversational-ai',
    app: 'blog',
  },
  {
    path: '/blog/content-marketing-evolution',
    app: 'blog',
  },
  {
    path: '/blog/digital-transformation-roi',
    app: 'blog',
  },
  {
    path: '/blog/paid-marketing-roi-2025',
    app: 'blog',
  },
  {
    path: '/blog/southeast-asia-ecommerce',
    app: 'blog',
  },
  {
    path: '/blog/crm-evolution',
    app: 'blog',
  },
  {
    path: '/blog/web-development-best-practices',
    app: 'blog',
  },
  {
    path: '/blog/asia-digital-transformation',
    app: 'blog',
  },
  // Portfolio (7)
  {
    path: '/portfolio',
    app: 'portfolio',
  },
  {
    path: '/portfolio/ecommerce',
    app: 'portfolio',
  },
  {
    path: '/portfolio/healthcare',
    app: 'portfolio',
  },
  {
    path: '/portfolio/corporate',
    app: 'portfolio',
  },
  {
    path: '/portfolio/insurance',
    app: 'portfolio',
  },
  {
    path: '/portfolio/web-development',
    app: 'portfolio',
  },
  {
    path: '/portfolio/case-studies',
    app: 'portfolio',
  },
  // Contact (5)
  {
    path: '/contact/quote',
    app: 'contact',
  },
  {
    path: '/contact/schedule-consultation',
    app: 'contact',
  },
  {
    path: '/contact/consultation',
    aliasOf: '/contact/schedule-consultation',
    app: 'contact',
  },
  {
    path: '/contact/training',
    app: 'contact',
  },
  {
    path: '/contact/partnership',
    app: 'contact',
  },
] as const satisfies readonly RouteInfo[];

/** The route table, as the lookups (routes.ts) read it. */
export const routeTable: readonly RouteInfo[] = routes;

/**
 * The path of a route of the table, or with a language, of a route in that language (`languages`):
 * what the pages' titles and descriptions are keyed by (@agency/content's site/route-heads).
 */
export type RoutePath<In extends Locale = Locale> = Exclude<
  (typeof routes)[number],
  { languages: readonly Exclude<Locale, In>[] }
>['path'];
