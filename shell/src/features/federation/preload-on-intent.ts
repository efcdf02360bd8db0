import { appForPath, remoteNames } from '@agency/platform/routes';
import { prefetchSection, preloadSection } from './remote-registry';
import { whenIdleAfterLoad } from './when-to-load';

function sectionOfLink(target: EventTarget | null) {
  if (!(target instanceof Element)) return undefined;
  const anchor = target.closest('a[href]');
  if (!anchor) return undefined;
  const url = new URL(anchor.getAttribute('href') ?? '', window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const app = appForPath(url.pathname);
  return app === 'shell' ? undefined : app;
}

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

  const cancelIdle = whenIdleAfterLoad(() => remoteNames.forEach(prefetchSection));

  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    cancelIdle();
  };
}
