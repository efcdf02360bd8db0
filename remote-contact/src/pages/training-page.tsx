import { contactCatalog } from '@agency/content/contact/contact-catalog';
import { CardGrid } from '@agency/ui/card-grid';
import { FeatureCard } from '@agency/ui/feature-card';
import { contactIcons } from '@agency/ui/icons/contact-icons';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { FormSection } from '../components/form-section';
import { EnquiryFormIsland } from '../features/enquiry/enquiry-form-island';

/** /contact/training: the four training programmes and the training inquiry form. */
export function TrainingPage() {
  const { hero, programmes, aside } = useLocalized(contactCatalog).trainingPage;
  return (
    <>
      <PageHero {...hero} />
      <PageSection id="training-programmes" title={programmes.title} intro={programmes.intro}>
        <CardGrid columns={4} component="ul">
          {programmes.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard {...card} icon={contactIcons[card.icon]} headingLevel="h3" />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <FormSection id="training-form" aside={aside}>
        <EnquiryFormIsland form="training" idPrefix="training" />
      </FormSection>
    </>
  );
}
