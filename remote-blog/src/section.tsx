import type { SectionProps } from '@agency/shared/contracts';
import { relativeToSection, sectionRoutes } from '@agency/shared/routes';
import { RouteSummaryPage } from '@agency/shared/ui/route-summary-page';
import type { ComponentType } from 'react';
import { Route, Routes } from '@agency/shared/router';

const page = <RouteSummaryPage eyebrow="Blog" />;

/** The blog section's routes; unknown sub-paths get the shell's 404 through `notFound`. */
function BlogSection({ notFound }: SectionProps) {
  return (
    <Routes>
      {sectionRoutes('blog').map((route) => {
        const path = relativeToSection('blog', route.path);
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

const Section: ComponentType<SectionProps> = BlogSection;
export default Section;
