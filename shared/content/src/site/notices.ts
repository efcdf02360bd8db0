/**
 * What the site says where a part of a page cannot load: an island whose code did not arrive (or
 * that failed to render), and a section the browser had to render itself and could not. The page
 * carries these words (the island runtime has none of its own), so they are in the page's language.
 */
export const noticeCopy = {
  island: {
    unavailable: 'This part of the page could not load.',
    tryAgain: 'Try again',
    /** Where only a reload can help: the section's files are gone (a retired version). */
    reload: 'Reload the page',
  },
  section: {
    title: 'This section is temporarily unavailable',
    /** `{email}` and `{phone}` become links to the company's e-mail and phone. */
    text: 'We could not load this part of the site just now. Please try again in a moment — or reach us directly at {email} or {phone}.',
    tryAgain: 'Try again',
    /** The accessible name of the bar shown while a section loads. */
    loading: 'Loading section',
  },
} as const;
