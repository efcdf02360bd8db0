/**
 * Pages from HTML, as a visitor's browser shows them: what a page says before any script runs,
 * and whether React then takes over the very nodes the browser painted (hydration) or replaces
 * them (a re-render, which a console free of warnings would not reveal).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { originOf } from './ports';

export interface PageText {
  h1: string[];
  /** The main area's text, white space collapsed; parts that need the page's code left out. */
  main: string;
}

/** The page's level-1 headings and main text. `[data-client-only]` marks what needs the page's code. */
export const readPage = (page: Page): Promise<PageText> =>
  page.evaluate(() => {
    const main = document.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
    main?.querySelectorAll('[data-client-only], style, script').forEach((element) => element.remove());
    return {
      h1: [...document.querySelectorAll('h1')].map((heading) => heading.textContent ?? ''),
      main: (main?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  });

interface ScriptlessPage {
  page: Page;
  status: number | undefined;
  close: () => Promise<void>;
}

/** A page of the shell, loaded with JavaScript off in a context of its own. */
export async function withoutJavaScript(
  browser: Browser,
  path: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<ScriptlessPage> {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
  const { page, status } = await openScriptless(context, path);
  return { page, status, close: () => context.close() };
}

/** A page of the shell, loaded in `context` (one with JavaScript off); `close` closes the page. */
export async function openScriptless(context: BrowserContext, path: string): Promise<ScriptlessPage> {
  const page = await context.newPage();
  const response = await page.goto(`${originOf('shell')}${path}`);
  return { page, status: response?.status(), close: () => page.close() };
}

/**
 * Opens `path` with the shell's code held back until the page has painted from its HTML, then
 * remembers the painted nodes: the h1, and the first element of every slot the server filled with
 * a section's fragment. Resolves once the code is released.
 */
export async function openHoldingCode(page: Page, path: string): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('h1').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const painted = window as unknown as { paintedNodes: Element[] };
    painted.paintedNodes = [
      ...document.querySelectorAll('h1'),
      ...[...document.querySelectorAll('[data-slot]')]
        .filter((slot) => slot.firstChild?.nodeType === Node.COMMENT_NODE)
        .map((slot) => slot.querySelector('style ~ *:not(style)') ?? slot.firstElementChild)
        .filter((node): node is Element => node !== null),
    ];
  });
  release();
}

/** For each node remembered by openHoldingCode: still in the page, and owned by React (hydrated). */
export const paintedNodesKept = (page: Page): Promise<boolean[]> =>
  page.evaluate(() =>
    (window as unknown as { paintedNodes: Element[] }).paintedNodes.map(
      (node) => node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
    ),
  );

/** Marks that say React rendered server HTML afresh: a mismatch, or a slot it could not hydrate. */
export const renderedAfresh = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name === 'agency:recoverable-error' || mark.name === 'agency:rendered-afresh')
      .map((mark) => `${mark.name} ${String((mark as PerformanceMark).detail ?? '')}`),
  );

/** Waits until every widget slot on the page has hydrated (Home's, once scrolled into view). */
export async function waitForWidgets(page: Page): Promise<void> {
  for (const slot of await page.locator('[data-slot]:not([data-slot$="/Section"])').all()) {
    const id = await slot.getAttribute('data-slot');
    await slot.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (slotId) =>
        performance
          .getEntriesByType('mark')
          .some(
            (mark) =>
              (mark.name === 'agency:hydrated' || mark.name === 'agency:rendered-afresh') &&
              (mark as PerformanceMark).detail === slotId,
          ),
      id,
    );
  }
}
