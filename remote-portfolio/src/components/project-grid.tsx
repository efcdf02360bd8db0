import type { ProjectSlug } from '@agency/content/portfolio/portfolio';
import { projectBySlug } from '@agency/content/portfolio/portfolio';
import { CardGrid } from '@agency/ui/card-grid';
import { ProjectCard } from './project-card';

/** Project cards in a responsive list, in the order given. */
export function ProjectGrid({ projects }: { projects: readonly ProjectSlug[] }) {
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
