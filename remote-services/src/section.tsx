import type { SectionProps } from '@agency/platform/contracts';
import { servicePages } from '@agency/content/services/service-pages';
import { services } from '@agency/content/services/services';
import { normalizePath, paths } from '@agency/platform/routes';
import type { ComponentType, ReactNode } from 'react';
import { ServicePage } from './pages/service-page';
import { ServicesOverviewPage } from './pages/services-overview-page';

/** Every services route and its page: the overview (two paths) and one page per service. */
function pageFor(path: string): ReactNode {
  if (path === paths.services.root || path === paths.services.allServices) return <ServicesOverviewPage />;
  const service = services.find((candidate) => paths.services.service(candidate.slug) === path);
  return service ? <ServicePage service={service} content={servicePages[service.slug]} /> : undefined;
}

/** The services section: the page of a route, or the shell's 404 for a path it does not serve. */
function ServicesSection({ path, notFound }: SectionProps) {
  return pageFor(normalizePath(path)) ?? notFound ?? null;
}

const Section: ComponentType<SectionProps> = ServicesSection;
export default Section;
