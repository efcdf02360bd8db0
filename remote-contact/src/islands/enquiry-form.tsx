/**
 * The contact section's one island: an enquiry form (any of the four), with its e-mail hand-off
 * and, for the consultation, its calendar. `EnquiryFormIsland` places it in a page; the default
 * export is the module the shell's island runtime (and the section's own pages) load as
 * `contact/EnquiryForm`.
 */
import type { EnquiryFormName, EnquiryFormProps } from '@agency/platform/contracts';
import { Island } from '@agency/ui/island';
import { asIsland } from '@agency/ui/island-providers';
import { consultationEnquiry } from '../features/consultation/consultation-enquiry';
import { EnquiryForm } from '../features/enquiry/enquiry-form';
import type { Enquiry } from '../features/enquiry/field-table';
import { partnershipEnquiry } from '../features/partnership/partnership-enquiry';
import { quoteEnquiry } from '../features/quote/quote-enquiry';
import { trainingEnquiry } from '../features/training/training-enquiry';

const enquiries: Readonly<Record<EnquiryFormName, Enquiry>> = {
  quote: quoteEnquiry,
  consultation: consultationEnquiry,
  training: trainingEnquiry,
  partnership: partnershipEnquiry,
};

/** A form by its name: the island's props are data, so the field table is looked up here. */
export function EnquiryFormByName({ form, idPrefix, headingLevel }: EnquiryFormProps) {
  return <EnquiryForm enquiry={enquiries[form]} idPrefix={idPrefix} headingLevel={headingLevel} />;
}

/**
 * A form in a page. Its fields work without its code: they take input natively and keep it, the
 * browser checks them on submit, and a submit is held and sent once the code is there. So the
 * code (React, the form's UI, the federation runtime: most of what the page could load) comes on
 * the first sign of use, the pointer over the form, a touch or focus in it, and never with the
 * page: a visitor who only reads loads none of it. The consultation form is the exception.
 */
export function EnquiryFormIsland(props: EnquiryFormProps) {
  // The consultation's calendar shows nothing without the code: its form wakes as it nears the
  // viewport, so the calendar is there when the visitor reaches it.
  const when = props.form === 'consultation' ? 'visible' : 'intent';
  return (
    <Island name="contact/EnquiryForm" component={EnquiryFormByName} props={props} when={when} hold={['submit']} />
  );
}

export default asIsland(EnquiryFormByName);
export { buildId as build } from '@agency/platform/build-id';
