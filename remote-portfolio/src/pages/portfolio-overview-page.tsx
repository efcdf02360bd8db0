import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { paths } from '@agency/platform/routes';
import { CardGrid } from '@agency/ui/card-grid';
import { CheckList } from '@agency/ui/check-list';
import { CtaBand } from '@agency/ui/cta-band';
import { FeatureCard } from '@agency/ui/feature-card';
import { portfolioOverviewIcons } from '@agency/ui/icons/portfolio-overview-icons';
import { HeroActions } from '@agency/ui/hero-actions';
import { PageHero } from '@agency/ui/page-hero';
import { PageSection } from '@agency/ui/page-section';
import { useLocalized } from '@agency/ui/theme';
import { ProjectGrid } from '../components/project-grid';

/** /portfolio: six featured projects, the industry pages, why clients choose us and a call to action. */
export function PortfolioOverviewPage() {
  const { hero, heroActions, featured, browse, benefits, cta } = useLocalized(portfolioCatalog).portfolioOverview;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={<HeroActions {...heroActions} />} />
      <PageSection id="featured-projects" title={featured.title} intro={featured.intro}>
        <ProjectGrid projects={featured.projects} />
      </PageSection>
      <PageSection id="industries" title={browse.title} intro={browse.intro} tone="tinted">
        <CardGrid columns={3} component="ul">
          {browse.pages.map((page) => (
            <li key={page.slug}>
              <FeatureCard
                icon={portfolioOverviewIcons[page.icon]}
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
