/**
 * What a page's start script (page-start-script.ts, inline in every page of the shell) and the
 * page's own code agree on: the flag and class of the brand font, the events kept before main.js
 * runs, the opt-in to view transitions, the Speculation Rules main.js adds. Browser code imports
 * these; the script's own text is only for the build and the servers.
 */

/**
 * Pages are documents: the next one comes in with a cross-document view transition, in which the
 * navigation bar (`[data-site-header]`, nav-look.ts) stays put while the page under it changes;
 * none with reduced motion. Both pages must opt in, the new one before it first renders.
 */
export const VIEW_TRANSITIONS =
  '@view-transition { navigation: auto; } ' +
  '[data-site-header] { view-transition-name: site-header; } ' +
  '@media (prefers-reduced-motion: reduce) { ' +
  '::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*) { animation: none !important; } ' +
  '}';

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
