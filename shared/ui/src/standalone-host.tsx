import CssBaseline from '@mui/material/CssBaseline';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { noticeCopy } from '@agency/content/site/notices';
import type { SectionProps } from '@agency/platform/contracts';
import type { Locale } from '@agency/platform/routes';
import { IslandNotices } from './island-notices';
import { LocaleContext, theme } from '@agency/ui/theme';

function StandaloneNotFound() {
  return (
    <Container sx={{ py: 10 }}>
      <Typography variant="h1">404</Typography>
      <Typography sx={{ mt: 2 }}>Oops! Page not found (standalone section host).</Typography>
    </Container>
  );
}

export interface StandaloneHostProps {
  Section: ComponentType<SectionProps>;
  /** The route to render, and its language. */
  path: string;
  locale: Locale;
}

/**
 * A section's own page: theme, baseline and the section's page for one route, in a minimal frame,
 * so a team runs its section alone (`npm run dev -w remote-blog`, or its production build's own
 * pages) exactly as it looks inside the shell, its islands woken by the section's own code.
 */
export function StandaloneHost({ Section, path, locale }: StandaloneHostProps) {
  return (
    <LocaleContext value={locale}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <Section path={path} notFound={<StandaloneNotFound />} />
        <IslandNotices copy={noticeCopy[locale].island} />
      </ThemeProvider>
    </LocaleContext>
  );
}
