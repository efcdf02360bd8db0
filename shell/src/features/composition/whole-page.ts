/**
 * The server's HTML starts with its off-screen parts skipped (`content-visibility: auto` in
 * global.css), so the first paint lays out only what is near the viewport. Once the page is
 * interactive and the browser is idle, the whole page is rendered: printing, full-page screenshots
 * and anything else that reads the page beyond the viewport then see every part.
 */
export const WHOLE_PAGE_ATTRIBUTE = 'data-whole-page';

/** How long the idle callback may wait before the page is rendered whole anyway. */
const IDLE_TIMEOUT_MS = 2000;

let scheduled = false;

export function renderWholePageWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  const render = () => document.documentElement.setAttribute(WHOLE_PAGE_ATTRIBUTE, '');
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(render, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(render, IDLE_TIMEOUT_MS);
}
