import { paths, routeTable } from '@agency/platform/routes';
import { originOf } from './ports';

/** The routes the sitemap leaves out because they show another route's page under a second path. */
export const ALIAS_ROUTES = ['/services/all-services', '/contact/consultation'] as const;

/**
 * One English page of each template (the routes of a template share their controls and islands:
 * the twelve service pages, the eleven articles, the five industry pages, the three enquiry forms,
 * the two legal pages, the two overview and consultation paths). Together they hold every kind of
 * control on the site: nav links, menu buttons, cards' links, buttons, form fields, the FAQ
 * accordion, the calendar, footer links. The checks that do not change from route to route of a
 * template run on these (axe at a second width and without JavaScript, the focus walk, the
 * rendered DOM's validity).
 */
export const TEMPLATE_SAMPLES: readonly string[] = [
  // The shell's pages: a template each, but Our Values (the detail cards of Why Choose Us, in a
  // grid) and the Terms (Privacy's legal document).
  ...routeTable
    .filter(
      (route) => route.app === 'shell' && route.path !== paths.about.values && route.path !== paths.termsConditions,
    )
    .map((route) => route.path),
  paths.services.root,
  paths.services.service('crm-solutions'),
  paths.blog.root,
  paths.blog.asiaFocus,
  paths.blog.article('ai-transformation'),
  paths.portfolio.root,
  paths.portfolio.page('ecommerce'),
  paths.portfolio.page('case-studies'),
  // The quote form stands for the training and partnership forms: the same island, other fields.
  paths.contact.quote,
  paths.contact.scheduleConsultation,
];

/**
 * Chinese pages standing for the rest: Home, a company page, the legal text, the FAQ, and a page of
 * each section with its islands and forms (the language changes their words, not their code or
 * their controls). The browser checks (axe, islands, search heads, preloads) run on every English
 * page and on these; every Chinese page is checked over plain HTTP (chinese-pages.spec.ts), so the
 * suite's time does not double with the second language.
 */
export const CHINESE_SAMPLES = [
  '/zh-hk/',
  '/zh-hk/about/story',
  '/zh-hk/privacy-policy',
  '/zh-hk/faq',
  '/zh-hk/services/crm-solutions',
  '/zh-hk/blog/crm-evolution',
  '/zh-hk/portfolio/healthcare',
  '/zh-hk/contact/quote',
  '/zh-hk/contact/schedule-consultation',
] as const;

export interface SiteRoutes {
  /** Every English page: the sitemap's and the two aliases it leaves out. */
  routes: string[];
  /** Every Chinese page of the sitemap, and the aliases in Chinese. */
  chineseRoutes: string[];
  error: string | undefined;
}

/**
 * Every route of the site from its sitemap. Read when a spec loads: Playwright starts the servers
 * before it loads the tests, and each route needs a test of its own. The error is kept, so the
 * spec can fail with it instead of silently checking nothing.
 */
export async function routesFromSitemap(): Promise<SiteRoutes> {
  try {
    const response = await fetch(`${originOf('shell')}/sitemap.xml`);
    if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const chinese = (path: string) => path.startsWith('/zh-hk/');
    return {
      routes: [...listed.filter((path) => !chinese(path)), ...ALIAS_ROUTES],
      chineseRoutes: [...listed.filter(chinese), ...ALIAS_ROUTES.map((path) => `/zh-hk${path}`)],
      error: undefined,
    };
  } catch (error) {
    return { routes: [], chineseRoutes: [], error: String(error) };
  }
}
