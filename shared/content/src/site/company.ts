/**
 * The company's facts, in exactly one place. Fictional defaults on the reserved `.example`
 * domain until the agency sets its real ones.
 */
export const company = {
  name: 'Harbourline Digital',
  shortName: 'Harbourline',
  tagline: 'Boosting Your Business’s Success',
  /** The public origin: canonical URLs, Open Graph, sitemap.xml and robots.txt use it. */
  siteUrl: 'https://www.harbourline.example',
  email: 'info@harbourline.example',
  phone: '+852 3001 2468',
  /** tel: URI form of the phone number. */
  phoneHref: 'tel:+85230012468',
  address: {
    lines: ['17/F, Harbourline House', '168 Hennessy Road', 'Wan Chai, Hong Kong'],
    short: '17/F, Wan Chai, Hong Kong',
    street: '17/F, Harbourline House, 168 Hennessy Road',
    district: 'Wan Chai',
    region: 'Hong Kong',
    countryCode: 'HK',
  },
  hours: {
    weekdays: 'Monday – Friday: 9:30 AM – 6:30 PM HKT',
    weekends: 'Saturday – Sunday: Closed',
    /** The same hours for machines (schema.org), Hong Kong time. */
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:30',
    closes: '18:30',
  },
  /** Where the company works (schema.org areaServed). */
  areaServed: ['Hong Kong', 'Asia'],
  replyPromise: 'We reply to every enquiry within 24 hours.',
  foundedYear: 2017,
  aiSinceYear: 2023,
} as const;

export function mailtoHref(email: string = company.email): string {
  return `mailto:${email}`;
}
