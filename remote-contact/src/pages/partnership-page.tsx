import { contactCatalog } from '@agency/content/contact/contact-catalog';
import { CardGrid } from '@agency/ui/card-grid';
import { FeatureCard } from '@agency/ui/feature-card';
import { contactIcons } from '@agency/ui/icons/contact-icons';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { FormSection } from '../components/form-section';
import { EnquiryFormIsland } from '../features/enquiry/enquiry-form-island';

/** /contact/partnership: four partnership models, three reasons to partner and the inquiry form. */
export function PartnershipPage() {
  const { hero, models, reasons, aside } = useLocalized(contactCatalog).partnershipPage;
  return (
    <>
      <PageHero {...hero} />
      <PageSection id="partnership-models" title={models.title} intro={models.intro}>
        <CardGrid columns={4} component="ul">
          {models.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard {...card} icon={contactIcons[card.icon]} headingLevel="h3" />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="partnership-reasons" title={reasons.title} intro={reasons.intro} tone="tinted">
        <CardGrid columns={3} component="ul">
          {reasons.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard {...card} icon={contactIcons[card.icon]} headingLevel="h3" />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <FormSection id="partnership-form" aside={aside}>
        <EnquiryFormIsland form="partnership" idPrefix="partnership" />
      </FormSection>
    </>
  );
}
