import { expect, test as base } from '@playwright/test';
import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { originOf } from './ports';
import type { RemoteKey } from './ports';

export { expect };

export interface Fixtures {
  /** Console errors and uncaught page errors of the test's page, in order. */
  consoleErrors: string[];
}

export interface WorkerFixtures {
  /**
   * A browser context with JavaScript off, one per worker (a context costs about half a second to
   * make): a test opens its own page in it and closes that page.
   */
  scriptless: BrowserContext;
}

/**
 * Resolves once the page the browser arrived on is interactive, as a visitor's next action would
 * find it: the route's own content has committed (`agency:interactive`: a lazy
 * company page's chunk had arrived and it hydrated) and every section slot the server filled has
 * hydrated too (`agency:hydrated`, or `agency:rendered-afresh`). Before that, the nav's menu buttons
 * are plain links and a section's links load a whole page: the page works, but not as the tests
 * that come after a `goto` describe it.
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const marks = performance.getEntriesByType('mark') as PerformanceMark[];
    if (!marks.some((mark) => mark.name === 'agency:interactive')) return false;
    const filled = [...document.querySelectorAll('[data-slot$="/Section"]')].filter(
      (slot) => slot.firstChild?.nodeType === Node.COMMENT_NODE && slot.firstChild.nodeValue?.startsWith('fragment '),
    );
    // Hydrated, or rendered afresh (the code is of another build, or could not load).
    const settled = ['agency:hydrated', 'agency:rendered-afresh'];
    return filled.every((slot) =>
      marks.some((mark) => settled.includes(mark.name) && mark.detail === slot.getAttribute('data-slot')),
    );
  });
}

/**
 * A page of the shell (any of the suite's shells, nginx's included), not a section's own page: it
 * starts its scripts after the first paint (a production build; start-after-paint.js then preloads
 * remotes.json), or preloads remotes.json from its HTML (a development build).
 */
const isShellPage = (page: Page) =>
  page.evaluate(() => document.querySelector('script[data-scripts], link[href="/remotes.json"]') !== null);

export const test = base.extend<Fixtures, WorkerFixtures>({
  scriptless: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // Arriving on a page of the shell (`goto`, `reload`) waits until it is interactive.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if ((options?.waitUntil ?? 'load') === 'load' && (await isShellPage(page))) await waitForInteractive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if ((options?.waitUntil ?? 'load') === 'load' && (await isShellPage(page))) await waitForInteractive(page);
      return response;
    };
    await provide(page);
  },
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message}`));
    await provide(errors);
  },
});

/** The fallback a section (or a widget on Home) shows when its remote cannot load. */
export const UNAVAILABLE = 'This section is temporarily unavailable';

export const brand = 'Harbourline Digital';

/** Every request to a remote's origin fails as if the server were down. */
export async function blockRemote(page: Page, remote: RemoteKey): Promise<void> {
  await page.route(`${originOf(remote)}/**`, (route) => route.abort('connectionrefused'));
}

/** Undoes blockRemote / breakRemoteChunks: the remote's origin answers again. */
export async function unblockRemote(page: Page, remote: RemoteKey): Promise<void> {
  await page.unroute(`${originOf(remote)}/**`);
}

/**
 * A half-deployed remote: mf-manifest.json and remoteEntry.js answer, every other script
 * (the exposed module's chunks) is a 404.
 */
export async function breakRemoteChunks(page: Page, remote: RemoteKey): Promise<void> {
  await page.route(`${originOf(remote)}/**`, (route: Route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith('.js') && pathname !== '/remoteEntry.js') {
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    }
    return route.continue();
  });
}

/** The main area (everything between the navigation bar and the footer). */
export const mainArea = (page: Page): Locator => page.getByRole('main');

/** The page's heading: there is exactly one h1 per page. */
export const pageHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });

/** The desktop navigation bar's links and menu buttons. */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** The fixed top bar; it carries data-scrolled. */
export const topBar = (page: Page): Locator => page.locator('header[data-scrolled]');

/**
 * A desktop menu's button. While a menu is open MUI hides the rest of the page from assistive
 * technology (aria-hidden on the app root), so the button is looked up with includeHidden.
 */
export const menuButton = (page: Page, name: string): Locator =>
  topBar(page).getByRole('button', { name, exact: true, includeHidden: true });

/** Opens a desktop menu by its button and chooses one item. */
export async function chooseFromMenu(page: Page, menu: string, item: string): Promise<void> {
  await menuButton(page, menu).click();
  await page.getByRole('menu', { name: menu }).getByRole('menuitem', { name: item, exact: true }).click();
}

/** The href attributes of the given links, in document order. */
export const hrefsOf = (links: Locator): Promise<(string | null)[]> =>
  links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));

/** "Monday, 24 November 2025": the long date the calendar labels days with, the page shows and the e-mail carries. */
export function longDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}
