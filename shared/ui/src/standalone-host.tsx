import CssBaseline from '@mui/material/CssBaseline';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { SectionProps } from '@agency/platform/contracts';
import type { RemoteName } from '@agency/platform/routes';
import { sectionBasePath } from '@agency/platform/routes';
import { theme } from './theme/theme';

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
  /** The route to render. */
  path: string;
}

/**
 * A section's own page: theme, baseline and the section's page for one route, so a team runs its
 * section alone (`npm run dev -w remote-blog`, or its production build's own pages) exactly as it
 * looks inside the shell.
 */
export function StandaloneHost({ Section, path }: StandaloneHostProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Section path={path} notFound={<StandaloneNotFound />} />
    </ThemeProvider>
  );
}

export interface RenderStandaloneOptions {
  name: RemoteName;
  Section: ComponentType<SectionProps>;
  /** Where `/` goes; defaults to the section's base path. */
  home?: string;
}

/** Renders the section's page for the browser's location from nothing (a development build). */
export function renderStandaloneHost(container: HTMLElement, { name, Section, home }: RenderStandaloneOptions): void {
  if (window.location.pathname === '/') {
    window.location.replace(home ?? sectionBasePath(name));
    return;
  }
  createRoot(container).render(<StandaloneHost Section={Section} path={window.location.pathname} />);
}
