import { contactCatalog } from '@agency/content/contact/contact-catalog';
import { CardGrid } from '@agency/ui/card-grid';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { ConsultationTypeCard } from '../components/consultation-type-card';
import { FormSection } from '../components/form-section';
import { EnquiryFormIsland } from '../features/enquiry/enquiry-form-island';

/** /contact/schedule-consultation and its alias /contact/consultation: the three session types and the booking form. */
export function ConsultationPage() {
  const { consultationPage, consultationTypes } = useLocalized(contactCatalog);
  const { hero, types, aside } = consultationPage;
  return (
    <>
      <PageHero {...hero} />
      <PageSection id="consultation-types" title={types.title} intro={types.intro}>
        <CardGrid columns={3} component="ul">
          {consultationTypes.map((option) => (
            <li key={option.value}>
              <ConsultationTypeCard option={option} copy={types.cards[option.value]} />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <FormSection id="consultation-form" aside={aside}>
        <EnquiryFormIsland form="consultation" idPrefix="consultation" />
      </FormSection>
    </>
  );
}
