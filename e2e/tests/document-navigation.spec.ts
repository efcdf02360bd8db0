/**
 * Pages are documents: moving from one page to the next is a normal navigation to the composed
 * HTML, made to feel instant by the platform: Speculation Rules prerender the page a visitor is
 * about to open, a cross-document view transition keeps the navigation bar still, and a page left
 * for another comes back from the back/forward cache.
 */
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expect, pageHeading, test, topBar } from '../support/fixtures';
import { originOf } from '../support/ports';

test('every page gets the Speculation Rules that prerender a page link on intent, once it has painted', async ({
  page,
}) => {
  const response = await page.goto('/about/story');
  // No header: a header would have the browser fetch the rules while the page still loads.
  expect(response?.headers()['speculation-rules']).toBeUndefined();
  const rules = page.locator('head script[type="speculationrules"]');
  await expect(rules).toHaveCount(1);
  expect(JSON.parse((await rules.textContent()) ?? '')).toEqual({
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
  });
  expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
});

test('nothing but the page is requested before its first paint; its scripts start after it', async ({ page }) => {
  const requests: { url: string; at: number }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }));
  await page.goto('/services/b2b-marketing');
  await expect(page.locator('head script[type="speculationrules"]')).toHaveCount(1);
  const { paint, navigationStart } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    navigationStart: performance.timeOrigin,
  }));
  const beforePaint = requests.filter((request) => request.at - navigationStart < paint).map((request) => request.url);
  expect(beforePaint).toEqual([`${originOf('shell')}/services/b2b-marketing`]);
  expect(requests.map((request) => new URL(request.url).pathname)).toContain('/main.js');
});

test('a first visit paints in the system face and loads the brand font after the page; the next page paints in it', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about/story');
  expect(await page.evaluate(() => document.documentElement.classList.contains('brand-font'))).toBe(false);
  expect(await pageHeading(page).evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^system-ui/);
  // Loaded once the page has loaded and the browser is idle, and remembered for the next pages.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('agency:brand-font'))).toBe('1');
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/^\/assets\/plus-jakarta-sans-latin-wght-normal\.[0-9a-f]{12}\.woff2$/);

  await page.goto('/about/values');
  expect(await page.evaluate(() => document.documentElement.classList.contains('brand-font'))).toBe(true);
  expect(await pageHeading(page).evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(
    /^"Plus Jakarta Sans Variable"/,
  );
  expect(await page.evaluate(() => document.fonts.check('1em "Plus Jakarta Sans Variable"'))).toBe(true);
});

test('a link the visitor points at is fetched ahead, and opening it uses what was fetched', async ({ page }) => {
  // Under DevTools (Playwright drives Chromium through it) Chromium does not prerender; it keeps
  // the prefetch a prerender starts with, which is what this test can see.
  const fetchedAhead = page.waitForRequest(
    (candidate) =>
      candidate.url() === `${originOf('shell')}/about/values` &&
      (candidate.headers()['sec-purpose'] ?? '').includes('prerender'),
  );
  await page.goto('/about/story');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Our Values', exact: true });
  await footerLink.hover();
  await fetchedAhead;
  await footerLink.click();
  await expect(page).toHaveURL('/about/values');
  await expect(pageHeading(page)).toHaveText('Our Values');
  const navigation = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      deliveryType: string;
    };
    return entry.deliveryType;
  });
  expect(navigation).toBe('navigational-prefetch');
});

test('a link opens its page with a cross-document view transition, the navigation bar a group of its own', async ({
  page,
  consoleErrors,
}) => {
  // Each page records how it was revealed: whether a view transition came in with it, and how it ended.
  await page.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
      const record = (how: string) => sessionStorage.setItem('revealed', `${location.pathname}: ${how}`);
      if (!transition) return record('no view transition');
      transition.finished.then(
        () => record('view transition finished'),
        (error: Error) => record(`view transition aborted: ${error.message}`),
      );
    });
  });
  await page.goto('/');
  // A first load has no transition: it comes from no page.
  expect(await page.evaluate(() => sessionStorage.getItem('revealed'))).toBe('/: no view transition');
  await page.getByRole('link', { name: 'View Our Services' }).first().click();
  await expect(pageHeading(page)).toHaveText('Our Services');
  // The page opts in before its first paint (the start script), so the transition runs at once,
  // whether or not the page was prerendered.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('revealed')))
    .toBe('/services: view transition finished');
  expect(await topBar(page).evaluate((bar) => getComputedStyle(bar).viewTransitionName)).toBe('site-header');
  expect(consoleErrors).toEqual([]);
});

/** Records, in the page's session, every pageshow and whether it came from the back/forward cache. */
async function recordPageShows(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      const shows = JSON.parse(sessionStorage.getItem('pageshows') ?? '[]') as string[];
      shows.push(`${location.pathname} ${event.persisted ? 'restored' : 'loaded'}`);
      sessionStorage.setItem('pageshows', JSON.stringify(shows));
    });
  });
}

test('pages come back from the back/forward cache, islands woken and menus closed', async () => {
  // Playwright's Chromium starts with the back/forward cache off: this test starts its own with it on.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ baseURL: originOf('shell'), viewport: { width: 1280, height: 800 } });
    await recordPageShows(page);
    await page.goto('/contact/quote');
    await page.locator('main [name="firstName"]').fill('Siu Ming');
    await topBar(page).getByRole('button', { name: 'About Us', exact: true }).click();
    await page.getByRole('menu', { name: 'About Us' }).getByRole('menuitem', { name: 'Our Office' }).click();
    await expect(pageHeading(page)).toHaveText('Our Office');
    // A page restored from the cache fires no load event: the navigations wait for their commit.
    await page.goBack({ waitUntil: 'commit' });
    await expect(pageHeading(page)).toHaveText('Tell us what you want to build');
    await page.goForward({ waitUntil: 'commit' });
    await expect(pageHeading(page)).toHaveText('Our Office');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('pageshows') ?? '[]'))).toEqual([
      '/contact/quote loaded',
      '/about/office loaded',
      '/contact/quote restored',
      '/about/office restored',
    ]);
    await page.goBack({ waitUntil: 'commit' });
    // Restored as the visitor left it: what was typed, the form awake, the menu closed.
    await expect(page.locator('main [name="firstName"]')).toHaveValue('Siu Ming');
    await expect(page.getByRole('menu', { name: 'About Us' })).toBeHidden();
  } finally {
    await browser.close();
  }
});
