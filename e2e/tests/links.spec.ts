import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, menuButton, test } from '../support/fixtures';
import { originOf } from '../support/ports';

/**
 * A breadth-first crawl of the site from its HTML, as a search engine (or a visitor without
 * JavaScript) reads it: from / it follows every internal link on every page it reaches, then
 * checks the graph. Every page's content is in its HTML (sections' fragments and Home's widgets
 * included), so every link is too; the desktop menus, which exist only while open, are read once
 * from / in a browser with JavaScript. Each route's console and security-policy messages, with
 * its page rendered, are checked by accessibility.spec.ts.
 */

const shellOrigin = originOf('shell');
const notFoundHeading = '404';
const menus = ['Services', 'About Us', 'Portfolio', 'Blog', 'Contact'];

/** One `<a href>` as written on a page. */
interface Link {
  /** The page it sits on, e.g. `/faq` or `/ (Services menu)`. */
  from: string;
  href: string;
}

/** A target of internal links: path and query, without the fragment. */
interface Target {
  status?: number;
  contentType?: string;
  /** The page's h1, once visited. */
  heading?: string;
  /** Whether a section's slot on it went out without its content. */
  unfilled?: boolean;
  /** Every id (and a[name]) on the page: what `#fragment` links can point at. */
  anchors?: Set<string>;
  linkedFrom: Link[];
}

interface Crawl {
  targets: Map<string, Target>;
  /** Visited in order; each page is rendered once. */
  visited: string[];
  external: Link[];
  fragments: (Link & { target: string; fragment: string })[];
}

const describeLink = ({ from, href }: Link) => `${from} → ${href}`;

/** Each offence once, in the order found: a page may repeat a link (a hero button and a card). */
const unique = (lines: string[]) => [...new Set(lines)];

/** Opens each desktop menu on the current page and returns its items' hrefs, labelled by menu. */
async function menuLinks(page: Page, from: string): Promise<Link[]> {
  const links: Link[] = [];
  for (const name of menus) {
    await menuButton(page, name).click();
    const menu = page.getByRole('menu', { name });
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    const hrefs = await menu.locator('[href]').evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    links.push(...hrefs.map((href) => ({ from: `${from} (${name} menu)`, href: href ?? '' })));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { includeHidden: true })).toHaveCount(0);
  }
  return links;
}

/** What a page's HTML holds. */
interface Rendered {
  heading: string;
  /** Whether a section's slot went out without its content (its loading bar instead). */
  unfilled: boolean;
  hrefs: string[];
  anchors: string[];
}

/** Reads a page as its HTML has it (the context runs no script). */
const readHtml = (page: Page): Promise<Rendered> =>
  page.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent?.trim() ?? '',
    unfilled: document.querySelector('main [role="progressbar"][aria-label="Loading section"]') !== null,
    hrefs: [...document.querySelectorAll('a[href], area[href]')].map((link) => link.getAttribute('href') ?? ''),
    anchors: [
      ...[...document.querySelectorAll('[id]')].map((element) => element.id),
      ...[...document.querySelectorAll('a[name]')].map((element) => element.getAttribute('name') ?? ''),
    ],
  }));

async function checkTargets(request: APIRequestContext, crawl: Crawl, keys: string[]): Promise<string[]> {
  const pages: string[] = [];
  await Promise.all(
    keys.map(async (key) => {
      const response = await request.get(key, { maxRedirects: 0 });
      const target = crawl.targets.get(key);
      if (!target) return;
      target.status = response.status();
      target.contentType = response.headers()['content-type'] ?? '';
      if (target.status === 200 && target.contentType.startsWith('text/html')) pages.push(key);
    }),
  );
  // Keep the breadth-first order stable run to run.
  return pages.sort((a, b) => keys.indexOf(a) - keys.indexOf(b));
}

async function crawlSite(browser: Browser, page: Page, request: APIRequestContext): Promise<Crawl> {
  const crawl: Crawl = {
    targets: new Map([['/', { linkedFrom: [{ from: '(start)', href: '/' }] }]]),
    visited: [],
    external: [],
    fragments: [],
  };
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: shellOrigin });
  const htmlPage = await context.newPage();
  const queue = await checkTargets(request, crawl, ['/']);
  while (queue.length > 0) {
    const key = queue.shift() ?? '/';
    const target = crawl.targets.get(key);
    if (!target) continue;
    crawl.visited.push(key);
    await htmlPage.goto(key);
    const found = await readHtml(htmlPage);
    target.heading = found.heading;
    target.unfilled = found.unfilled;
    target.anchors = new Set(found.anchors);
    if (target.heading === notFoundHeading || target.heading === '') continue;

    const links = found.hrefs.map((href) => ({ from: key, href }));
    // The desktop menus are the same on every page: read once, from /, with JavaScript.
    if (key === '/') {
      // Guards against a Home whose widgets' fragments were left out.
      expect.soft(found.hrefs, 'Home: links of the service grid').toContain('/services/crm-solutions');
      expect.soft(found.anchors, 'Home: ids of the quote form').toContain('home-quote-email');
      await page.goto('/');
      links.push(...(await menuLinks(page, key)));
    }

    const discovered: string[] = [];
    for (const link of links) {
      const url = new URL(link.href, `${shellOrigin}${key}`);
      if (url.protocol === 'mailto:' || url.protocol === 'tel:') continue;
      if (url.origin !== shellOrigin) {
        crawl.external.push(link);
        continue;
      }
      const targetKey = `${url.pathname}${url.search}`;
      if (url.hash !== '' || link.href.startsWith('#')) {
        crawl.fragments.push({ ...link, target: targetKey, fragment: decodeURIComponent(url.hash.slice(1)) });
      }
      const known = crawl.targets.get(targetKey);
      if (known) known.linkedFrom.push(link);
      else {
        crawl.targets.set(targetKey, { linkedFrom: [link] });
        discovered.push(targetKey);
      }
    }
    queue.push(...(await checkTargets(request, crawl, discovered)));
  }
  await context.close();
  return crawl;
}

test('every link from / leads to a real page, every route is reachable, and none leaves the site', async ({
  browser,
  page,
  request,
}) => {
  // 45 pages read from their HTML, and the menus once: the margin is for a runner whose cores are busy.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(routes.length, 'routes in /sitemap.xml').toBeGreaterThan(0);

  const crawl = await test.step('crawl from /', () => crawlSite(browser, page, request));
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
          ? 'renders no h1'
          : target.heading === notFoundHeading
            ? 'renders the 404 page'
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

  expect.soft(unique(crawl.external.map(describeLink)), 'links to another host (page → href)').toEqual([]);

  const missingFragments = crawl.fragments
    .filter(({ target, fragment }) => {
      const anchors = targets.get(target)?.anchors;
      // An unvisited target is a broken link, reported above.
      return anchors !== undefined && (fragment === '' || !anchors.has(fragment));
    })
    .map((link) =>
      link.fragment === ''
        ? `${describeLink(link)} (an empty fragment goes nowhere)`
        : `${describeLink(link)} (no id="${link.fragment}" on ${link.target})`,
    );
  expect.soft(unique(missingFragments), 'links to a #fragment the page does not have (page → href)').toEqual([]);
});
