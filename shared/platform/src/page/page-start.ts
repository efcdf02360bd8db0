import { HELD_KEYS } from '../islands/islands';

/**
 * Pages are documents: the next one comes in with a cross-document view transition, in which the
 * navigation bar (`[data-site-header]`, nav-look.ts) stays put while the page under it changes;
 * none with reduced motion. Both pages must opt in, the new one before it first renders.
 */
export const VIEW_TRANSITIONS = [
  '@view-transition { navigation: auto; }',
  '[data-site-header] { view-transition-name: site-header; }',
  '@media (prefers-reduced-motion: reduce) {',
  '::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*) { animation: none !important; }',
  '}',
].join(' ');

/**
 * What the shell's pages carry inline: their start script and their Speculation Rules, each
 * allowed by the Content-Security-Policy by the hash of exactly its text (`@agency/server`'s
 * security headers), never inline script in general.
 *
 * The start script is the one inline script of every page, in its head. A page paints from its HTML alone; anything it
 * requests before that paint competes with it, on a phone's slow network and in Lighthouse's
 * simulation of one (where every request started before the largest paint counts towards it). So
 * this script starts the page's own scripts and late stylesheet (listed by the build in
 * `data-scripts` and `data-styles`) only once the browser has shown the page, and, before the first
 * paint, turns the brand font on where the browser already has it (a flag main.js keeps, see
 * brand-font.ts): a first visit paints in the system font and never waits for or requests the
 * font before its first paint; every later page paints in the brand font from the start.
 *
 * Until main.js runs, it also keeps what the island runtime would hold (EARLY_EVENTS): every click
 * inside an island, and the navigation keys (HELD_KEYS) inside an island that holds keys, whose
 * scrolling it prevents as the runtime would. The runtime then holds and replays them like anything
 * done before an island is ready: a press on Share, an arrow key in a menu or the FAQ. Everything
 * else a visitor can do before then works natively (links, popovers, typing, a form's submit).
 *
 * It also opts the page into cross-document view transitions (VIEW_TRANSITIONS), before its first
 * paint: a page that comes in without the opt-in at that moment aborts the transition (Chromium
 * reports it as an uncaught error), and a `<style>` holding `@view-transition` is invalid HTML to
 * the W3C checker, which does not know the rule yet. A constructed stylesheet is neither.
 *
 * It is inline, so it costs no request. Keep it small and plain ES5: it is not transpiled.
 */
const readable = `(function (d, s, w, HELD_KEYS, VIEW_TRANSITIONS) {
  try { if (localStorage.getItem('agency:brand-font')) d.documentElement.classList.add('brand-font'); } catch (e) {}
  try {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(VIEW_TRANSITIONS);
    d.adoptedStyleSheets = d.adoptedStyleSheets.concat(sheet);
  } catch (e) {}
  var early = [];
  function keep(e) {
    var island = early && e.target.closest && e.target.closest('agency-island');
    if (!island) return;
    if (e.type === 'keydown') {
      if (HELD_KEYS.indexOf(e.key) < 0 || !/(^| )keys( |$)/.test(island.getAttribute('data-hold') || '')) return;
      e.preventDefault();
    }
    early.push(e);
  }
  d.addEventListener('click', keep, true);
  d.addEventListener('keydown', keep, true);
  w.agencyEarlyEvents = function () { var taken = early || []; early = null; return taken; };
  var started = false;
  function listed(name) { return (s.getAttribute(name) || '').split(' ').filter(Boolean); }
  function start() {
    if (started) return;
    started = true;
    listed('data-styles').forEach(function (href) {
      var link = d.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      d.head.appendChild(link);
    });
    listed('data-scripts').forEach(function (src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = false;
      d.head.appendChild(script);
    });
  }
  if (d.visibilityState !== 'visible') return start();
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  setTimeout(start, 1000);
})(document, document.currentScript, window, ${JSON.stringify(HELD_KEYS)}, ${JSON.stringify(VIEW_TRANSITIONS)});`;

/** The script as pages carry it: its lines trimmed and joined (each ends a statement or a block). */
export const PAGE_START_SCRIPT = readable
  .split('\n')
  .map((line) => line.trim())
  .join('');

/**
 * What the visitor did inside islands before main.js ran (clicks, held keys), oldest first, as a
 * function on `window` the start script defines; the island runtime calls it once, and every later
 * call returns nothing.
 */
export const EARLY_EVENTS = 'agencyEarlyEvents';

declare global {
  interface Window {
    [EARLY_EVENTS]?: () => (MouseEvent | KeyboardEvent)[];
  }
}

/** The class on `<html>` that turns the brand font on (global.css). */
export const BRAND_FONT_CLASS = 'brand-font';

/** The flag, in localStorage, that says the browser has the brand font (set by main.js once it has it). */
export const BRAND_FONT_FLAG = 'agency:brand-font';

/**
 * The Speculation Rules of every page, as the text main.js adds to the page once it has painted
 * (a `Speculation-Rules` header would have the browser fetch them while the page still loads).
 * Pages are documents, and the one a visitor is about to open is prerendered when they point at
 * its link (or start to press it), so it shows at once. Only the site's pages: not a file (an
 * address with an extension), not a link that opens elsewhere (`target`) or downloads, not a mail
 * or phone link (another scheme).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[target], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
