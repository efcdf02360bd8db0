import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { CardGrid } from '@agency/ui/card-grid';
import { CtaBand } from '@agency/ui/cta-band';
import { whyChooseUsIcons } from '@agency/ui/icons/why-choose-us-icons';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { StepList } from '@agency/ui/step-list';
import { DetailCard } from '../components/detail-card';

/** /about/what-sets-us-apart: the four commitments and what happens after a visitor gets in touch. */
export function WhyChooseUsPage() {
  const { aboutEyebrow, whyChooseUs } = useLocalized(companyPagesCatalog);
  const { intro, points, process, cta } = whyChooseUs;
  return (
    <>
      <PageHero eyebrow={aboutEyebrow} title={intro.title} lead={intro.lead} />
      <PageSection id="commitments" title={points.title} intro={points.intro}>
        <CardGrid columns={2}>
          {points.items.map((point) => (
            <DetailCard
              key={point.title}
              point={point}
              icon={whyChooseUsIcons[point.icon]}
              detailsLabel={points.detailsLabel}
            />
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
