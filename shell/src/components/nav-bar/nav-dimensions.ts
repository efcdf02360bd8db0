/** The navigation bar's height: the main area starts below it, and its menus open under it. */
export const NAV_HEIGHT = 68;
