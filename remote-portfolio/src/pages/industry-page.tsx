import type { IndustryPage as IndustryPageContent } from '@agency/content/portfolio/portfolio-industries';
import { CtaBand } from '@agency/ui/cta-band';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { FeatureGrid } from '../components/feature-grid';
import { ProjectGrid } from '../components/project-grid';
import { TechnologyGroups } from '../components/technology-groups';

/** An industry page: hero, what we build, selected projects, the stack where listed, call to action. */
export function IndustryPage({ page }: { page: IndustryPageContent }) {
  const { hero, features, projects, technologies, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <PageSection id="capabilities" title={features.title} intro={features.intro}>
        <FeatureGrid items={features.items} />
      </PageSection>
      <PageSection id="projects" title={projects.title} intro={projects.intro} tone="tinted">
        <ProjectGrid projects={projects.items} />
      </PageSection>
      {technologies && (
        <PageSection id="technologies" title={technologies.title} intro={technologies.intro}>
          <TechnologyGroups groups={technologies.groups} />
        </PageSection>
      )}
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
