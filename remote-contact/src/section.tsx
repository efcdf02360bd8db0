import type { SectionProps } from '@agency/platform/contracts';
import { paths, relativeToSection } from '@agency/platform/routes';
import type { ComponentType, ReactElement } from 'react';
import { Route, Routes } from '@agency/platform/router';
import { ConsultationPage } from './pages/consultation-page';
import { PartnershipPage } from './pages/partnership-page';
import { QuotePage } from './pages/quote-page';
import { TrainingPage } from './pages/training-page';

/** Every contact route and its page; /contact/consultation is an alias of /contact/schedule-consultation. */
const pages: readonly [path: string, page: ReactElement][] = [
  [paths.contact.quote, <QuotePage key="quote" />],
  [paths.contact.scheduleConsultation, <ConsultationPage key="consultation" />],
  [paths.contact.consultation, <ConsultationPage key="consultation" />],
  [paths.contact.training, <TrainingPage key="training" />],
  [paths.contact.partnership, <PartnershipPage key="partnership" />],
];

/** The contact section's routes; unknown sub-paths (and /contact itself) get the shell's 404. */
function ContactSection({ notFound }: SectionProps) {
  return (
    <Routes>
      {pages.map(([path, page]) => (
        <Route key={path} path={relativeToSection('contact', path)} element={page} />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}

const Section: ComponentType<SectionProps> = ContactSection;
export default Section;

// The build this code comes from: the shell hydrates a fragment only with the code that rendered it.
export { buildId as build } from '@agency/platform/build-id';
