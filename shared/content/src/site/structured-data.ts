import type { Locale } from '@agency/platform/routes';
import { localizedPath } from '@agency/platform/routes';
import type { Translation } from '../locale/translation';
import { canonicalUrl } from './page-head';
import type { company as englishCompany } from './company';
import type { FaqItem } from '../company-pages/faq';

/**
 * schema.org Organization (and ProfessionalService, which carries opening hours) for Home, in the
 * page's language: who we are, where, and when open.
 */
export function organizationData(company: Translation<typeof englishCompany>, locale: Locale): Record<string, unknown> {
  return {
    '@type': ['Organization', 'ProfessionalService'],
    name: company.name,
    url: canonicalUrl(localizedPath('/', locale)),
    email: company.email,
    telephone: company.phone,
    slogan: company.tagline,
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.district,
      addressRegion: company.address.region,
      addressCountry: company.address.countryCode,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: company.hours.days,
      opens: company.hours.opens,
      closes: company.hours.closes,
    },
    areaServed: company.areaServed,
  };
}

/** schema.org FAQPage for /faq: the same questions and answers the accordion shows. */
export function faqPageData(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  };
}
