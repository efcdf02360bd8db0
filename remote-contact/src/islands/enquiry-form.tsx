/**
 * The contact section's enquiry form island (`contact/EnquiryForm`): any of the four forms, with
 * its e-mail hand-off and, for the consultation, its calendar. The module the shell's island runtime
 * (and the section's own pages) load. It holds no copy: every word comes in its props, in the
 * page's language (enquiry-form-island.tsx places it with them).
 */
import type { EnquiryFormProps } from '@agency/platform/contracts';
import { asIsland } from '@agency/ui/island-providers';
import { consultationEnquiry } from '../features/consultation/consultation-enquiry';
import { EnquiryForm } from '../features/enquiry/enquiry-form';
import type { Enquiry } from '../features/enquiry/field-table';
import { partnershipEnquiry } from '../features/partnership/partnership-enquiry';
import { quoteEnquiry } from '../features/quote/quote-enquiry';
import { trainingEnquiry } from '../features/training/training-enquiry';

/** A form's field table, in the words of its props. */
export function enquiryOf(props: EnquiryFormProps): Enquiry {
  switch (props.form) {
    case 'quote':
      return quoteEnquiry(props.words, props.common);
    case 'consultation':
      return consultationEnquiry(props.words, props.common);
    case 'training':
      return trainingEnquiry(props.words, props.common);
    case 'partnership':
      return partnershipEnquiry(props.words, props.common);
  }
}

/** A form by its name and words: the island's props are data, so the field table is built here. */
export function EnquiryFormByName(props: EnquiryFormProps) {
  return <EnquiryForm enquiry={enquiryOf(props)} idPrefix={props.idPrefix} headingLevel={props.headingLevel} />;
}

export default asIsland(EnquiryFormByName);
export { buildId as build } from '@agency/platform/build-id';
