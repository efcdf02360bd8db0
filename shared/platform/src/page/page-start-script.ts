import { HELD_KEYS, ISLAND_ELEMENT } from '../islands/islands';
import { BRAND_FONT_CLASS, BRAND_FONT_FLAG, EARLY_EVENTS, VIEW_TRANSITIONS } from './page-start';

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
const readable = `(function (d, s, w, ISLAND, HELD_KEYS, VIEW_TRANSITIONS, EARLY_EVENTS, FONT_FLAG, FONT_CLASS) {
  try { if (localStorage.getItem(FONT_FLAG)) d.documentElement.classList.add(FONT_CLASS); } catch (e) {}
  try {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(VIEW_TRANSITIONS);
    d.adoptedStyleSheets = d.adoptedStyleSheets.concat(sheet);
  } catch (e) {}
  var early = [];
  function keep(e) {
    var island = early && e.target.closest && e.target.closest(ISLAND);
    if (!island) return;
    if (e.type === 'keydown') {
      if (HELD_KEYS.indexOf(e.key) < 0 || !/(^| )keys( |$)/.test(island.getAttribute('data-hold') || '')) return;
      e.preventDefault();
    }
    early.push(e);
  }
  d.addEventListener('click', keep, true);
  d.addEventListener('keydown', keep, true);
  w[EARLY_EVENTS] = function () { var taken = early || []; early = null; return taken; };
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
})(document, document.currentScript, window, ${[
  ISLAND_ELEMENT,
  HELD_KEYS,
  VIEW_TRANSITIONS,
  EARLY_EVENTS,
  BRAND_FONT_FLAG,
  BRAND_FONT_CLASS,
]
  .map((value) => JSON.stringify(value))
  .join(', ')});`;

/** The script as pages carry it: its lines trimmed and joined (each ends a statement or a block). */
export const PAGE_START_SCRIPT = readable
  .split('\n')
  .map((line) => line.trim())
  .join('');
