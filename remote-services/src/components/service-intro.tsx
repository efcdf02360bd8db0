import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckList } from '@agency/ui/check-list';
import { PageSection } from '@agency/ui/page-section';

export interface ServiceIntroProps {
  title: string;
  paragraphs: readonly string[];
  glanceTitle: string;
  atAGlance: readonly string[];
}

/** A service page's introduction: two paragraphs and, beside them, the deliverables at a glance. */
export function ServiceIntro({ title, paragraphs, glanceTitle, atAGlance }: ServiceIntroProps) {
  return (
    <PageSection id="overview" title={title}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: '68ch' }}>
          {paragraphs.map((paragraph) => (
            <Typography key={paragraph} color="text.secondary" sx={{ fontSize: { md: '1.0625rem' }, lineHeight: 1.8 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        <Box
          component="aside"
          aria-labelledby="overview-glance-heading"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
            p: { xs: 3, md: 3.5 },
            bgcolor: 'background.paper',
          }}
        >
          <Typography id="overview-glance-heading" component="h3" variant="overline" color="secondary" sx={{ mb: 2 }}>
            {glanceTitle}
          </Typography>
          <CheckList items={atAGlance.map((point) => ({ title: point }))} />
        </Box>
      </Box>
    </PageSection>
  );
}
