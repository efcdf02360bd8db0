import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Milestone } from '@agency/content/company-pages/about';

export interface MilestoneTimelineProps {
  milestones: readonly Milestone[];
  headingLevel?: 'h3' | 'h4';
}

/** Years down a vertical line: the year, what happened and why it mattered. */
export function MilestoneTimeline({ milestones, headingLevel = 'h3' }: MilestoneTimelineProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 820 }}>
      {milestones.map((milestone, index) => (
        <Box
          component="li"
          key={`${milestone.year}-${milestone.title}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '88px minmax(0, 1fr)' },
            columnGap: { xs: 2, sm: 3 },
          }}
        >
          <Typography
            component="p"
            sx={{ fontWeight: 800, fontSize: { xs: '1.1rem', sm: '1.35rem' }, color: 'primary.main', lineHeight: 1.3 }}
          >
            {milestone.year}
          </Typography>
          <Box
            sx={{
              position: 'relative',
              pl: { xs: 2.5, sm: 3.5 },
              pb: index === milestones.length - 1 ? 0.5 : 4,
              borderLeft: '2px solid',
              borderColor: 'divider',
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -7,
                top: 6,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
              },
            }}
          >
            <Typography component={headingLevel} variant="h4">
              {milestone.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, lineHeight: 1.7 }}>
              {milestone.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
