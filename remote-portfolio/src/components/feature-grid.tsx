import type { FeatureItem } from '@agency/shared/content/portfolio';
import { CardGrid } from '@agency/shared/ui/card-grid';
import { FeatureCard } from '@agency/shared/ui/feature-card';

/** An industry's capabilities as icon cards, four across on desktops. */
export function FeatureGrid({ items }: { items: readonly FeatureItem[] }) {
  return (
    <CardGrid columns={4} component="ul">
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard icon={item.icon} title={item.title} description={item.description} />
        </li>
      ))}
    </CardGrid>
  );
}
