import type { QuoteFormProps } from '@agency/platform/contracts';
import { EnquiryFormIsland } from '../enquiry/enquiry-form-island';

/** The quote request form as Home embeds it (`contact/QuoteForm`): the enquiry form island, as the quote. */
export function QuoteForm({ idPrefix = 'quote', headingLevel }: QuoteFormProps) {
  return <EnquiryFormIsland form="quote" idPrefix={idPrefix} headingLevel={headingLevel} />;
}
