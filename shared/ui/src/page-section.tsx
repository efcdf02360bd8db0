import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  title?: string;
  intro?: string;
  /** Id of the heading, for aria-labelledby and in-page anchors. */
  id?: string;
  children?: ReactNode;
  tone?: 'plain' | 'tinted';
}

/** A content band with an optional h2 and intro; the building block of long pages. */
export function PageSection({ title, intro, id, children, tone = 'plain' }: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tone === 'tinted' ? 'action.hover' : undefined, scrollMarginTop: 80 }}
    >
      <Container>
        {title && (
          <Typography variant="h2" id={headingId} sx={{ mb: intro ? 2 : 4 }}>
            {title}
          </Typography>
        )}
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 5, maxWidth: '70ch' }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
