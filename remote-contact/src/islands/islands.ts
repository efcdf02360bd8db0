import type { IslandTable } from '@agency/platform/contracts';

/**
 * The contact section's islands: each one's name and module, checked against the islands' contract
 * (@agency/platform/contracts). The build exposes each to the shell under its name
 * (`contact/EnquiryForm`), and the section's own pages load them from here.
 */
export const islands = {
  Section: () => import('./section'),
  QuoteForm: () => import('./quote-form'),
  EnquiryForm: () => import('./enquiry-form'),
} satisfies IslandTable<'contact'>;
