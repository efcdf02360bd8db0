/**
 * Pages are documents: moving from one page to the next is a normal navigation to the composed
 * HTML, made to feel instant by the platform: Speculation Rules prerender the page a visitor is
 * about to open, a cross-document view transition keeps the navigation bar still, and a page left
 * for another comes back from the back/forward cache.
 */
import { SPECULATION_RULES } from '@agency/platform/page-start';
import { expectBackAndForwardRestored, openWithBackForwardCache } from '../support/back-forward-cache';
import { expect, pageHeading, test } from '../support/fixtures';
import { topBar } from '../support/nav-bar';
import { originOf } from '../support/ports';

test('every page gets the Speculation Rules that prerender a page link on intent, once it has painted', async ({
  page,
}) => {
  const response = await page.goto('/about/story');
  // No header: a header would have the browser fetch the rules while the page still loads.
  expect(response?.headers()['speculation-rules']).toBeUndefined();
  const rules = page.locator('head script[type="speculationrules"]');
  await expect(rules).toHaveCount(1);
  // Exactly the platform's rules: the shell's script-src allows this text alone, by its hash. What
  // they prerender, and what not, is the next test's.
  expect(await rules.textContent()).toBe(SPECULATION_RULES);
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

test('a page link the visitor points at is fetched ahead, and opening it uses what was fetched; a file or a download is not', async ({
  page,
}) => {
  // Under DevTools (Playwright drives Chromium through it) Chromium does not prerender; it keeps
  // the prefetch a prerender starts with, which is what this test can see.
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    if ((request.headers()['sec-purpose'] ?? '').includes('prerender')) fetchedAhead.push(request.url());
  });
  await page.goto('/about/story');
  await expect(page.locator('head script[type="speculationrules"]')).toHaveCount(1);
  // Links the rules leave out, as a page may carry them, each pointed at for longer than the rules'
  // moderate eagerness waits (200 ms) before the page link is. Chromium fetches by address: these
  // go where no other link of the page does. (A link to another window it never fetches ahead.)
  await page
    .locator('main')
    .evaluate((main) =>
      main.insertAdjacentHTML(
        'afterbegin',
        '<a href="/robots.txt">a file</a> <a href="/brochure" download>a download</a>',
      ),
    );
  for (const name of ['a file', 'a download']) {
    await page.getByRole('link', { name, exact: true }).hover();
    await page.waitForTimeout(400);
  }
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Our Values', exact: true });
  await footerLink.hover();
  await expect.poll(() => fetchedAhead).toEqual([`${originOf('shell')}/about/values`]);
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

test('pages come back from the back/forward cache, islands woken and menus closed', async ({ launchOptions }) => {
  const { page, close } = await openWithBackForwardCache(launchOptions);
  try {
    await page.goto('/contact/quote');
    await page.locator('main [name="firstName"]').fill('Siu Ming');
    await topBar(page).getByRole('button', { name: 'About Us', exact: true }).click();
    await page.getByRole('menu', { name: 'About Us' }).getByRole('menuitem', { name: 'Our Office' }).click();
    await expect(pageHeading(page)).toHaveText('Our Office');
    await expectBackAndForwardRestored(
      page,
      { path: '/contact/quote', heading: 'Tell us what you want to build' },
      { path: '/about/office', heading: 'Our Office' },
    );
    await page.goBack({ waitUntil: 'commit' });
    // Restored as the visitor left it: what was typed, the form awake, the menu closed.
    await expect(page.locator('main [name="firstName"]')).toHaveValue('Siu Ming');
    await expect(page.getByRole('menu', { name: 'About Us' })).toBeHidden();
  } finally {
    await close();
  }
});
