/** Marks the not-found page's content: the page's script writes the path to the console (server-page.ts). */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';
