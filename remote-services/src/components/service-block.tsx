import type { ServiceBlock as ServiceBlockContent } from '@agency/content/services/service-pages/service-page';
import { CardGrid } from '@agency/ui/card-grid';
import { CheckList } from '@agency/ui/check-list';
import { FeatureCard } from '@agency/ui/feature-card';
import { servicePageIcons } from '@agency/ui/icons/service-page-icons';
import { PageSection } from '@agency/ui/page-section';
import { StepList } from '@agency/ui/step-list';

export interface ServiceBlockProps {
  block: ServiceBlockContent;
  tone: 'plain' | 'tinted';
}

/** One content band of a service page: feature cards, further cards, a checklist or a process. */
export function ServiceBlock({ block, tone }: ServiceBlockProps) {
  return (
    <PageSection id={block.id} title={block.title} intro={block.intro} tone={tone}>
      {block.kind === 'checklist' && <CheckList items={block.items} columns={2} />}
      {block.kind === 'steps' && <StepList steps={block.steps} />}
      {(block.kind === 'features' || block.kind === 'cards') && (
        // Feature descriptions run to a few sentences, so four cards read best as two by two.
        <CardGrid columns={block.kind === 'features' ? 2 : block.columns} component="ul">
          {block.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard
                icon={servicePageIcons[card.icon]}
                title={card.title}
                description={card.description}
                headingLevel="h3"
              />
            </li>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
