import { contactCatalog } from '@agency/content/contact/contact-catalog';
import type { EnquiryFormName, EnquiryFormProps } from '@agency/platform/contracts';
import type { Locale } from '@agency/platform/routes';
import type { Enquiry } from '../features/enquiry/field-table';
import { enquiryOf } from '../islands/enquiry-form';

/** The island's props of a form, as a page in `locale` gives them (enquiry-form-island.tsx). */
export function enquiryFormProps(form: EnquiryFormName, locale: Locale, idPrefix: string = form): EnquiryFormProps {
  const { forms, formCommon } = contactCatalog[locale];
  return { form, idPrefix, words: forms[form], common: formCommon } as EnquiryFormProps;
}

/** A form's field table in a language, as its island builds it from its props. */
export function enquiryIn(locale: Locale, form: EnquiryFormName): Enquiry {
  return enquiryOf(enquiryFormProps(form, locale));
}
