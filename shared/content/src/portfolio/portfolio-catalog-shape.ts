/**
 * What one language's portfolio catalog holds (portfolio-catalog.ts), and how that language's
 * modules of copy make one. Identifiers (slugs, icons, hrefs, technology group names) are the same
 * in every language; the words are each language's.
 */
import type * as english from './portfolio';
import type { PortfolioLabels, PortfolioOverview, PortfolioProject } from './portfolio';
import type * as englishCaseStudies from './portfolio-case-studies';
import type { CaseStudiesPage } from './portfolio-case-studies';
import type * as englishIndustries from './portfolio-industries';
import type { IndustryPage, TechnologyGroupName } from './portfolio-industries';
import type { ProjectSlug } from './portfolio-facts';

export interface PortfolioCatalog {
  /** The fifteen projects, in slug order. */
  projects: readonly PortfolioProject[];
  projectBySlug: (slug: ProjectSlug) => PortfolioProject;
  portfolioOverview: PortfolioOverview;
  /** The five industry pages, in menu order. */
  industryPages: readonly IndustryPage[];
  caseStudiesPage: CaseStudiesPage;
  technologyGroupLabels: Readonly<Record<TechnologyGroupName, string>>;
  labels: PortfolioLabels;
}

/** One language's modules of portfolio copy, as the catalog reads them. */
export interface PortfolioModules {
  portfolio: Pick<typeof english, 'projects' | 'portfolioOverview' | 'portfolioLabels'>;
  industries: Pick<typeof englishIndustries, 'industryPages' | 'technologyGroupLabels'>;
  caseStudies: Pick<typeof englishCaseStudies, 'caseStudiesPage'>;
}

export function portfolioCatalogOf({ portfolio, industries, caseStudies }: PortfolioModules): PortfolioCatalog {
  return {
    projects: portfolio.projects,
    projectBySlug: projectFinder(portfolio.projects),
    portfolioOverview: portfolio.portfolioOverview,
    industryPages: industries.industryPages,
    caseStudiesPage: caseStudies.caseStudiesPage,
    technologyGroupLabels: industries.technologyGroupLabels,
    labels: portfolio.portfolioLabels,
  };
}

/** How a language's projects are found by slug; every slug of `projectSlugs` has exactly one project. */
function projectFinder(inLanguage: readonly PortfolioProject[]): (slug: ProjectSlug) => PortfolioProject {
  const bySlug = new Map(inLanguage.map((project) => [project.slug, project]));
  return (slug) => {
    const project = bySlug.get(slug);
    if (!project) throw new Error(`No portfolio project ${slug}`);
    return project;
  };
}
