import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { AsideLayout } from '@agency/ui/aside-layout';
import { CardGrid } from '@agency/ui/card-grid';
import { CtaBand } from '@agency/ui/cta-band';
import { FeatureCard } from '@agency/ui/feature-card';
import { ourStoryIcons } from '@agency/ui/icons/our-story-icons';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { StepList } from '@agency/ui/step-list';
import { MilestoneTimeline } from '../components/milestone-timeline';

/** /about/story: the company narrative, milestones, how we work and who we serve. */
export function OurStoryPage() {
  const { aboutEyebrow, ourStory } = useLocalized(companyPagesCatalog);
  const { intro, narrative, atAGlance, milestones, approach, audiences, cta } = ourStory;
  return (
    <>
      <PageHero eyebrow={aboutEyebrow} title={intro.title} lead={intro.lead} />
      <PageSection id="narrative" title={narrative.title}>
        <AsideLayout
          asideComponent="aside"
          asideLabelledBy="at-a-glance-heading"
          asidePlacement="end"
          columns={{ aside: '320px', main: 'minmax(0, 1fr)' }}
          asideSx={{
            p: { xs: 3, md: 3.5 },
            borderRadius: '20px',
            // Paper, not a tint: the orange labels need the full contrast of a white ground (4.5:1).
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
          }}
          aside={
            <>
              <Typography id="at-a-glance-heading" component="h3" variant="h4">
                {atAGlance.title}
              </Typography>
              <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 2 }}>
                {atAGlance.facts.map((fact) => (
                  <div key={fact.term}>
                    <Typography component="dt" variant="overline" color="secondary" sx={{ lineHeight: 1.8 }}>
                      {fact.term}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                      {fact.description}
                    </Typography>
                  </div>
                ))}
              </Box>
            </>
          }
        >
          <Box sx={{ maxWidth: '70ch' }}>
            {narrative.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ '& + &': { mt: 2.5 } }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        </AsideLayout>
      </PageSection>
      <PageSection id="milestones" title={milestones.title} intro={milestones.intro} tone="tinted">
        <MilestoneTimeline milestones={milestones.items} />
      </PageSection>
      <PageSection id="how-we-work" title={approach.title} intro={approach.intro}>
        <StepList steps={approach.steps} />
      </PageSection>
      <PageSection id="who-we-serve" title={audiences.title} intro={audiences.intro} tone="tinted">
        <CardGrid columns={3}>
          {audiences.items.map((audience) => (
            <FeatureCard
              key={audience.title}
              title={audience.title}
              description={audience.description}
              icon={ourStoryIcons[audience.icon]}
            />
          ))}
        </CardGrid>
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
