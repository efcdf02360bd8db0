import type { SectionProps } from '@agency/platform/contracts';
import type { ServicesCatalog } from '@agency/content/services/services-catalog';
import { servicesCatalog } from '@agency/content/services/services-catalog';
import { normalizePath, paths } from '@agency/platform/routes';
import { useLocalized } from '@agency/ui/theme';
import type { ComponentType, ReactNode } from 'react';
import { ServicePage } from './pages/service-page';
import { ServicesOverviewPage } from './pages/services-overview-page';

/** Every services route and its page, in the catalog's language: the overview (two paths) and one page per service. */
function pageFor(path: string, { services, servicePages }: ServicesCatalog): ReactNode {
  if (path === paths.services.root || path === paths.services.allServices) return <ServicesOverviewPage />;
  const service = services.find((candidate) => paths.services.service(candidate.slug) === path);
  return service ? <ServicePage service={service} content={servicePages[service.slug]} /> : undefined;
}

/** The services section: the page of a route in the page's language, or the shell's 404 for a path it does not serve. */
function ServicesSection({ path, notFound }: SectionProps) {
  return pageFor(normalizePath(path), useLocalized(servicesCatalog)) ?? notFound ?? null;
}

const Section: ComponentType<SectionProps> = ServicesSection;
export default Section;
