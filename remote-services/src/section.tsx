import type { SectionProps } from '@agency/platform/contracts';
import { servicePages } from '@agency/content/services/service-pages';
import { services } from '@agency/content/services/services';
import { paths, relativeToSection } from '@agency/platform/routes';
import type { ComponentType } from 'react';
import { Route, Routes } from '@agency/platform/router';
import { ServicePage } from './pages/service-page';
import { ServicesOverviewPage } from './pages/services-overview-page';

/** The services section: overview (two paths) and one page per service. */
function ServicesSection({ notFound }: SectionProps) {
  return (
    <Routes>
      <Route index element={<ServicesOverviewPage />} />
      <Route path={relativeToSection('services', paths.services.allServices)} element={<ServicesOverviewPage />} />
      {services.map((service) => (
        <Route
          key={service.slug}
          path={service.slug}
          element={<ServicePage service={service} content={servicePages[service.slug]} />}
        />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}

const Section: ComponentType<SectionProps> = ServicesSection;
export default Section;

// The build this code comes from: the shell hydrates a fragment only with the code that rendered it.
export { buildId as build } from '@agency/platform/build-id';
