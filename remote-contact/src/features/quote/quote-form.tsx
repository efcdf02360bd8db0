import type { QuoteFormProps } from '@agency/platform/contracts';
import type { ComponentType } from 'react';
import { EnquiryFormIsland } from '../../islands/enquiry-form';

/** The quote request form as Home embeds it (`./QuoteForm`): the enquiry form island, as the quote. */
function QuoteForm({ idPrefix = 'quote', headingLevel }: QuoteFormProps) {
  return <EnquiryFormIsland form="quote" idPrefix={idPrefix} headingLevel={headingLevel} />;
}

const checked: ComponentType<QuoteFormProps> = QuoteForm;
export default checked;
// The build this code comes from (for Home's widget, rendered in the browser without its fragment).
export { buildId as build } from '@agency/platform/build-id';
