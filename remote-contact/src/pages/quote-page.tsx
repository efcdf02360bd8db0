import { contactCatalog } from '@agency/content/contact/contact-catalog';
import { PageHero } from '@agency/ui/page-hero';
import { useLocalized } from '@agency/ui/theme';
import { FormSection } from '../components/form-section';
import { EnquiryFormIsland } from '../features/enquiry/enquiry-form-island';

/** /contact/quote: heading, the 24-hour reply promise and the quote form. */
export function QuotePage() {
  const { quotePage } = useLocalized(contactCatalog);
  return (
    <>
      <PageHero {...quotePage.hero} />
      <FormSection id="quote-form" aside={quotePage.aside}>
        <EnquiryFormIsland form="quote" idPrefix="quote" />
      </FormSection>
    </>
  );
}
