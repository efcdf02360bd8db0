import { aboutEyebrow, ourValues } from '@agency/shared/content/about';
import { CardGrid } from '@agency/shared/ui/card-grid';
import { CtaBand } from '@agency/shared/ui/cta-band';
import { PageHero } from '@agency/shared/ui/page-hero';
import { PageSection } from '@agency/shared/ui/page-section';
import { DetailCard } from '../components/detail-card';

/** /about/values: the six values, each with what it means in practice. */
export default function OurValuesPage() {
  const { intro, values, cta } = ourValues;
  return (
    <>
      <PageHero eyebrow={aboutEyebrow} title={intro.title} lead={intro.lead} />
      <PageSection id="values" title={values.title} intro={values.intro}>
        <CardGrid columns={3}>
          {values.items.map((value) => (
            <DetailCard key={value.title} point={value} detailsLabel={values.detailsLabel} />
          ))}
        </CardGrid>
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
