import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { kitCopy } from '@agency/content/site/kit-copy';
import { useLocalized } from '@agency/ui/theme';
import { bareList } from './bare-list';

export interface Step {
  title: string;
  text: string;
}

export interface StepListProps {
  steps: readonly Step[];
  headingLevel?: 'h3' | 'h4';
}

/** A numbered process: one row on desktops, a column on phones; each title says its step in the page's language. */
export function StepList({ steps, headingLevel = 'h3' }: StepListProps) {
  const kit = useLocalized(kitCopy);
  return (
    <Box
      component="ol"
      sx={{
        ...bareList,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${steps.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {steps.map((step, index) => (
        <Box component="li" key={step.title}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              mb: 2,
            }}
          >
            {index + 1}
          </Box>
          <Typography component={headingLevel} variant="h4">
            <Box component="span" sx={visuallyHidden}>
              {kit.stepLabel(index + 1)}
            </Box>
            {step.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, lineHeight: 1.7 }}>
            {step.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
