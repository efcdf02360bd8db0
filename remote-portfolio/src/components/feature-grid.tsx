import type { FeatureItem } from '@agency/content/portfolio/portfolio-industries';
import { CardGrid } from '@agency/ui/card-grid';
import { FeatureCard } from '@agency/ui/feature-card';
import { industryIcons } from '@agency/ui/icons/industry-icons';

/** An industry's capabilities as icon cards, four across on desktops. */
export function FeatureGrid({ items }: { items: readonly FeatureItem[] }) {
  return (
    <CardGrid columns={4} component="ul">
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard icon={industryIcons[item.icon]} title={item.title} description={item.description} />
        </li>
      ))}
    </CardGrid>
  );
}
