import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** Short label above the heading, e.g. the section name. */
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: ReactNode;
}

/** The top band of every page: one h1, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, lead, actions }: PageHeroProps) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 9 },
        background: `radial-gradient(1200px 400px at 10% -10%, rgba(23, 70, 162, 0.14), transparent 70%), radial-gradient(800px 300px at 100% 0%, rgba(242, 107, 58, 0.12), transparent 70%)`,
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      })}
    >
      <Container>
        {eyebrow && (
          <Typography
            variant="overline"
            component="p"
            // The darker orange: on the gradient's blue tint the brand orange falls below 4.5:1.
            sx={(theme) => ({
              mb: 1.5,
              color: 'secondary.dark',
              ...theme.applyStyles('dark', { color: 'secondary.main' }),
            })}
          >
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ maxWidth: '20ch' }}>
          {title}
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2.5, maxWidth: '62ch' }}>
          {lead}
        </Typography>
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 4, alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            {actions}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
