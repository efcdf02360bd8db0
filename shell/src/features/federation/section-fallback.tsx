import type { Locale } from '@agency/platform/routes';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { mailtoHref } from '@agency/content/site/company-facts';
import type { SiteCatalog } from '@agency/content/site/site-catalog';
import { siteCatalog } from '@agency/content/site/site-catalog';
import { useLocalized } from '@agency/ui/theme';
import type { ReactNode } from 'react';
import { Fragment } from 'react';

export interface SectionUnavailableProps {
  /** A whole page (its heading is the h1) or a home-page widget (an h3 under that section's h2). */
  variant?: 'page' | 'widget';
}

/** Text with `{email}` and `{phone}` as the company's links. */
function withContactLinks(text: string, company: SiteCatalog['company']): ReactNode[] {
  const links: Record<string, ReactNode> = {
    email: <Link href={mailtoHref()}>{company.email}</Link>,
    phone: <Link href={company.phoneHref}>{company.phone}</Link>,
  };
  return text
    .split(/\{(email|phone)\}/)
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? links[part] : part}</Fragment>);
}

/**
 * Shown in the main area when a section cannot load; the rest of the site keeps working. It is
 * the slot's own notice (a template the island runtime shows), so its Try again is the runtime's.
 */
export function SectionUnavailable({ variant = 'page' }: SectionUnavailableProps) {
  const { notices, company } = useLocalized(siteCatalog);
  const copy = notices.section;
  return (
    <Container sx={{ py: variant === 'page' ? { xs: 8, md: 12 } : 4 }}>
      <Box
        role="alert"
        sx={{ maxWidth: 560, mx: variant === 'page' ? 'auto' : 0, textAlign: variant === 'page' ? 'center' : 'left' }}
      >
        <Typography variant={variant === 'page' ? 'h2' : 'h4'} component={variant === 'page' ? 'h1' : 'h3'}>
          {copy.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {withContactLinks(copy.text, company)}
        </Typography>
        <Button variant="contained" data-island-retry="" startIcon={<RefreshRounded />} sx={{ mt: 3 }}>
          {copy.tryAgain}
        </Button>
      </Box>
    </Container>
  );
}

/**
 * Holds the main area while a section the server could not include renders in the browser. It
 * holds a full viewport, so the footer stays below the fold and nothing visible moves when the
 * section renders.
 */
export function SectionLoading({ locale }: { locale: Locale }) {
  // In the page's language by its props: the island renders its placeholder outside the page's tree.
  const copy = siteCatalog[locale].notices.section;
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <div className="loading-bar" role="progressbar" aria-label={copy.loading} />
    </Box>
  );
}
