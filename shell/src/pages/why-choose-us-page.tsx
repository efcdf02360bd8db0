import { aboutEyebrow, whyChooseUs } from '@agency/shared/content/about';
import { CardGrid } from '@agency/shared/ui/card-grid';
import { CtaBand } from '@agency/shared/ui/cta-band';
import { PageHero } from '@agency/shared/ui/page-hero';
import { PageSection } from '@agency/shared/ui/page-section';
import { StepList } from '@agency/shared/ui/step-list';
import { DetailCard } from '../components/detail-card';

/** /about/what-sets-us-apart: the four commitments and what happens after a visitor gets in touch. */
export default function WhyChooseUsPage() {
  const { intro, points, process, cta } = whyChooseUs;
  return (
    <>
      <PageHero eyebrow={aboutEyebrow} title={intro.title} lead={intro.lead} />
      <PageSection id="commitments" title={points.title} intro={points.intro}>
        <CardGrid columns={2}>
          {points.items.map((point) => (
            <DetailCard key={point.title} point={point} detailsLabel={points.detailsLabel} />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="process" title={process.title} intro={process.intro} tone="tinted">
        <StepList steps={process.steps} />
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
