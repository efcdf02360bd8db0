/** The company's facts in English: the words around the facts every language writes alike (company-facts.ts). */
import { companyFacts as facts } from './company-facts';

export const company = {
  ...facts,
  tagline: 'Boosting Your Business’s Success',
  address: {
    ...facts.address,
    lines: ['17/F, Harbourline House', '168 Hennessy Road', 'Wan Chai, Hong Kong'],
    short: '17/F, Wan Chai, Hong Kong',
    street: '17/F, Harbourline House, 168 Hennessy Road',
    district: 'Wan Chai',
    region: 'Hong Kong',
  },
  hours: {
    ...facts.hours,
    weekdays: 'Monday – Friday: 9:30 AM – 6:30 PM HKT',
    weekends: 'Saturday – Sunday: Closed',
  },
  /** Where the company works (schema.org areaServed). */
  areaServed: ['Hong Kong', 'Asia'],
  replyPromise: 'We reply to every enquiry within 24 hours.',
} as const;
