/** The contact section's catalog in the browser: each language's copy a chunk of its own (../locale/on-demand.ts). */
import { onDemand } from '../locale/on-demand';
import type { ContactCatalog } from './contact-catalog-shape';
import { contactCatalogOf } from './contact-catalog-shape';

export type { ContactCatalog };

export const contactCatalog = onDemand<ContactCatalog>({
  en: async () => {
    const [pages, forms, options] = await Promise.all([
      import('./contact-pages'),
      import('./enquiry-forms'),
      import('./form-options'),
    ]);
    return contactCatalogOf({ locale: 'en', pages, forms, options });
  },
  'zh-HK': async () => {
    const [pages, forms, options] = await Promise.all([
      import('./contact-pages.zh-hk'),
      import('./enquiry-forms.zh-hk'),
      import('./form-options.zh-hk'),
    ]);
    return contactCatalogOf({ locale: 'zh-HK', pages, forms, options });
  },
});
