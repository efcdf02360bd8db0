import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@agency/ui/theme';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from '@agency/platform/router';
import type { PageOrigin } from '../features/composition/page-origin';
import { PageOriginContext } from '../features/composition/page-origin';
import { Footer } from '../components/footer';
import { NavBar, NAV_HEIGHT } from '../components/nav-bar/nav-bar';
import { PageMetadata } from '../components/page-metadata';
import { ScrollManager } from '../components/scroll-manager';
import { ToastHost } from '../components/toast-host';
import { AppRoutes } from './app-routes';

/** The page frame: navigation, main area, footer and toasts. Renders without waiting for any remote. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, pt: `${NAV_HEIGHT}px`, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
      <ToastHost />
    </Box>
  );
}

export interface AppProps {
  /** Whether the tree hydrates server HTML, renders the build's frame, or renders from nothing. */
  origin?: PageOrigin;
  /** BrowserRouter in the browser; the prerender step passes a router fixed at one location. */
  router?: ComponentType<{ children: ReactNode }>;
}

const CLIENT: PageOrigin = { kind: 'client' };

export function App({ origin = CLIENT, router: Router = BrowserRouter }: AppProps) {
  return (
    <PageOriginContext value={origin}>
      {/*
        noSsr: the colour scheme is read at once, not in an effect after hydration. That effect
        would change a context value above the sections' server HTML, and React client-renders a
        Suspense boundary that is still waiting to hydrate when any context above it changes. The
        page's colours follow the system through CSS alone, so nothing renders differently.
      */}
      <ThemeProvider theme={theme} noSsr>
        <CssBaseline enableColorScheme />
        <Router>
          <PageMetadata />
          <ScrollManager />
          <Layout>
            <AppRoutes />
          </Layout>
        </Router>
      </ThemeProvider>
    </PageOriginContext>
  );
}
