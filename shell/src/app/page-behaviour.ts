/**
 * What a page does without any island's code: small enhancements where the platform falls short.
 */
import { SPECULATION_RULES } from '@agency/platform/page-start';
import { SCROLLED_AFTER_PX, SCROLLED_ATTRIBUTE, SITE_HEADER_ATTRIBUTE } from '../components/nav-bar/nav-look';

/**
 * The bar's scrolled look is a scroll-driven CSS animation. A browser without scroll timelines
 * gets it from a passive scroll listener instead, which marks the bar.
 */
export function markScrolledWithoutCss(): void {
  if (typeof CSS === 'undefined' || CSS.supports('animation-timeline: scroll()')) return;
  const bar = document.querySelector(`[${SITE_HEADER_ATTRIBUTE}]`);
  if (!bar) return;
  const update = () => bar.toggleAttribute(SCROLLED_ATTRIBUTE, window.scrollY > SCROLLED_AFTER_PX);
  update();
  window.addEventListener('scroll', update, { passive: true });
}

/**
 * Pages are documents, and the next one is prerendered on intent by the site's Speculation Rules,
 * which this adds to the page once it runs (after the first paint: the rules start requests, which
 * must not compete with it). The policy allows exactly this text, by its hash. A browser without
 * Speculation Rules gets a plain prefetch of a same-origin page link when the visitor points at it
 * or focuses it.
 */
export function prefetchOnIntent(): void {
  if (typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules')) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = SPECULATION_RULES;
    document.head.append(rules);
    return;
  }
  const prefetched = new Set<string>([window.location.pathname]);
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.hash) return;
    if (prefetched.has(link.pathname)) return;
    prefetched.add(link.pathname);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.pathname;
    document.head.append(hint);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent, { passive: true });
}

/**
 * An open menu closes as the visitor leaves the page: the page kept in the back/forward cache
 * comes back as the visitor left it, without a menu over it.
 */
export function closeMenusOnLeave(): void {
  window.addEventListener('pagehide', () => {
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]:popover-open')) popover.hidePopover();
  });
}
