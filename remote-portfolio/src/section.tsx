import type { PortfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import type { SectionProps } from '@agency/platform/contracts';
import { normalizePath, paths } from '@agency/platform/routes';
import { useLocalized } from '@agency/ui/theme';
import type { ComponentType, ReactNode } from 'react';
import { CaseStudiesPage } from './pages/case-studies-page';
import { IndustryPage } from './pages/industry-page';
import { PortfolioOverviewPage } from './pages/portfolio-overview-page';

/** Every portfolio route and its page, in the catalog's language: the overview, five industry pages and the case studies. */
function pageFor(path: string, { industryPages }: PortfolioCatalog): ReactNode {
  if (path === paths.portfolio.root) return <PortfolioOverviewPage />;
  if (path === paths.portfolio.page('case-studies')) return <CaseStudiesPage />;
  const industry = industryPages.find((page) => paths.portfolio.page(page.slug) === path);
  return industry ? <IndustryPage page={industry} /> : undefined;
}

/** The portfolio section: the page of a route in the page's language, or the not-found element for a path it does not serve. */
function PortfolioSection({ path, notFound }: SectionProps) {
  return pageFor(normalizePath(path), useLocalized(portfolioCatalog)) ?? notFound ?? null;
}

const Section: ComponentType<SectionProps> = PortfolioSection;
export default Section;
