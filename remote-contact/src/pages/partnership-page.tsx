import { partnershipPage } from '@agency/shared/content/contact-pages';
import { CardGrid } from '@agency/shared/ui/card-grid';
import { FeatureCard } from '@agency/shared/ui/feature-card';
import { PageHero } from '@agency/shared/ui/page-hero';
import { PageSection } from '@agency/shared/ui/page-section';
import { FormSection } from '../components/form-section';
import { PartnershipForm } from '../features/partnership/partnership-form';

/** /contact/partnership: four partnership models, three reasons to partner and the inquiry form. */
export function PartnershipPage() {
  const { hero, models, reasons, aside } = partnershipPage;
  return (
    <>
      <PageHero {...hero} />
      <PageSection id="partnership-models" title={models.title} intro={models.intro}>
        <CardGrid columns={4} component="ul">
          {models.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard title={card.title} description={card.description} icon={card.icon} headingLevel="h3" />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="partnership-reasons" title={reasons.title} intro={reasons.intro} tone="tinted">
        <CardGrid columns={3} component="ul">
          {reasons.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard title={card.title} description={card.description} icon={card.icon} headingLevel="h3" />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <FormSection id="partnership-form" aside={aside}>
        <PartnershipForm idPrefix="partnership" />
      </FormSection>
    </>
  );
}
