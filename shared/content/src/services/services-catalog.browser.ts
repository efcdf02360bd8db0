/** The services' catalog in the browser: each language's copy a chunk of its own (../locale/on-demand.ts). */
import { onDemand } from '../locale/on-demand';
import type { ServicesCatalog } from './services-catalog-shape';
import { servicesCatalogOf } from './services-catalog-shape';

export type { ServicesCatalog };

export const servicesCatalog = onDemand<ServicesCatalog>({
  en: async () => servicesCatalogOf(...(await Promise.all([import('./services'), import('./service-pages')]))),
  'zh-HK': async () =>
    servicesCatalogOf(...(await Promise.all([import('./services.zh-hk'), import('./service-pages.zh-hk')]))),
});
