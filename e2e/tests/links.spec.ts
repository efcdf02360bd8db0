import type { APIRequestContext, Page } from '@playwright/test';
import { expect, menuButton, pageHeading, test, UNAVAILABLE } from '../support/fixtures';
import { watchPolicyViolations } from '../support/policy';
import { originOf, ports } from '../support/ports';
import type { AppKey } from '../support/ports';

/**
 * A breadth-first crawl of the site as a visitor's browser renders it: from / it follows every
 * internal link on every page it reaches (including the desktop menus, which exist only while
 * open, and Home's widgets, which mount only when scrolled near), then checks the graph.
 */

const shellOrigin = originOf('shell');
const fiveOrigins = new Set((Object.keys(ports) as AppKey[]).map(originOf));
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
  /** The rendered page's h1, once visited. */
  heading?: string;
  /** Whether every section and widget on it finished loading. */
  settled?: boolean;
  /** Whether a section or widget on it shows the "temporarily unavailable" fallback. */
  unavailable?: boolean;
  /** Every id (and a[name]) on the rendered page: what `#fragment` links can point at. */
  anchors?: Set<string>;
  linkedFrom: Link[];
}

interface Crawl {
  targets: Map<string, Target>;
  /** Visited in order; each page is rendered once. */
  visited: string[];
  external: Link[];
  fragments: (Link & { target: string; fragment: string })[];
  foreignRequests: Map<string, Set<string>>;
  consoleErrors: Map<string, string[]>;
  /** Content-Security-Policy and Permissions-Policy violations, with the page they happened on. */
  policyViolations: string[];
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

/** What a page shows once everything on it has rendered. */
interface Rendered {
  /** False when a section or widget was still loading after 10 s. */
  settled: boolean;
  heading: string;
  /** Whether a section or a widget on it shows the "temporarily unavailable" fallback. */
  unavailable: boolean;
  hrefs: string[];
  anchors: string[];
}

/**
 * Scrolls down a viewport at a time, as a reader would, so everything that mounts near the
 * viewport mounts; repeats while the page changes height, waits for loading sections to finish,
 * then reads the page. One round trip: this runs 47 times.
 */
const renderWholePage = (page: Page): Promise<Rendered> =>
  page.evaluate(async (unavailableText) => {
    // A task queued from a frame callback runs after that frame's rendering, in which the
    // intersection observers compared their targets with the new scroll position.
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const loading = () =>
      document.querySelector('[role="progressbar"][aria-label="Loading section"], [aria-busy="true"]') !== null;
    const height = () => document.documentElement.scrollHeight;
    const deadline = Date.now() + 10_000;
    let settled = false;
    for (let pass = 0; pass < 4 && !settled; pass += 1) {
      for (let y = 0; ; y = Math.min(y + window.innerHeight, height() - window.innerHeight)) {
        window.scrollTo(0, y);
        await frame();
        if (y >= height() - window.innerHeight) break;
      }
      const scanned = height();
      // What an observer mounted on the last step renders, then what it loads.
      await frame();
      await frame();
      while (loading() && Date.now() < deadline) await frame();
      // Content that arrived meanwhile may have pushed a placeholder back below the fold.
      settled = !loading() && height() === scanned;
    }
    return {
      settled,
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      unavailable: [...document.querySelectorAll('h1, h2, h3, h4')].some(
        (heading) => heading.textContent?.trim() === unavailableText,
      ),
      hrefs: [...document.querySelectorAll('a[href], area[href]')].map((link) => link.getAttribute('href') ?? ''),
      anchors: [
        ...[...document.querySelectorAll('[id]')].map((element) => element.id),
        ...[...document.querySelectorAll('a[name]')].map((element) => element.getAttribute('name') ?? ''),
      ],
    };
  }, UNAVAILABLE);

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

async function crawlSite(page: Page, request: APIRequestContext): Promise<Crawl> {
  const crawl: Crawl = {
    targets: new Map([['/', { linkedFrom: [{ from: '(start)', href: '/' }] }]]),
    visited: [],
    external: [],
    fragments: [],
    foreignRequests: new Map(),
    consoleErrors: new Map(),
    policyViolations: await watchPolicyViolations(page),
  };
  let current = '/';
  const record = <T>(map: Map<string, T[]>, value: T) => map.set(current, [...(map.get(current) ?? []), value]);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !fiveOrigins.has(url.origin)) {
      crawl.foreignRequests.set(current, (crawl.foreignRequests.get(current) ?? new Set()).add(request.url()));
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') record(crawl.consoleErrors, message.text());
  });
  page.on('pageerror', (error) => record(crawl.consoleErrors, `${error.name}: ${error.message}`));

  const queue = await checkTargets(request, crawl, ['/']);
  while (queue.length > 0) {
    const key = queue.shift() ?? '/';
    const target = crawl.targets.get(key);
    if (!target) continue;
    current = key;
    crawl.visited.push(key);
    await page.goto(key, { waitUntil: 'domcontentloaded' });
    const hasHeading = await pageHeading(page)
      .first()
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (!hasHeading) {
      target.heading = '';
      continue;
    }
    const found = await renderWholePage(page);
    target.heading = found.heading;
    target.settled = found.settled;
    target.unavailable = found.unavailable;
    target.anchors = new Set(found.anchors);
    if (target.heading === notFoundHeading || target.heading === UNAVAILABLE) continue;

    const links = found.hrefs.map((href) => ({ from: key, href }));
    // The desktop menus are the same on every page: the first page lists them.
    if (key === '/') {
      // Guards against a crawl that read Home before its lazy widgets had rendered.
      expect.soft(found.hrefs, 'Home: links of the service grid').toContain('/services/crm-solutions');
      expect.soft(found.anchors, 'Home: ids of the quote form').toContain('home-quote-email');
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
  return crawl;
}

test('every link from / leads to a real page, every route is reachable, nothing leaves the five origins or breaks the security policies', async ({
  page,
  request,
}) => {
  // 47 page loads: the margin is for a runner whose cores are busy with the other worker.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });

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
          ? 'renders no h1'
          : target.heading === notFoundHeading
            ? 'renders the 404 page'
            : target.unavailable === true
              ? 'shows “section unavailable”'
              : target.settled === false
                ? 'did not finish loading in 10 s'
                : undefined;
    return reason ? target.linkedFrom.map((link) => `${describeLink(link)} (${key} ${reason})`) : [];
  });
  expect.soft(unique(broken), 'links to a missing page (page → href)').toEqual([]);

  const isPage = (key: string) => ![undefined, '', notFoundHeading, UNAVAILABLE].includes(targets.get(key)?.heading);
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

  const foreign = [...crawl.foreignRequests.entries()].flatMap(([key, urls]) =>
    [...urls].map((url) => `${key}: ${url}`),
  );
  expect.soft(foreign, 'requests to a host other than the five origins (page: url)').toEqual([]);
  expect.soft(crawl.policyViolations, 'security policy violations').toEqual([]);

  // A target that is a 404 already fails above; its expected "not found" errors would only repeat that.
  const errors = [...crawl.consoleErrors.entries()]
    .filter(([key]) => targets.get(key)?.heading !== notFoundHeading)
    .flatMap(([key, messages]) => messages.map((message) => `${key}: ${message}`));
  expect.soft(errors, 'console errors (page: message)').toEqual([]);
});
