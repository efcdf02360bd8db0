/**
 * The one route table of the site: every path a visitor can open, which app renders it,
 * and the title and description used for the document head. Links are built with `paths`,
 * never written out as string literals.
 */

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
  /** The page's own name; the document title adds the brand. */
  title: string;
  description: string;
  /**
   * Set on an alias: the primary path of the same page. The alias's canonical URL is the
   * primary's, and the sitemap lists the primary only.
   */
  aliasOf?: string;
}

export { routeTable } from './route-table';
import { routeTable } from './route-table';

// Built on first use, not at import: a section imports this module for `paths` alone, and then
// the route table (every page's title and description) is left out of its bundle.
let byPath: Map<string, RouteInfo> | undefined;
const routeByPath = () => (byPath ??= new Map(routeTable.map((route) => [route.path, route])));

/** Drops a trailing slash (but not the root's) so `/blog/` and `/blog` are one route. */
export function normalizePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] ?? '/';
  if (withoutQuery.length > 1 && withoutQuery.endsWith('/')) return withoutQuery.replace(/\/+$/, '') || '/';
  return withoutQuery || '/';
}

export function findRoute(pathname: string): RouteInfo | undefined {
  return routeByPath().get(normalizePath(pathname));
}

export function isKnownPath(pathname: string): boolean {
  return routeByPath().has(normalizePath(pathname));
}

/** Which app owns a path by its first segment, whether or not the path exists. */
export function appForPath(pathname: string): AppName {
  const first = normalizePath(pathname).split('/')[1] ?? '';
  return (remoteNames as readonly string[]).includes(first) ? (first as RemoteName) : 'shell';
}

/**
 * The webpack chunk name of a page whose code is loaded lazily, e.g. `page-about-story` for
 * `/about/story`. A lazy page names its chunk so (`webpackChunkName`) and the build then names it
 * in the route's HTML, among the scripts the page starts (prerender/documents.ts): the page's code
 * downloads beside the app's own, not after it.
 */
export function pageChunkName(pathname: string): string {
  return `page${normalizePath(pathname).replace(/\//g, '-')}`;
}

/** Base path a remote's Section is mounted under, e.g. `/blog`. */
export function sectionBasePath(name: RemoteName): string {
  return `/${name}`;
}

/** A section's routes relative to its base path ('' is the index), e.g. 'crm-evolution' for blog. */
export function sectionRoutes(name: RemoteName): RouteInfo[] {
  return routeTable.filter((route) => route.app === name);
}

export function relativeToSection(name: RemoteName, path: string): string {
  const base = sectionBasePath(name);
  return path === base ? '' : path.slice(base.length + 1);
}
