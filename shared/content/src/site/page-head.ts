import { company } from './company';
import { findRoute, normalizePath } from '@agency/platform/routes';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_DESCRIPTION = 'The page you were looking for does not exist.';

/** The page the server answers an address it cannot decode with (`400.html`), by the path the build renders it at. */
export const BAD_REQUEST_PATH = '/400';
export const BAD_REQUEST_TITLE = 'Address Not Readable';
export const BAD_REQUEST_DESCRIPTION = 'The address could not be read.';

/** What the document head says about a page, written into its HTML by the build. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL on the public origin; absent for unknown paths. */
  canonical?: string;
  /** Unknown paths are kept out of search indexes. */
  robots?: 'noindex';
}

/** The absolute URL of a page on the public origin; an alias names its primary path's URL. */
export function canonicalUrl(pathname: string): string {
  const path = findRoute(pathname)?.aliasOf ?? normalizePath(pathname);
  return `${company.siteUrl}${path === '/' ? '/' : path}`;
}

export function pageHead(pathname: string): PageHead {
  const route = findRoute(pathname);
  if (pathname === BAD_REQUEST_PATH) {
    return { title: `${BAD_REQUEST_TITLE} | ${company.name}`, description: BAD_REQUEST_DESCRIPTION, robots: 'noindex' };
  }
  if (!route) {
    return { title: `${NOT_FOUND_TITLE} | ${company.name}`, description: NOT_FOUND_DESCRIPTION, robots: 'noindex' };
  }
  const title = route.path === '/' ? `${company.name} | ${route.title}` : `${route.title} | ${company.name}`;
  return { title, description: route.description, canonical: canonicalUrl(route.path) };
}

/**
 * The tags a page's head carries besides its title, as attribute lists. Link previews
 * (WhatsApp, LinkedIn, Slack) do not run scripts, so the build writes these into each route's HTML.
 */
export function headTags(head: PageHead): { tag: 'meta' | 'link'; attributes: Record<string, string> }[] {
  const tags: { tag: 'meta' | 'link'; attributes: Record<string, string> }[] = [
    { tag: 'meta', attributes: { name: 'description', content: head.description } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: company.name } },
    { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attributes: { property: 'og:locale', content: 'en_HK' } },
    { tag: 'meta', attributes: { property: 'og:title', content: head.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: head.description } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary' } },
  ];
  if (head.canonical) {
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: head.canonical } });
    tags.push({ tag: 'meta', attributes: { property: 'og:url', content: head.canonical } });
  }
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
