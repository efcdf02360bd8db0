import type { ServiceGridProps } from '@agency/shared/contracts';
import { serviceCardLinkLabel, services } from '@agency/shared/content/services';
import { paths } from '@agency/shared/routes';
import { CardGrid } from '@agency/shared/ui/card-grid';
import { FeatureCard } from '@agency/shared/ui/feature-card';
import type { ComponentType } from 'react';

/** The twelve service cards: icon, title, description and Learn More to the service page. */
function ServiceGrid({ cardHeadingLevel = 'h3' }: ServiceGridProps) {
  return (
    <CardGrid columns={4} component="ul">
      {services.map((service) => (
        <li key={service.slug}>
          <FeatureCard
            icon={service.icon}
            title={service.title}
            description={service.description}
            headingLevel={cardHeadingLevel}
            link={{ label: serviceCardLinkLabel, href: paths.services.service(service.slug) }}
          />
        </li>
      ))}
    </CardGrid>
  );
}

const Exposed: ComponentType<ServiceGridProps> = ServiceGrid;
export default Exposed;

// The build this code comes from: the shell hydrates a fragment only with the code that rendered it.
export { buildId as build } from '@agency/shared/build-id';
