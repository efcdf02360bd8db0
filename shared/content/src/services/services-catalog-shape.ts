/**
 * What one language's services catalog holds (services-catalog.ts), and how that language's two
 * modules of copy make one. Identifiers (slugs, icon keys, block ids, addresses) are the same in
 * every language; the words are each language's.
 */
import type { ServiceSlug } from '@agency/platform/routes';
import type { Translation } from '../locale/translation';
import type * as englishPages from './service-pages';
import type { ServicePageContent } from './service-pages/service-page';
import type * as english from './services';
import type { ServiceSummary } from './services';

export interface ServicesCatalog {
  /** The twelve service lines, in the order of the navigation menu. */
  services: readonly ServiceSummary[];
  /** The link at the foot of every service card. */
  serviceCardLinkLabel: string;
  /** /services and /services/all-services. */
  servicesOverview: Translation<typeof english.servicesOverview>;
  /** Each service page below its h1 (the h1 is the service's title in `services`). */
  servicePages: { readonly [Slug in ServiceSlug]: ServicePageContent };
  /** Labels every service page shares. */
  servicePageLabels: Translation<typeof englishPages.servicePageLabels>;
}

/** One language's catalog, from its two modules: the services and their pages. */
export function servicesCatalogOf(
  words: Pick<ServicesCatalog, 'services' | 'serviceCardLinkLabel' | 'servicesOverview'>,
  pages: Pick<ServicesCatalog, 'servicePages' | 'servicePageLabels'>,
): ServicesCatalog {
  const { services, serviceCardLinkLabel, servicesOverview } = words;
  const { servicePages, servicePageLabels } = pages;
  return { services, serviceCardLinkLabel, servicesOverview, servicePages, servicePageLabels };
}
