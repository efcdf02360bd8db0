/**
 * The portfolio's copy in each language, as its pages read it (`useLocalized(portfolioCatalog)` in
 * the portfolio section): the projects with their visuals' alt texts, the overview, the five
 * industry pages, the case studies, the technology groups' labels and the words the pages put
 * around them. Identifiers (slugs, icons, hrefs, technology group names) are the same in every
 * language; the words are each language's.
 */
import type { Localized } from '../locale/localized';
import type { PortfolioLabels, PortfolioOverview, PortfolioProject, ProjectSlug } from './portfolio';
import * as english from './portfolio';
import * as chinese from './portfolio.zh-hk';
import type { CaseStudiesPage } from './portfolio-case-studies';
import * as englishCaseStudies from './portfolio-case-studies';
import * as chineseCaseStudies from './portfolio-case-studies.zh-hk';
import type { IndustryPage, TechnologyGroupName } from './portfolio-industries';
import * as englishIndustries from './portfolio-industries';
import * as chineseIndustries from './portfolio-industries.zh-hk';

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
interface PortfolioModules {
  portfolio: Pick<typeof english, 'projects' | 'portfolioOverview' | 'portfolioLabels'>;
  industries: Pick<typeof englishIndustries, 'industryPages' | 'technologyGroupLabels'>;
  caseStudies: Pick<typeof englishCaseStudies, 'caseStudiesPage'>;
}

function inLanguage({ portfolio, industries, caseStudies }: PortfolioModules): PortfolioCatalog {
  return {
    projects: portfolio.projects,
    projectBySlug: english.projectFinder(portfolio.projects),
    portfolioOverview: portfolio.portfolioOverview,
    industryPages: industries.industryPages,
    caseStudiesPage: caseStudies.caseStudiesPage,
    technologyGroupLabels: industries.technologyGroupLabels,
    labels: portfolio.portfolioLabels,
  };
}

export const portfolioCatalog: Localized<PortfolioCatalog> = {
  en: inLanguage({ portfolio: english, industries: englishIndustries, caseStudies: englishCaseStudies }),
  'zh-HK': inLanguage({ portfolio: chinese, industries: chineseIndustries, caseStudies: chineseCaseStudies }),
};
