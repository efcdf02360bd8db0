import type { ProjectSlug } from '@agency/content/portfolio/portfolio-facts';
import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { CardGrid } from '@agency/ui/card-grid';
import { useLocalized } from '@agency/ui/theme';
import { ProjectCard } from './project-card';

/** Project cards in a responsive list, in the order given, in the page's language. */
export function ProjectGrid({ projects }: { projects: readonly ProjectSlug[] }) {
  const { projectBySlug } = useLocalized(portfolioCatalog);
  return (
    <CardGrid columns={3} component="ul">
      {projects.map((slug) => (
        <li key={slug}>
          <ProjectCard project={projectBySlug(slug)} />
        </li>
      ))}
    </CardGrid>
  );
}
