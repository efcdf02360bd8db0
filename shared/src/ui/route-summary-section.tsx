import type { SectionProps } from '../contracts/contracts';
import type { RemoteName } from '../routes/routes';
import { relativeToSection, sectionRoutes } from '../routes/routes';
import { Route, Routes } from '@agency/shared/router';
import { RouteSummaryPage } from './route-summary-page';

export interface RouteSummarySectionProps extends SectionProps {
  name: RemoteName;
  eyebrow: string;
}

/**
 * A section whose pages show their heading and summary from the route table: every route of
 * the section answers, and unknown sub-paths get the shell's 404 through `notFound`.
 */
export function RouteSummarySection({ name, eyebrow, notFound }: RouteSummarySectionProps) {
  const page = <RouteSummaryPage eyebrow={eyebrow} />;
  return (
    <Routes>
      {sectionRoutes(name).map((route) => {
        const path = relativeToSection(name, route.path);
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
