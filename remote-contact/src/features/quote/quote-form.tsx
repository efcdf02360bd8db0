import type { QuoteFormProps } from '@agency/platform/contracts';
import type { ComponentType } from 'react';
import { EnquiryForm } from '../enquiry/enquiry-form';
import { quoteEnquiry } from './quote-enquiry';

/** The quote request form, on /contact/quote and (exposed as ./QuoteForm) in Home's #contact section. */
function QuoteForm({ idPrefix = 'quote', headingLevel }: QuoteFormProps) {
  return <EnquiryForm enquiry={quoteEnquiry} idPrefix={idPrefix} headingLevel={headingLevel} />;
}

const checked: ComponentType<QuoteFormProps> = QuoteForm;
export default checked;

// The build this code comes from: the shell hydrates a fragment only with the code that rendered it.
export { buildId as build } from '@agency/platform/build-id';
