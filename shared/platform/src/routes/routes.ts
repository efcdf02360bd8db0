/**
 * The one route table of the site and its lookups: every path a visitor can open, which app
 * renders it and the languages it is in (a page's title and description, in each language, are
 * @agency/content's site/route-heads). A lookup takes an address as the browser has it: a route's
 * own path (English) or its path in another language (`/zh-hk/blog`: locales.ts).
 */
import type { Locale } from './locales';
import { locales, localizedPath, splitLocale } from './locales';
import type { AppName, RemoteName, RouteInfo } from './paths';
import { remoteNames } from './paths';
import { routeTable } from './route-table';

export * from './locales';
export * from './paths';
export { routeTable };
export type { RoutePath } from './route-table';

// Built on first use, not at import: a section imports this module for `paths` alone, and then
// the route table is left out of its bundle.
let byPath: Map<string, RouteInfo> | undefined;
const routeByPath = () => (byPath ??= new Map(routeTable.map((route) => [route.path, route])));

/** Drops a trailing slash (but not the root's) so `/blog/` and `/blog` are one route. */
export function normalizePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] ?? '/';
  if (withoutQuery.length > 1 && withoutQuery.endsWith('/')) return withoutQuery.replace(/\/+$/, '') || '/';
  return withoutQuery || '/';
}

/** The languages a route is in: all of them unless the route table says otherwise. */
export function routeLanguages(route: RouteInfo): readonly Locale[] {
  return route.languages ?? locales;
}

/** The route an address opens, if any: a route of the table, in a language it is in. */
export function findRoute(pathname: string): RouteInfo | undefined {
  const { locale, route } = splitLocale(normalizePath(pathname));
  const found = routeByPath().get(normalizePath(route));
  return found && routeLanguages(found).includes(locale) ? found : undefined;
}

export function isKnownPath(pathname: string): boolean {
  return findRoute(pathname) !== undefined;
}

/** Which app owns an address by its route's first segment, whether or not the address exists. */
export function appForPath(pathname: string): AppName {
  const first = normalizePath(splitLocale(normalizePath(pathname)).route).split('/')[1] ?? '';
  return (remoteNames as readonly string[]).includes(first) ? (first as RemoteName) : 'shell';
}

/** Every address of the site: each route in each of its languages. */
export function localizedRoutes(): { route: RouteInfo; locale: Locale; path: string }[] {
  return routeTable.flatMap((route) =>
    routeLanguages(route).map((locale) => ({ route, locale, path: localizedPath(route.path, locale) })),
  );
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
