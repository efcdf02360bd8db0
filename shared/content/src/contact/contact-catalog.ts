/**
 * The contact section's copy in each language, as its pages read it (`useLocalized(contactCatalog)`):
 * the four pages, the consultation types, the direct line beside every form, and each enquiry
 * form's words as the contact/EnquiryForm island takes them in its props (its code holds none).
 * The browser's catalog is contact-catalog.browser.ts.
 */
import type { Localized } from '../locale/localized';
import type { ContactCatalog } from './contact-catalog-shape';
import { contactCatalogOf } from './contact-catalog-shape';
import * as englishPages from './contact-pages';
import * as chinesePages from './contact-pages.zh-hk';
import * as englishForms from './enquiry-forms';
import * as chineseForms from './enquiry-forms.zh-hk';
import * as englishOptions from './form-options';
import * as chineseOptions from './form-options.zh-hk';

export type { ContactCatalog };

export const contactCatalog: Localized<ContactCatalog> = {
  en: contactCatalogOf({ locale: 'en', pages: englishPages, forms: englishForms, options: englishOptions }),
  'zh-HK': contactCatalogOf({ locale: 'zh-HK', pages: chinesePages, forms: chineseForms, options: chineseOptions }),
};
