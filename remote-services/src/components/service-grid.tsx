import type { ServiceGridProps } from '@agency/platform/contracts';
import { servicesCatalog } from '@agency/content/services/services-catalog';
import { paths } from '@agency/platform/routes';
import { CardGrid } from '@agency/ui/card-grid';
import { FeatureCard } from '@agency/ui/feature-card';
import { serviceIcons } from '@agency/ui/icons/service-icons';
import { useLocalized } from '@agency/ui/theme';

/** The twelve service cards in the page's language: icon, title, description and Learn More to the service page. */
export function ServiceGrid({ cardHeadingLevel = 'h3' }: ServiceGridProps) {
  const { services, serviceCardLinkLabel } = useLocalized(servicesCatalog);
  return (
    <CardGrid columns={4} component="ul">
      {services.map((service) => (
        <li key={service.slug}>
          <FeatureCard
            icon={serviceIcons[service.icon]}
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
