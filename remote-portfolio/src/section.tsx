import type { SectionProps } from '@agency/platform/contracts';
import { industryPages } from '@agency/content/portfolio/portfolio-industries';
import { paths, relativeToSection } from '@agency/platform/routes';
import type { ComponentType } from 'react';
import { Route, Routes } from '@agency/platform/router';
import { CaseStudiesPage } from './pages/case-studies-page';
import { IndustryPage } from './pages/industry-page';
import { PortfolioOverviewPage } from './pages/portfolio-overview-page';

/** The portfolio section: overview, five industry pages and the case studies. */
function PortfolioSection({ notFound }: SectionProps) {
  return (
    <Routes>
      <Route index element={<PortfolioOverviewPage />} />
      {industryPages.map((page) => (
        <Route
          key={page.slug}
          path={relativeToSection('portfolio', paths.portfolio.page(page.slug))}
          element={<IndustryPage page={page} />}
        />
      ))}
      <Route
        path={relativeToSection('portfolio', paths.portfolio.page('case-studies'))}
        element={<CaseStudiesPage />}
      />
      <Route path="*" element={notFound} />
    </Routes>
  );
}

const Section: ComponentType<SectionProps> = PortfolioSection;
export default Section;

// The build this code comes from: the shell hydrates a fragment only with the code that rendered it.
export { buildId as build } from '@agency/platform/build-id';
