import CssBaseline from '@mui/material/CssBaseline';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@agency/platform/router';
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
  name: RemoteName;
  Section: ComponentType<SectionProps>;
  /** Where `/` goes; defaults to the section's base path. */
  home?: string;
  /** BrowserRouter in the browser; the prerender step passes a router fixed at one location. */
  router?: ComponentType<{ children: ReactNode }>;
}

/**
 * A section's own host: router, theme and baseline, so a team runs its section alone
 * (`npm run dev -w remote-blog`, or its production build's own pages) exactly as it looks inside
 * the shell.
 */
export function StandaloneHost({
  name,
  Section,
  home = sectionBasePath(name),
  router: Router = BrowserRouter,
}: StandaloneHostProps) {
  return (
    // noSsr: no context change after hydration (see the shell's App), so lazy parts hydrate in place.
    <ThemeProvider theme={theme} noSsr>
      <CssBaseline enableColorScheme />
      <Router>
        <Routes>
          <Route path="/" element={<Navigate to={home} replace />} />
          <Route path={`${sectionBasePath(name)}/*`} element={<Section notFound={<StandaloneNotFound />} />} />
          <Route path="*" element={<StandaloneNotFound />} />
        </Routes>
      </Router>
    </ThemeProvider>
  );
}

/**
 * Starts a section's own page: hydrates the HTML its build prerendered for the route, or renders
 * from nothing (a development build, whose page is empty).
 */
export function startStandaloneHost(props: StandaloneHostProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const host = <StandaloneHost {...props} />;
  if (container.firstElementChild) hydrateRoot(container, host);
  else createRoot(container).render(host);
}
