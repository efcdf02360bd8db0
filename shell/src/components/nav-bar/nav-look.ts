/** The navigation bar's look, shared by its component and the page's script (main.ts), which has no React. */

/** How far the page scrolls before the bar takes its scrolled look. */
export const SCROLLED_AFTER_PX = 50;

/** Marks the bar for browsers that cannot draw the scrolled look from CSS alone (page-behaviour.ts). */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/** Marks the site's top bar. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';

/**
 * A link or menu button of the desktop bar, in the brand's colour when it is (or holds) the page's
 * own. One style for all of them, so they share their classes: every distinct `sx` on a button is
 * a class of its own in the page's head, with the whole button's styles in it.
 */
export const navLink = (current: boolean) =>
  ({ px: 1.25, minHeight: 40, fontWeight: 600, color: current ? 'primary.main' : 'text.primary' }) as const;
