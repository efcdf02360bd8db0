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

/** Where the shell serves its Speculation Rules; every page names it in its `Speculation-Rules` header. */
export const SPECULATION_RULES_FILE = 'speculation-rules.json';

/**
 * The Speculation Rules of every page: pages are documents, and the one a visitor is about to
 * open is prerendered when they point at its link (or start to press it), so it shows at once.
 * Only the site's pages: not a file (an address with an extension), not a link that opens
 * elsewhere (`target`), not a mail or phone link (another origin's scheme).
 */
export function speculationRules(): string {
  const rules = {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: '/*.*' } },
            { not: { selector_matches: '[target], [download]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
  return `${JSON.stringify(rules, null, 2)}\n`;
}
