import type { Locale } from '@agency/platform/routes';
import {
  findRoute,
  LANGUAGE_TAG,
  localizedPath,
  normalizePath,
  OPEN_GRAPH_LOCALE,
  routeLanguages,
  splitLocale,
} from '@agency/platform/routes';
import type { Localized } from '../locale/localized';
import { companyFacts } from './company-facts';
import * as chinese from './page-head.zh-hk';
import type { RouteHead } from './route-heads';
import { routeHeads as englishRouteHeads } from './route-heads';
import { routeHeads as chineseRouteHeads } from './route-heads.zh-hk';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_DESCRIPTION = 'The page you were looking for does not exist.';

/** The page the server answers an address it cannot decode with (`400.html`), by the path the build renders it at. */
export const BAD_REQUEST_PATH = '/400';
export const BAD_REQUEST_TITLE = 'Address Not Readable';
export const BAD_REQUEST_DESCRIPTION = 'The address could not be read.';

/** The heads of the pages that are no route, in each language. */
const errorHeads: Localized<Record<'notFound' | 'badRequest', RouteHead>> = {
  en: {
    notFound: { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION },
    badRequest: { title: BAD_REQUEST_TITLE, description: BAD_REQUEST_DESCRIPTION },
  },
  'zh-HK': {
    notFound: { title: chinese.NOT_FOUND_TITLE, description: chinese.NOT_FOUND_DESCRIPTION },
    badRequest: { title: chinese.BAD_REQUEST_TITLE, description: chinese.BAD_REQUEST_DESCRIPTION },
  },
};

/** The routes' titles and descriptions in each language, by path. */
const routeWords: Localized<Readonly<Record<string, RouteHead>>> = {
  en: englishRouteHeads,
  'zh-HK': chineseRouteHeads,
};

/** What the document head says about a page, written into its HTML by the build. */
export interface PageHead {
  title: string;
  description: string;
  locale: Locale;
  /** Absolute URL on the public origin; absent for unknown paths. */
  canonical?: string;
  /**
   * The page in each of its languages, itself included, and `x-default` (English): absolute
   * URLs, the same list on every version of the page. Absent for unknown paths.
   */
  alternates?: { hreflang: string; href: string }[];
  /** The page's other languages (`og:locale:alternate`). */
  otherLocales?: Locale[];
  /** Unknown paths are kept out of search indexes. */
  robots?: 'noindex';
}

/** The absolute URL of an address on the public origin: `/blog` → `https://…/blog`. */
export function absoluteUrl(pathname: string): string {
  return `${companyFacts.siteUrl}${pathname}`;
}

/** The absolute URL of a page in its language; an alias names its primary path's URL. */
export function canonicalUrl(pathname: string): string {
  const { locale } = splitLocale(normalizePath(pathname));
  const route = findRoute(pathname);
  const path = route?.aliasOf ?? route?.path ?? splitLocale(normalizePath(pathname)).route;
  return absoluteUrl(localizedPath(path, locale));
}

/** The page's languages, each with its URL, and x-default: English. */
function alternatesOf(pathname: string): PageHead['alternates'] {
  const route = findRoute(pathname);
  if (!route) return undefined;
  const path = route.aliasOf ?? route.path;
  const languages = routeLanguages(route);
  return [
    ...languages.map((locale) => ({ hreflang: LANGUAGE_TAG[locale], href: absoluteUrl(localizedPath(path, locale)) })),
    { hreflang: 'x-default', href: absoluteUrl(path) },
  ];
}

/** The head of the page at an address (its language is in it: `/zh-hk/…`). */
export function pageHead(pathname: string): PageHead {
  const { locale, route: routePath } = splitLocale(normalizePath(pathname));
  const route = findRoute(pathname);
  const brand = companyFacts.name;
  if (normalizePath(routePath) === BAD_REQUEST_PATH) {
    const { title, description } = errorHeads[locale].badRequest;
    return { title: `${title} | ${brand}`, description, locale, robots: 'noindex' };
  }
  const words = route && routeWords[locale][route.path];
  if (!route || !words) {
    const { title, description } = errorHeads[locale].notFound;
    return { title: `${title} | ${brand}`, description, locale, robots: 'noindex' };
  }
  const title = route.path === '/' ? `${brand} | ${words.title}` : `${words.title} | ${brand}`;
  return {
    title,
    description: words.description,
    locale,
    canonical: canonicalUrl(pathname),
    alternates: alternatesOf(pathname),
    otherLocales: routeLanguages(route).filter((other) => other !== locale),
  };
}

/**
 * The tags a page's head carries besides its title, as attribute lists. Link previews
 * (WhatsApp, LinkedIn, Slack) and search engines do not run scripts, so the build writes these
 * into each page's HTML.
 */
export function headTags(head: PageHead): { tag: 'meta' | 'link'; attributes: Record<string, string> }[] {
  const tags: { tag: 'meta' | 'link'; attributes: Record<string, string> }[] = [
    { tag: 'meta', attributes: { name: 'description', content: head.description } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: companyFacts.name } },
    { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attributes: { property: 'og:locale', content: OPEN_GRAPH_LOCALE[head.locale] } },
    ...(head.otherLocales ?? []).map((other) => ({
      tag: 'meta' as const,
      attributes: { property: 'og:locale:alternate', content: OPEN_GRAPH_LOCALE[other] },
    })),
    { tag: 'meta', attributes: { property: 'og:title', content: head.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: head.description } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary' } },
  ];
  if (head.canonical) {
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: head.canonical } });
    tags.push({ tag: 'meta', attributes: { property: 'og:url', content: head.canonical } });
  }
  for (const alternate of head.alternates ?? [])
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href } });
  if (head.robots) tags.push({ tag: 'meta', attributes: { name: 'robots', content: head.robots } });
  return tags;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The title and head tags as HTML, for the pages the build writes. */
export function headHtml(head: PageHead): string {
  const tags = headTags(head).map(({ tag, attributes }) => {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return `<${tag} ${attrs} />`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}
