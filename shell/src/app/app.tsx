import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@agency/shared/theme';
import type { ReactNode } from 'react';
import { BrowserRouter } from '@agency/shared/router';
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

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <BrowserRouter>
        <PageMetadata />
        <ScrollManager />
        <Layout>
          <AppRoutes />
        </Layout>
      </BrowserRouter>
    </ThemeProvider>
  );
}
