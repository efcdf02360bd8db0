/** The words of an island that cannot load or render, the same wherever it says so. */
export const UNAVAILABLE_TEXT = 'This part of the page could not load.';
export const TRY_AGAIN_TEXT = 'Try again';
export const RELOAD_TEXT = 'Reload the page';
