/**
 * The services section's copy in each language, as its pages read it (`useLocalized(servicesCatalog)`
 * in the services section): the twelve services as cards name them, the overview page, the twelve
 * service pages and the labels they share. The browser's catalog is services-catalog.browser.ts.
 */
import type { Localized } from '../locale/localized';
import * as englishPages from './service-pages';
import * as chinesePages from './service-pages.zh-hk';
import type { ServicesCatalog } from './services-catalog-shape';
import { servicesCatalogOf } from './services-catalog-shape';
import * as english from './services';
import * as chinese from './services.zh-hk';

export type { ServicesCatalog };

export const servicesCatalog: Localized<ServicesCatalog> = {
  en: servicesCatalogOf(english, englishPages),
  'zh-HK': servicesCatalogOf(chinese, chinesePages),
};
