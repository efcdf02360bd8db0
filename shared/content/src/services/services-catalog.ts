/**
 * The services section's copy in each language, as its pages read it (`useLocalized(servicesCatalog)`
 * in the services section): the twelve services as cards name them, the overview page, the twelve
 * service pages and the labels they share. Identifiers (slugs, icon keys, block ids, addresses)
 * are the same in every language; the words are each language's.
 */
import type { ServiceSlug } from '@agency/platform/routes';
import type { Localized } from '../locale/localized';
import type { Translation } from '../locale/translation';
import * as englishPages from './service-pages';
import * as chinesePages from './service-pages.zh-hk';
import type { ServicePageContent } from './service-pages/service-page';
import type { ServiceSummary } from './services';
import * as english from './services';
import * as chinese from './services.zh-hk';

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
function catalog(
  words: Pick<ServicesCatalog, 'services' | 'serviceCardLinkLabel' | 'servicesOverview'>,
  pages: Pick<ServicesCatalog, 'servicePages' | 'servicePageLabels'>,
): ServicesCatalog {
  const { services, serviceCardLinkLabel, servicesOverview } = words;
  const { servicePages, servicePageLabels } = pages;
  return { services, serviceCardLinkLabel, servicesOverview, servicePages, servicePageLabels };
}

export const servicesCatalog: Localized<ServicesCatalog> = {
  en: catalog(english, englishPages),
  'zh-HK': catalog(chinese, chinesePages),
};
