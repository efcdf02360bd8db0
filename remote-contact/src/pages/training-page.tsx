import { trainingPage } from '@agency/shared/content/contact-pages';
import { CardGrid } from '@agency/shared/ui/card-grid';
import { FeatureCard } from '@agency/shared/ui/feature-card';
import { PageHero } from '@agency/shared/ui/page-hero';
import { PageSection } from '@agency/shared/ui/page-section';
import { FormSection } from '../components/form-section';
import { TrainingForm } from '../features/training/training-form';

/** /contact/training: the four training programmes and the training inquiry form. */
export function TrainingPage() {
  const { hero, programmes, aside } = trainingPage;
  return (
    <>
      <PageHero {...hero} />
      <PageSection id="training-programmes" title={programmes.title} intro={programmes.intro}>
        <CardGrid columns={4} component="ul">
          {programmes.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard title={card.title} description={card.description} icon={card.icon} headingLevel="h3" />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <FormSection id="training-form" aside={aside}>
        <TrainingForm idPrefix="training" />
      </FormSection>
    </>
  );
}
