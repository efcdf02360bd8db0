import type { SectionProps } from '@agency/platform/contracts';
import { normalizePath, paths } from '@agency/platform/routes';
import type { ComponentType, ReactNode } from 'react';
import { ConsultationPage } from './pages/consultation-page';
import { PartnershipPage } from './pages/partnership-page';
import { QuotePage } from './pages/quote-page';
import { TrainingPage } from './pages/training-page';

/** Every contact route and its page; /contact/consultation is an alias of /contact/schedule-consultation. */
const pages: Readonly<Record<string, () => ReactNode>> = {
  [paths.contact.quote]: () => <QuotePage />,
  [paths.contact.scheduleConsultation]: () => <ConsultationPage />,
  [paths.contact.consultation]: () => <ConsultationPage />,
  [paths.contact.training]: () => <TrainingPage />,
  [paths.contact.partnership]: () => <PartnershipPage />,
};

/** The contact section: the page of a route, or the shell's 404 for any other (and /contact itself). */
function ContactSection({ path, notFound }: SectionProps) {
  const page = Object.hasOwn(pages, normalizePath(path)) ? pages[normalizePath(path)] : undefined;
  return page ? page() : (notFound ?? null);
}

const Section: ComponentType<SectionProps> = ContactSection;
export default Section;
