import type { SectionProps } from '@agency/shared/contracts';
import { relativeToSection, sectionRoutes } from '@agency/shared/routes';
import { RouteSummaryPage } from '@agency/shared/ui/route-summary-page';
import type { ComponentType } from 'react';
import { Route, Routes } from '@agency/shared/router';

const page = <RouteSummaryPage eyebrow="Portfolio" />;

/** The portfolio section's routes; unknown sub-paths get the shell's 404 through `notFound`. */
function PortfolioSection({ notFound }: SectionProps) {
  return (
    <Routes>
      {sectionRoutes('portfolio').map((route) => {
        const path = relativeToSection('portfolio', route.path);
        return path === '' ? (
          <Route key={route.path} index element={page} />
        ) : (
          <Route key={route.path} path={path} element={page} />
        );
      })}
      <Route path="*" element={notFound} />
    </Routes>
  );
}

const Section: ComponentType<SectionProps> = PortfolioSection;
export default Section;
