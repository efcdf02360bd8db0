import { LANGUAGE_TAG, localizedPath, routeLanguages } from '@agency/platform/routes';
import { routeTable } from '@agency/platform/route-table';
import { company } from './company';
import { absoluteUrl } from './page-head';

/**
 * sitemap.xml: every page of the route table on the public origin, by its primary path (no
 * aliases), in each of its languages, each with its alternates (`xhtml:link`: every language of
 * the page and x-default, English) as search engines read them.
 */
export function sitemapXml(): string {
  const urls = routeTable
    .filter((route) => route.aliasOf === undefined)
    .flatMap((route) => {
      const languages = routeLanguages(route);
      const alternates = [
        ...languages.map((locale) => [LANGUAGE_TAG[locale], absoluteUrl(localizedPath(route.path, locale))]),
        ['x-default', absoluteUrl(route.path)],
      ].map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
      return languages.map((locale) =>
        ['  <url>', `    <loc>${absoluteUrl(localizedPath(route.path, locale))}</loc>`, ...alternates, '  </url>'].join(
          '\n',
        ),
      );
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap says where the pages are. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${company.siteUrl}/sitemap.xml`, ''].join('\n');
}
