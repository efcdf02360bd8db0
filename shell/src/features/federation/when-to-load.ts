/** Idle loading waits this long after `load`, so it never competes with the page itself. */
export const IDLE_DELAY_MS = 2500;

/**
 * Runs `task` once the page has loaded, `delayMs` have passed and the browser is idle; returns a
 * cancel function.
 */
export function whenIdleAfterLoad(task: () => void, delayMs = IDLE_DELAY_MS): () => void {
  let cancel = () => {};
  const schedule = () => {
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(task, { timeout: 5000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else task();
    }, delayMs);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

export interface NearViewportOptions {
  /** How far ahead of the viewport to start, in CSS pixels. */
  marginPx?: number;
  idleDelayMs?: number;
}

/**
 * Resolves when a below-the-fold widget is wanted: it nears the viewport, the visitor points at
 * or focuses something inside it, or the browser is idle after load. Watching starts after the
 * first paint, so a widget never competes with the hero.
 */
export function nearViewportOrIdle(
  element: HTMLElement,
  { marginPx = 400, idleDelayMs = IDLE_DELAY_MS }: NearViewportOptions = {},
): Promise<void> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const done = () => {
      cleanups.forEach((cleanup) => cleanup());
      resolve();
    };
    for (const type of ['focusin', 'pointerover', 'touchstart'] as const) {
      element.addEventListener(type, done, { once: true, passive: true });
      cleanups.push(() => element.removeEventListener(type, done));
    }
    cleanups.push(whenIdleAfterLoad(done, idleDelayMs));
    if (typeof IntersectionObserver === 'undefined') return done();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => observer.observe(element));
    });
    cleanups.push(() => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    });
  });
}
