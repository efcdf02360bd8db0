import { appForPath, remoteNames } from '@agency/shared/routes';
import { prefetchSection, preloadSection } from './remote-registry';

function sectionOfLink(target: EventTarget | null) {
  if (!(target instanceof Element)) return undefined;
  const anchor = target.closest('a[href]');
  if (!anchor) return undefined;
  const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const app = appForPath(url.pathname);
  return app === 'shell' ? undefined : app;
}

/** Idle preloading waits this long after `load`, so it never competes with the page itself. */
export const IDLE_PRELOAD_DELAY_MS = 2500;

/**
 * Preloads the section a visitor is about to open — on link hover or focus — and, once the
 * browser is idle after load, prefetches every section's code into the HTTP cache (nothing runs),
 * so a section switch or a scrolled-to widget feels instant.
 */
export function installSectionPreloading(): () => void {
  const onIntent = (event: Event) => {
    const name = sectionOfLink(event.target);
    if (name) preloadSection(name);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  let cancelIdle = () => {};
  const preloadAllWhenIdle = () => {
    const run = () => remoteNames.forEach(prefetchSection);
    const delay = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(run, { timeout: 5000 });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else run();
    }, IDLE_PRELOAD_DELAY_MS);
    cancelIdle = () => clearTimeout(delay);
  };
  if (document.readyState === 'complete') preloadAllWhenIdle();
  else window.addEventListener('load', preloadAllWhenIdle, { once: true });

  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    window.removeEventListener('load', preloadAllWhenIdle);
    cancelIdle();
  };
}
