import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { CaseStudiesPage, CaseStudy } from '@agency/content/portfolio/portfolio-case-studies';
import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { TagList } from '@agency/ui/tag-list';
import { useLocalized } from '@agency/ui/theme';
import { ProjectImage } from './project-image';

export interface CaseStudyCardProps {
  study: CaseStudy;
  labels: CaseStudiesPage['labels'];
}

/** One case study: the project's visual beside the client, challenge, solution, outcome and tags. */
export function CaseStudyCard({ study, labels }: CaseStudyCardProps) {
  const portfolio = useLocalized(portfolioCatalog);
  const project = portfolio.projectBySlug(study.project);
  const parts = [
    { label: labels.challenge, text: study.challenge },
    { label: labels.solution, text: study.solution },
  ];
  return (
    <Card
      component="article"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' } }}
    >
      <Box
        sx={(theme) => ({
          p: { xs: 0, md: 3 },
          bgcolor: { md: 'action.hover' },
          borderRight: { md: `1px solid ${(theme.vars ?? theme).palette.divider}` },
        })}
      >
        <Box sx={{ borderRadius: { md: 3 }, overflow: 'hidden' }}>
          <ProjectImage slug={project.slug} alt={project.imageAlt} />
        </Box>
      </Box>
      <Box sx={{ p: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <div>
          <Typography variant="overline" component="p" color="secondary">
            {study.client}
          </Typography>
          <Typography variant="h3" component="h2" sx={{ mt: 0.5 }}>
            {study.title}
          </Typography>
        </div>
        {parts.map((part) => (
          <div key={part.label}>
            <Typography variant="h5" component="h3">
              {part.label}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.75 }}>
              {part.text}
            </Typography>
          </div>
        ))}
        <Box
          sx={(theme) => ({
            p: { xs: 2.5, md: 3 },
            borderRadius: '0 12px 12px 0',
            borderLeft: `4px solid ${(theme.vars ?? theme).palette.secondary.main}`,
            bgcolor: 'action.hover',
          })}
        >
          <Typography variant="h5" component="h3">
            {labels.outcome}
          </Typography>
          <Typography sx={{ mt: 1, lineHeight: 1.75 }}>{study.outcome}</Typography>
        </Box>
        <TagList tags={study.tags} label={portfolio.labels.tagsOf(study.title)} />
      </Box>
    </Card>
  );
}
