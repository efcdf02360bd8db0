/**
 * The system's text faces, open before a Lighthouse run as they are on a visitor's device.
 *
 * A Chromium freshly started on Linux opens each system face the first time a page draws with it:
 * Noto Sans CJK's regular and bold, 19 MB font collections each, cost about 20 ms apiece here
 * (unthrottled, in the page's style and layout), once per browser, whichever page asks first. A
 * later page in another renderer process draws with them at no cost. Lighthouse starts a fresh
 * Chromium for every run, so without this a Chinese page pays the browser's start-up as if it were
 * its own: 40 ms unthrottled, four times that in Lighthouse's CPU model. Phones and desktops keep
 * their system faces open (Android preloads Noto CJK, Apple's and Windows' font services share
 * PingFang and JhengHei between processes), and a Hong Kong reader's browser has drawn Chinese
 * before. So before each run the bench draws text in both languages, in the theme's stacks, at
 * each weight the pages use, on a blank page of the run's Chromium; `--cold-fonts` leaves it out.
 * The bench checks that this page opens every system face the measured pages draw with
 * (missingFaces), so a face added to the design later cannot slip past it.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { theme } from '@agency/ui/theme';
import { DEVICES } from './first-load';

/** The weights the pages set text in. */
const TEXT_WEIGHTS = [400, 500, 600, 650, 700, 750, 800] as const;

/** The theme's font rules, as a page has them (read from the file: jest maps a .css import to nothing). */
export const themeFontsCss = (): string =>
  readFileSync(new URL('../../shared/ui/src/theme/fonts.css', import.meta.url), 'utf8');

/** The page that draws the text: the theme's font stacks (fonts.css, and its default face) in both languages. */
export function systemFontsPage(): string {
  const fontsCss = themeFontsCss();
  const line = (lang: 'en' | 'zh-HK', text: string) =>
    TEXT_WEIGHTS.map((weight) => `<p lang="${lang}" style="font-weight: ${weight}">${text}</p>`).join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    // Each paragraph takes the stack itself: `--font-text` changes with its `lang` (fonts.css).
    `<style>${fontsCss}\np { font-family: ${theme.typography.fontFamily}; }</style></head><body>`,
    // Chinese in English text without its own `lang` (an older build's quote) takes the system's
    // fallback face for Han: a page may draw that too.
    line('en', 'Harbourline Digital, Hong Kong 香港: AI, marketing and web, 2026.'),
    line('zh-HK', '香港數碼轉型：人工智能、數碼營銷及網站開發，「查詢」。'),
    '</body></html>',
  ].join('');
}

let systemFontsHtml: string | undefined;

/** Draws systemFontsPage (built once, for every run) in the Chromium on `port`, then closes its tab: the browser keeps the faces open. */
export async function openSystemFonts(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error(`the Chromium on port ${port} has no default context`);
    const page = await context.newPage();
    await page.setContent((systemFontsHtml ??= systemFontsPage()));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.close();
  } finally {
    // A browser reached over CDP: this disconnects, and leaves the Chromium to Lighthouse.
    await browser.close();
  }
}

/** The system faces (PostScript names) a page draws its text with, web fonts aside. */
export async function systemFacesOf(page: Page): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body, body *' });
  const faces = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) if (!font.isCustomFont) faces.add(font.postScriptName);
  }
  await cdp.detach();
  return faces;
}

/**
 * The system faces the pages at `urls` draw with (on Lighthouse's phone, their scripts run) that
 * systemFontsPage does not open: empty when the warm-up covers them.
 */
export async function missingFaces(browser: Browser, urls: readonly string[]): Promise<string[]> {
  const context = await browser.newContext(DEVICES.mobile);
  try {
    const page = await context.newPage();
    await page.setContent(systemFontsPage());
    const opened = await systemFacesOf(page);
    const missing = new Set<string>();
    for (const url of urls) {
      await page.goto(url, { waitUntil: 'load' });
      for (const face of await systemFacesOf(page)) if (!opened.has(face)) missing.add(`${face} (${url})`);
    }
    return [...missing];
  } finally {
    await context.close();
  }
}
