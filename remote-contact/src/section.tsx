import type { SectionProps } from '@agency/shared/contracts';
import { paths, relativeToSection, sectionRoutes } from '@agency/shared/routes';
import { RouteSummaryPage } from '@agency/shared/ui/route-summary-page';
import type { ComponentType } from 'react';
import { Route, Routes } from '@agency/shared/router';
import { QuotePage } from './pages/quote-page';

const summary = <RouteSummaryPage eyebrow="Contact" />;

/** The contact section's routes; unknown sub-paths (and /contact itself) get the shell's 404. */
function ContactSection({ notFound }: SectionProps) {
  return (
    <Routes>
      {sectionRoutes('contact').map((route) => (
        <Route
          key={route.path}
          path={relativeToSection('contact', route.path)}
          element={route.path === paths.contact.quote ? <QuotePage /> : summary}
        />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}

const Section: ComponentType<SectionProps> = ContactSection;
export default Section;
