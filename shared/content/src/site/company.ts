/** The company's facts in English: the words around the facts every language writes alike (company-facts.ts). */
import { companyFacts as facts } from './company-facts';

export const company = {
  name: facts.name,
  shortName: facts.shortName,
  tagline: 'Boosting Your Business’s Success',
  siteUrl: facts.siteUrl,
  email: facts.email,
  phone: facts.phone,
  phoneHref: facts.phoneHref,
  address: {
    lines: ['17/F, Harbourline House', '168 Hennessy Road', 'Wan Chai, Hong Kong'],
    short: '17/F, Wan Chai, Hong Kong',
    street: '17/F, Harbourline House, 168 Hennessy Road',
    district: 'Wan Chai',
    region: 'Hong Kong',
    countryCode: facts.countryCode,
  },
  hours: {
    weekdays: 'Monday – Friday: 9:30 AM – 6:30 PM HKT',
    weekends: 'Saturday – Sunday: Closed',
    days: facts.days,
    opens: facts.opens,
    closes: facts.closes,
  },
  /** Where the company works (schema.org areaServed). */
  areaServed: ['Hong Kong', 'Asia'],
  replyPromise: 'We reply to every enquiry within 24 hours.',
  foundedYear: facts.foundedYear,
  aiSinceYear: facts.aiSinceYear,
} as const;
