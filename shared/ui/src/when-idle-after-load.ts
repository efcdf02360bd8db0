/**
 * Runs a task once the page has loaded and the browser is idle (at the latest `timeoutMs` after
 * load; `fallbackMs` after load where the browser has no requestIdleCallback): for work the page
 * does for later, never on its first paint's path.
 */
export function whenIdleAfterLoad(task: () => void, timeoutMs: number, fallbackMs: number): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(task, { timeout: timeoutMs })
      : setTimeout(task, fallbackMs);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
