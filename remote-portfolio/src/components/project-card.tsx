import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PortfolioProject } from '@agency/content/portfolio/portfolio';
import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { TagList } from '@agency/ui/tag-list';
import { useLocalized } from '@agency/ui/theme';
import { ProjectImage } from './project-image';

export interface ProjectCardProps {
  project: PortfolioProject;
  headingLevel?: 'h2' | 'h3';
}

/** One project: its visual, title, anonymised client, description and tags. */
export function ProjectCard({ project, headingLevel = 'h3' }: ProjectCardProps) {
  const { labels } = useLocalized(portfolioCatalog);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <ProjectImage slug={project.slug} alt={project.imageAlt} />
      <CardContent sx={{ p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <div>
          <Typography variant="h4" component={headingLevel}>
            {project.title}
          </Typography>
          <Typography variant="body2" color="secondary" sx={{ mt: 0.75, fontWeight: 600 }}>
            {project.client}
          </Typography>
        </div>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, lineHeight: 1.7 }}>
          {project.description}
        </Typography>
        <TagList tags={project.tags} label={labels.tagsOf(project.title)} />
      </CardContent>
    </Card>
  );
}
