import type { APIRequestContext, Page } from '@playwright/test';
import { desktopMenus } from '@agency/content/site/navigation';
import { expect, test } from '../support/fixtures';
import { originOf } from '../support/ports';

/**
 * A breadth-first crawl of the site from its HTML, as a search engine (or a visitor without
 * JavaScript) reads it: from / it follows every internal link on every page it reaches, then
 * checks the graph. Every page is a document whose content is all in its HTML (sections'
 * fragments, Home's widgets and the navigation bar's menus, which are popovers, included), so the
 * crawl fetches pages over HTTP and reads them with the browser's HTML parser: no page is rendered.
 * Each route's console and security-policy messages, with its page rendered, are checked by
 * accessibility.spec.ts.
 */

const shellOrigin = originOf('shell');
const notFoundHeading = '404';

/** Link targets the product specification's article copy names that no route serves. */
const SPEC_BROKEN_ARTICLE_LINKS = [
  '/blog/all-articles',
  '/blog/ai-digital-transformation',
  '/blog/marketing-trends',
  '/blog/digital-marketing-trends',
  '/blog/business-innovation',
];

/** One `<a href>` as written on a page. */
interface Link {
  /** The page it sits on, e.g. `/faq`. */
  from: string;
  href: string;
}

/** A target of internal links: path and query, without the fragment. */
interface Target {
  status?: number;
  contentType?: string;
  /** The page's h1, once read. */
  heading?: string;
  /** Whether a slot on it went out without its section's fragment. */
  unfilled?: boolean;
  /** Every id (and a[name]) on the page: what `#fragment` links can point at. */
  anchors?: Set<string>;
  linkedFrom: Link[];
}

interface Crawl {
  targets: Map<string, Target>;
  /** Read in order; each page once. */
  visited: string[];
  external: Link[];
  fragments: (Link & { target: string; fragment: string })[];
}

/** What a page's HTML holds. */
interface Parsed {
  heading: string;
  /** Whether a slot holds something other than its section's fragment (e.g. its loading bar). */
  unfilled: boolean;
  hrefs: string[];
  /** The hrefs inside the desktop menus (role=menu), in order. */
  menuHrefs: string[];
  anchors: string[];
}

const describeLink = ({ from, href }: Link) => `${from} → ${href}`;

/** Each offence once, in the order found: a page may repeat a link (a hero button and a card). */
const unique = (lines: string[]) => [...new Set(lines)];

/** Parses HTML documents with the browser's parser (no script runs, nothing is fetched). */
const parseHtml = (page: Page, sources: string[]): Promise<Parsed[]> =>
  page.evaluate(
    (htmls) =>
      htmls.map((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const hrefsIn = (root: ParentNode) =>
          [...root.querySelectorAll('a[href], area[href]')].map((link) => link.getAttribute('href') ?? '');
        // A filled slot starts with its fragment's marker comment (white space and other comments aside).
        const filled = (slot: Element) => {
          for (const node of slot.childNodes) {
            if (node.nodeType === Node.COMMENT_NODE) {
              if (/^fragment \S+ \S+ \S+$/.test(node.nodeValue?.trim() ?? '')) return true;
            } else if (node.nodeType !== Node.TEXT_NODE || node.nodeValue?.trim()) return false;
          }
          return false;
        };
        return {
          heading: doc.querySelector('h1')?.textContent?.trim() ?? '',
          unfilled: [...doc.querySelectorAll('[data-slot]')].some((slot) => !filled(slot)),
          hrefs: hrefsIn(doc),
          menuHrefs: [...doc.querySelectorAll('[role="menu"]')].flatMap(hrefsIn),
          anchors: [
            ...[...doc.querySelectorAll('[id]')].map((element) => element.id),
            ...[...doc.querySelectorAll('a[name]')].map((element) => element.getAttribute('name') ?? ''),
          ],
        };
      }),
    sources,
  );

/** Requests each target once (no redirect followed) and returns the HTML of those that are pages, by key. */
async function fetchTargets(request: APIRequestContext, crawl: Crawl, keys: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  await Promise.all(
    keys.map(async (key) => {
      const response = await request.get(key, { maxRedirects: 0 });
      const target = crawl.targets.get(key);
      if (!target) return;
      target.status = response.status();
      target.contentType = response.headers()['content-type'] ?? '';
      if (target.status === 200 && target.contentType.startsWith('text/html')) pages.set(key, await response.text());
    }),
  );
  // Keep the breadth-first order stable run to run.
  return new Map(keys.filter((key) => pages.has(key)).map((key) => [key, pages.get(key) ?? '']));
}

async function crawlSite(page: Page, request: APIRequestContext): Promise<Crawl> {
  const crawl: Crawl = {
    targets: new Map([['/', { linkedFrom: [{ from: '(start)', href: '/' }] }]]),
    visited: [],
    external: [],
    fragments: [],
  };
  let level = await fetchTargets(request, crawl, ['/']);
  while (level.size > 0) {
    const parsed = await parseHtml(page, [...level.values()]);
    const discovered: string[] = [];
    for (const [index, key] of [...level.keys()].entries()) {
      const found = parsed[index];
      const target = crawl.targets.get(key);
      if (!found || !target) continue;
      crawl.visited.push(key);
      target.heading = found.heading;
      target.unfilled = found.unfilled;
      target.anchors = new Set(found.anchors);
      if (target.heading === notFoundHeading || target.heading === '') continue;

      if (key === '/') {
        // Guards against a Home whose widgets' fragments, or whose menus, were left out.
        expect.soft(found.hrefs, 'Home: links of the service grid').toContain('/services/crm-solutions');
        expect.soft(found.anchors, 'Home: ids of the quote form').toContain('home-quote-email');
        expect
          .soft(found.menuHrefs, 'Home: the desktop menus’ links')
          .toEqual(desktopMenus.flatMap((menu) => menu.items.map((item) => item.href)));
      }

      for (const href of found.hrefs) {
        const link = { from: key, href };
        const url = new URL(href, `${shellOrigin}${key}`);
        if (url.protocol === 'mailto:' || url.protocol === 'tel:') continue;
        if (url.origin !== shellOrigin) {
          crawl.external.push(link);
          continue;
        }
        const targetKey = `${url.pathname}${url.search}`;
        if (url.hash !== '' || href.startsWith('#')) {
          crawl.fragments.push({ ...link, target: targetKey, fragment: decodeURIComponent(url.hash.slice(1)) });
        }
        const known = crawl.targets.get(targetKey);
        if (known) known.linkedFrom.push(link);
        else {
          crawl.targets.set(targetKey, { linkedFrom: [link] });
          discovered.push(targetKey);
        }
      }
    }
    level = await fetchTargets(request, crawl, discovered);
  }
  return crawl;
}

test('every link from / leads to a real page, every route is reachable in both languages, and none leaves the site', async ({
  page,
  request,
}) => {
  // The crawl reads both languages' pages (the language link leads from each to the other).
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(routes.length, 'routes in /sitemap.xml').toBeGreaterThan(0);

  const crawl = await test.step('crawl from /', () => crawlSite(page, request));
  const { targets } = crawl;
  await test.info().attach('link-graph.json', {
    contentType: 'application/json',
    body: JSON.stringify(
      Object.fromEntries(
        [...targets].map(([key, { status, heading, linkedFrom }]) => [
          key,
          { status, heading, linkedFrom: unique(linkedFrom.map(({ from }) => from)) },
        ]),
      ),
      null,
      2,
    ),
  });

  const broken = [...targets.entries()].flatMap(([key, target]) => {
    const reason =
      target.status !== 200
        ? `answers ${target.status}`
        : target.heading === ''
          ? 'has no h1'
          : target.heading === notFoundHeading
            ? 'is the 404 page'
            : target.unfilled === true
              ? 'went out without its section’s content'
              : undefined;
    return reason ? target.linkedFrom.map((link) => `${describeLink(link)} (${key} ${reason})`) : [];
  });
  expect.soft(unique(broken), 'links to a missing page (page → href)').toEqual([]);

  const isPage = (key: string) => ![undefined, '', notFoundHeading].includes(targets.get(key)?.heading);
  const reached = new Set(crawl.visited.filter(isPage));
  const unreachable = routes.filter((route) => !reached.has(route));
  expect.soft(unreachable, 'sitemap routes no link from / leads to').toEqual([]);
  // The two aliases are linked too (service pages' calls to action, the services menu).
  expect.soft(reached.has('/contact/consultation'), '/contact/consultation reached').toBe(true);

  expect.soft(unique(crawl.external.map(describeLink)), 'links to another host (page → href)').toEqual([]);

  const missingFragments = crawl.fragments
    .filter(({ target, fragment }) => {
      const anchors = targets.get(target)?.anchors;
      // An unread target is a broken link, reported above.
      return anchors !== undefined && (fragment === '' || !anchors.has(fragment));
    })
    .map((link) =>
      link.fragment === ''
        ? `${describeLink(link)} (an empty fragment goes nowhere)`
        : `${describeLink(link)} (no id="${link.fragment}" on ${link.target})`,
    );
  expect.soft(unique(missingFragments), 'links to a #fragment the page does not have (page → href)').toEqual([]);
});

test('the five article links the specification names without a route answer the 404 page', async ({
  page,
  request,
}) => {
  const answers = await Promise.all(SPEC_BROKEN_ARTICLE_LINKS.map((path) => request.get(path)));
  expect(answers.map((answer) => answer.status())).toEqual(SPEC_BROKEN_ARTICLE_LINKS.map(() => 404));
  const parsed = await parseHtml(page, await Promise.all(answers.map((answer) => answer.text())));
  expect(parsed.map((entry) => entry.heading)).toEqual(SPEC_BROKEN_ARTICLE_LINKS.map(() => notFoundHeading));
});
