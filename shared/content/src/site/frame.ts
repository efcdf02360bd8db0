import { company } from './company';

/** The words of the frame around every page: skip link, navigation bar, footer, toasts, and the error pages. */
export interface FrameCopy {
  /** The language's name in itself: the language link on the other language's pages reads it. */
  languageName: string;
  skipLink: string;
  navBar: {
    /** The accessible name of the brand's link to Home. */
    brandLink: string;
    /** The accessible names of the desktop and small-screen navigation, and of the button that opens the latter. */
    mainNav: string;
    mobileNav: string;
    menuButton: string;
  };
  footer: {
    /** What the company does, under its name. */
    blurb: string;
    columns: { explore: string; company: string; contact: string; legal: string };
    /** After "© 2026 ". */
    copyright: string;
  };
  /** The toasts' close button. */
  toasts: { close: string };
  /** The not-found page (404) and the page for an address that cannot be read (400), under their number. */
  notFound: { title: string; text: string; action: string };
  badRequest: { title: string; text: string; action: string };
}

export const frameCopy: FrameCopy = {
  languageName: 'English',
  skipLink: 'Skip to content',
  navBar: {
    brandLink: `${company.name} — home`,
    mainNav: 'Main',
    mobileNav: 'Mobile',
    menuButton: 'Menu',
  },
  footer: {
    blurb:
      'AI solutions, digital marketing, web development and training for ambitious businesses in Hong Kong and across Asia.',
    columns: { explore: 'Explore', company: 'Company', contact: 'Get in touch', legal: 'Legal' },
    copyright: `${company.name}. All rights reserved.`,
  },
  toasts: { close: 'Close' },
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you were looking for has moved or never existed. Let’s get you back on track.',
    action: 'Return to Home',
  },
  badRequest: {
    title: 'This address could not be read',
    text: 'Part of the link is malformed, perhaps cut short or changed when it was copied. Start again from the home page, or use the menu above to find what you were looking for.',
    action: 'Return to Home',
  },
};
