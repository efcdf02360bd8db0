/**
 * The back/forward cache, which Playwright's Chromium starts with off: a browser of its own with it
 * on, and a record, kept in the page's session across its documents, of how each page was shown.
 */
import { chromium } from '@playwright/test';
import type { LaunchOptions, Page } from '@playwright/test';
import { expect, pageHeading } from './fixtures';
import { originOf } from './ports';

/**
 * A desktop-sized page of the shell in a Chromium launched as the project's (`launchOptions`) but
 * with the back/forward cache on, recording every pageshow; `close` closes that browser.
 */
export async function openWithBackForwardCache(
  launchOptions: LaunchOptions,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const page = await browser.newPage({ baseURL: originOf('shell'), viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        const shows = JSON.parse(sessionStorage.getItem('pageshows') ?? '[]') as string[];
        shows.push(`${location.pathname} ${event.persisted ? 'restored' : 'loaded'}`);
        sessionStorage.setItem('pageshows', JSON.stringify(shows));
        const entry = performance.getEntriesByType('navigation')[0] as
          (PerformanceEntry & { notRestoredReasons?: unknown }) | undefined;
        if (!event.persisted && entry?.notRestoredReasons)
          sessionStorage.setItem('not-restored', JSON.stringify(entry.notRestoredReasons));
      });
    });
    return { page, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** A page of the site, as its address and its heading. */
interface ShownPage {
  path: string;
  heading: string;
}

/**
 * From the second page the browser has opened, goes back to the first and forward again, as the
 * browser's buttons do, and expects both restored from the cache: each heading shown again, and
 * the session's record `first loaded, second loaded, first restored, second restored` (else the
 * message says why a page was loaded afresh). A page restored from the cache fires no load event:
 * the navigations wait for their commit.
 */
export async function expectBackAndForwardRestored(page: Page, first: ShownPage, second: ShownPage): Promise<void> {
  await page.goBack({ waitUntil: 'commit' });
  await expect(pageHeading(page)).toHaveText(first.heading);
  await page.goForward({ waitUntil: 'commit' });
  await expect(pageHeading(page)).toHaveText(second.heading);
  const [shows, notRestored] = await page.evaluate(() => [
    sessionStorage.getItem('pageshows'),
    sessionStorage.getItem('not-restored'),
  ]);
  expect(JSON.parse(shows ?? '[]'), `not restored because: ${notRestored ?? 'n/a'}`).toEqual([
    `${first.path} loaded`,
    `${second.path} loaded`,
    `${first.path} restored`,
    `${second.path} restored`,
  ]);
}
