import { company } from './company';
import { canonicalUrl } from './page-head';
import { routeTable } from '@agency/platform/route-table';

/** sitemap.xml: every page of the route table on the public origin, by its primary path (no aliases). */
export function sitemapXml(): string {
  const urls = routeTable
    .filter((route) => route.aliasOf === undefined)
    .map((route) => `  <url>\n    <loc>${canonicalUrl(route.path)}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap says where the pages are. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${company.siteUrl}/sitemap.xml`, ''].join('\n');
}
