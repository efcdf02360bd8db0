/**
 * Pages as islands, as a visitor's browser shows them: what a page says before any script runs,
 * which of its nodes React owns (only the islands' content: a static node with React's internals
 * was hydrated or rendered, which a console free of warnings would not reveal), and whether the
 * nodes the browser painted are the nodes the visitor ends with.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
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

/** A page that shows routes' HTML as served, one after another. */
interface ServedHtmlPage {
  page: Page;
  /** Shows the route's HTML as served; resolves with its status. */
  show: (path: string) => Promise<number>;
  close: () => Promise<void>;
}

/**
 * One page of `context` (one with JavaScript off) that shows each route's HTML as served, with
 * nothing loaded beside it (its addresses are relative to no origin): reading what a document
 * states costs no page load. What needs its layout or its script is checked in a page loaded as a
 * visitor's is.
 */
export async function openServedHtml(context: BrowserContext, request: APIRequestContext): Promise<ServedHtmlPage> {
  const page = await context.newPage();
  const show = async (path: string) => {
    const response = await request.get(path);
    await page.setContent(await response.text(), { waitUntil: 'commit' });
    return response.status();
  };
  return { page, show, close: () => page.close() };
}

/** What React owns in the page: the tags of elements that carry React's internals, inside and outside islands. */
export interface ReactOwnership {
  /** Elements outside every island (and outside a slot rendered in the browser) that React owns. */
  staticOwned: string[];
  /**
   * Each island's id, how its HTML came to be (`server`, `client` or `enhance`: its data-render),
   * and whether React owns its content: it should exactly when the island is no enhancing one.
   */
  islands: { id: string; render: string; owned: boolean }[];
}

export const reactOwnership = (page: Page): Promise<ReactOwnership> =>
  page.evaluate(() => {
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const islands = [...document.querySelectorAll('agency-island')];
    const staticOwned = [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('agency-island, #toasts'))
      .filter(owned)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`);
    return {
      staticOwned,
      islands: islands.map((element) => ({
        id: element.getAttribute('data-island-id') ?? '',
        render: element.getAttribute('data-render') ?? 'server',
        owned: [...element.querySelectorAll(':scope > *')].some(owned),
      })),
    };
  });

/**
 * Remembers the h1 of the page's HTML (the first the parser adds, before any of the page's code
 * runs) in the pages `page` opens from now on.
 */
export async function rememberParsedH1(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (!h1) return;
      (window as unknown as { paintedH1: Element | null }).paintedH1 = h1;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the h1 of the page's HTML (remembered by rememberParsedH1) is the h1 the visitor has now. */
export const paintedH1Kept = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const painted = (window as unknown as { paintedH1: Element | null }).paintedH1;
    return painted !== null && painted.isConnected && painted === document.querySelector('h1');
  });
