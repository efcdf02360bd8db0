import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { CardGrid } from '@agency/ui/card-grid';
import { CtaBand } from '@agency/ui/cta-band';
import { ourValuesIcons } from '@agency/ui/icons/our-values-icons';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { DetailCard } from '../components/detail-card';

/** /about/values: the six values, each with what it means in practice. */
export function OurValuesPage() {
  const { aboutEyebrow, ourValues } = useLocalized(companyPagesCatalog);
  const { intro, values, cta } = ourValues;
  return (
    <>
      <PageHero eyebrow={aboutEyebrow} title={intro.title} lead={intro.lead} />
      <PageSection id="values" title={values.title} intro={values.intro}>
        <CardGrid columns={3}>
          {values.items.map((value) => (
            <DetailCard
              key={value.title}
              point={value}
              icon={ourValuesIcons[value.icon]}
              detailsLabel={values.detailsLabel}
            />
          ))}
        </CardGrid>
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
