import { consultationPage } from '@agency/shared/content/contact-pages';
import { consultationTypeOptions } from '@agency/shared/content/form-options';
import { CardGrid } from '@agency/shared/ui/card-grid';
import { PageHero } from '@agency/shared/ui/page-hero';
import { PageSection } from '@agency/shared/ui/page-section';
import { ConsultationTypeCard } from '../components/consultation-type-card';
import { FormSection } from '../components/form-section';
import { ConsultationForm } from '../features/consultation/consultation-form';

/** /contact/schedule-consultation and its alias /contact/consultation: the three session types and the booking form. */
export function ConsultationPage() {
  const { hero, types, aside } = consultationPage;
  return (
    <>
      <PageHero {...hero} />
      <PageSection id="consultation-types" title={types.title} intro={types.intro}>
        <CardGrid columns={3} component="ul">
          {consultationTypeOptions.map((option) => (
            <li key={option.value}>
              <ConsultationTypeCard option={option} copy={types.cards[option.value]} />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <FormSection id="consultation-form" aside={aside}>
        <ConsultationForm idPrefix="consultation" />
      </FormSection>
    </>
  );
}
