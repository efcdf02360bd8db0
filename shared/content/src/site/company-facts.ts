/**
 * The company's facts that every language writes alike: its name, its addresses on the web and
 * its phone, its hours for machines, its years. Fictional defaults on the reserved `.example`
 * domain until the agency sets its real ones. Each language's company module (company.ts,
 * company.zh-hk.ts) adds its words around them; code that needs no words (a mail link, structured
 * data) reads them here, and so loads no language's copy.
 */
export const companyFacts = {
  name: 'Harbourline Digital',
  shortName: 'Harbourline',
  /** The public origin: canonical URLs, Open Graph, sitemap.xml and robots.txt use it. */
  siteUrl: 'https://www.harbourline.example',
  email: 'info@harbourline.example',
  phone: '+852 3001 2468',
  /** tel: URI form of the phone number. */
  phoneHref: 'tel:+85230012468',
  address: { countryCode: 'HK' },
  /** The opening hours for machines (schema.org), Hong Kong time. */
  hours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:30', closes: '18:30' },
  foundedYear: 2017,
  aiSinceYear: 2023,
} as const;

export function mailtoHref(email: string = companyFacts.email): string {
  return `mailto:${email}`;
}
