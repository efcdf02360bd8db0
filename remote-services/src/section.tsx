import type { SectionProps } from '@agency/shared/contracts';
import { servicePages } from '@agency/shared/content/service-pages';
import { services } from '@agency/shared/content/services';
import { paths, relativeToSection } from '@agency/shared/routes';
import type { ComponentType } from 'react';
import { Route, Routes } from '@agency/shared/router';
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
export { buildId as build } from '@agency/shared/build-id';
