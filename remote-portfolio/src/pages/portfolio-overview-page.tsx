import Button from '@mui/material/Button';
import { portfolioOverview } from '@agency/shared/content/portfolio';
import { paths } from '@agency/shared/routes';
import { CardGrid } from '@agency/shared/ui/card-grid';
import { CheckList } from '@agency/shared/ui/check-list';
import { CtaBand } from '@agency/shared/ui/cta-band';
import { FeatureCard } from '@agency/shared/ui/feature-card';
import { PageHero } from '@agency/shared/ui/page-hero';
import { PageSection } from '@agency/shared/ui/page-section';
import { RouterLink } from '@agency/shared/ui/router-link';
import { ProjectGrid } from '../components/project-grid';

const { hero, heroActions, featured, browse, benefits, cta } = portfolioOverview;

/** /portfolio: six featured projects, the industry pages, why clients choose us and a call to action. */
export function PortfolioOverviewPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <Button component={RouterLink} href={heroActions.primary.href} variant="contained" size="large">
              {heroActions.primary.label}
            </Button>
            <Button component={RouterLink} href={heroActions.secondary.href} variant="outlined" size="large">
              {heroActions.secondary.label}
            </Button>
          </>
        }
      />
      <PageSection id="featured-projects" title={featured.title} intro={featured.intro}>
        <ProjectGrid projects={featured.projects} />
      </PageSection>
      <PageSection id="industries" title={browse.title} intro={browse.intro} tone="tinted">
        <CardGrid columns={3} component="ul">
          {browse.pages.map((page) => (
            <li key={page.slug}>
              <FeatureCard
                icon={page.icon}
                title={page.title}
                description={page.description}
                link={{ label: browse.linkLabel, href: paths.portfolio.page(page.slug) }}
              />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id="why-us" title={benefits.title}>
        <CheckList items={benefits.items} columns={2} />
      </PageSection>
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
