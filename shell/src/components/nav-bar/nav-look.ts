/** The navigation bar's look, shared by its component and the page's script (main.ts), which has no React. */

/** How far the page scrolls before the bar takes its scrolled look. */
export const SCROLLED_AFTER_PX = 50;

/** Marks the bar for browsers that cannot draw the scrolled look from CSS alone (page-behaviour.ts). */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/** Marks the site's top bar. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';
