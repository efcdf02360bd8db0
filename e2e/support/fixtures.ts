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

/** The performance marks of the island runtime (`@agency/ui/island-runtime`, island-hydrate.tsx). */
export type IslandMark =
  | 'agency:island-loading'
  | 'agency:island-ready'
  | 'agency:island-unavailable'
  | 'agency:island-afresh'
  | 'agency:island-mismatch'
  | 'agency:island-error';

/** The ids of the islands that have been marked so on this page, in order. */
export const islandsMarked = (page: Page, name: IslandMark): Promise<string[]> =>
  page.evaluate(
    (markName) => performance.getEntriesByName(markName).map((mark) => String((mark as PerformanceMark).detail ?? '')),
    name,
  );

/**
 * Resolves once the island (by its `data-island-id`, e.g. `shell-NavBar`, `contact-EnquiryForm`)
 * has hydrated or rendered: what the visitor did to it before has been replayed by then.
 */
export async function islandReady(page: Page, id: string, timeout?: number): Promise<void> {
  await page.waitForFunction(
    (islandId) =>
      performance.getEntriesByName('agency:island-ready').some((mark) => (mark as PerformanceMark).detail === islandId),
    id,
    timeout === undefined ? undefined : { timeout },
  );
}

/**
 * Resolves once the island runtime has taken in every island of the page. It is main.js, which the
 * page starts only after its first paint, so `page.goto` can return before it runs; an event sent
 * to an island before then is the browser's alone.
 */
export async function islandsStarted(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('agency-island')].every((element) => element.hasAttribute('data-island-state')),
  );
}

/**
 * Wakes every island of the page as a visitor starting to use it would (focus entering it, which
 * every trigger answers) and waits until each has settled: hydrated, or, when `settled` names it
 * too, said to be unavailable. Resolves with the ids of the islands woken, in page order.
 */
export async function wakeEveryIsland(
  page: Page,
  settled: readonly IslandMark[] = ['agency:island-ready'],
): Promise<string[]> {
  await islandsStarted(page);
  const ids = await page.locator('agency-island').evaluateAll((elements) =>
    elements.map((element) => {
      element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      return element.getAttribute('data-island-id') ?? '';
    }),
  );
  await page.waitForFunction(
    ({ all, names }) =>
      all.every((id) =>
        names.some((name) =>
          performance.getEntriesByName(name).some((mark) => (mark as PerformanceMark).detail === id),
        ),
      ),
    { all: ids, names: settled },
  );
  return ids;
}

/** The twelve service pages, in the specification's order: their names and addresses. */
export const SERVICE_PAGES = [
  ['Content Marketing', '/services/content-marketing'],
  ['Digital Marketing', '/services/digital-marketing'],
  ['Social Media Management', '/services/social-media-management'],
  ['LinkedIn Marketing', '/services/linkedin-marketing'],
  ['B2B Marketing', '/services/b2b-marketing'],
  ['Email Marketing', '/services/email-marketing'],
  ['Paid Marketing', '/services/paid-marketing'],
  ['CRM Solutions', '/services/crm-solutions'],
  ['AI Solutions', '/services/ai-solutions'],
  ['AI Agent Workflow Automation', '/services/ai-workflow-automation'],
  ['Website Development', '/services/website-development'],
  ['Training', '/services/training'],
] as const;

/** The element of the island with that id. */
export const island = (page: Page, id: string): Locator => page.locator(`agency-island[data-island-id="${id}"]`);

export const test = base.extend<Fixtures, WorkerFixtures>({
  scriptless: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
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
