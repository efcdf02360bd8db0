import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { company, mailtoHref } from '@agency/content/site/company';

export interface SectionUnavailableProps {
  onRetry: () => void;
  /** A whole page (its heading is the h1) or a home-page widget (an h3 under that section's h2). */
  variant?: 'page' | 'widget';
}

/** Shown in the main area when a section cannot load; the rest of the site keeps working. */
export function SectionUnavailable({ onRetry, variant = 'page' }: SectionUnavailableProps) {
  return (
    <Container sx={{ py: variant === 'page' ? { xs: 8, md: 12 } : 4 }}>
      <Box
        role="alert"
        sx={{ maxWidth: 560, mx: variant === 'page' ? 'auto' : 0, textAlign: variant === 'page' ? 'center' : 'left' }}
      >
        <Typography variant={variant === 'page' ? 'h2' : 'h4'} component={variant === 'page' ? 'h1' : 'h3'}>
          This section is temporarily unavailable
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          We could not load this part of the site just now. Please try again in a moment — or reach us directly at{' '}
          <Link href={mailtoHref()}>{company.email}</Link> or <Link href={company.phoneHref}>{company.phone}</Link>.
        </Typography>
        <Button variant="contained" onClick={onRetry} startIcon={<RefreshRounded />} sx={{ mt: 3 }}>
          Try again
        </Button>
      </Box>
    </Container>
  );
}

/**
 * Holds the main area while a page's code arrives after a navigation inside the site (a section's
 * page, or one of the shell's lazily loaded pages); a page that came with the server's HTML keeps
 * that HTML instead. It holds a full viewport, so the footer stays below the fold and nothing
 * visible moves when the page renders.
 */
export function SectionLoading() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <div className="loading-bar" role="progressbar" aria-label="Loading section" />
    </Box>
  );
}
