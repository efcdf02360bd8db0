import Stack from '@mui/material/Stack';
import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { CtaBand } from '@agency/ui/cta-band';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { CaseStudyCard } from '../components/case-study-card';

/** /portfolio/case-studies: three engagements in depth and a call to action. */
export function CaseStudiesPage() {
  const { hero, labels, cases, cta } = useLocalized(portfolioCatalog).caseStudiesPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <PageSection>
        <Stack spacing={{ xs: 4, md: 6 }}>
          {cases.map((study) => (
            <CaseStudyCard key={study.project} study={study} labels={labels} />
          ))}
        </Stack>
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
