/**
 * The one route table of the site and its lookups: every path a visitor can open, which app
 * renders it, and the title and description used for the document head.
 */
import type { AppName, RemoteName, RouteInfo } from './paths';
import { remoteNames } from './paths';
import { routeTable } from './route-table';

export * from './paths';
export { routeTable };

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
