import { quotePage } from '@agency/content/contact/contact-pages';
import { PageHero } from '@agency/ui/page-hero';
import { FormSection } from '../components/form-section';
import { EnquiryFormIsland } from '../islands/enquiry-form';

/** /contact/quote: heading, the 24-hour reply promise and the quote form. */
export function QuotePage() {
  return (
    <>
      <PageHero {...quotePage.hero} />
      <FormSection id="quote-form" aside={quotePage.aside}>
        <EnquiryFormIsland form="quote" idPrefix="quote" />
      </FormSection>
    </>
  );
}
