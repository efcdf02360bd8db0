import { contactCatalog } from '@agency/content/contact/contact-catalog';
import type { EnquiryFormName, EnquiryFormProps } from '@agency/platform/contracts';
import { Island } from '@agency/ui/island';
import { useLocalized } from '@agency/ui/theme';
import { EnquiryFormByName } from '../../islands/enquiry-form';

export interface EnquiryFormIslandProps {
  form: EnquiryFormName;
  /** Prefix of every element id inside the form, so two forms never collide on one page. */
  idPrefix: string;
  /** The title's heading level: h2 on a form's own page, h3 inside a section of another page. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A form in a page, given its words in the page's language. Its fields work without its code:
 * they take input natively and keep it, the browser checks them on submit, and a submit is held
 * and sent once the code is there. So the code (React, the form's UI, the federation runtime:
 * most of what the page could load) comes on the first sign of use, the pointer over the form, a
 * touch or focus in it, and never with the page: a visitor who only reads loads none of it. The
 * consultation form is the exception.
 */
export function EnquiryFormIsland({ form, idPrefix, headingLevel }: EnquiryFormIslandProps) {
  const { forms, formCommon } = useLocalized(contactCatalog);
  // The union of the four forms' props: each form with its own words.
  const props = { form, idPrefix, headingLevel, words: forms[form], common: formCommon } as EnquiryFormProps;
  // The consultation's calendar shows nothing without the code: its form wakes as it nears the
  // viewport, so the calendar is there when the visitor reaches it.
  const when = form === 'consultation' ? 'visible' : 'intent';
  return (
    <Island name="contact/EnquiryForm" component={EnquiryFormByName} props={props} when={when} hold={['submit']} />
  );
}
