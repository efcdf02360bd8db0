/**
 * The navigation bar's look and marks, shared by its component and the scripts that have no React:
 * the page's (main.ts) and the bar's island (islands/nav-bar.ts).
 */

/** How far the page scrolls before the bar takes its scrolled look. */
export const SCROLLED_AFTER_PX = 50;

/** Marks the bar for browsers that cannot draw the scrolled look from CSS alone (page-behaviour.ts). */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/** Marks the site's top bar. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';

/** The small-screen menu's id: its popover, which the bar's Menu button opens. */
export const MOBILE_MENU_ID = 'mobile-menu';

/** Marks the popover of each desktop drop-down. */
export const NAV_MENU_ATTRIBUTE = 'data-nav-menu';
