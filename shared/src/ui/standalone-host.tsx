import CssBaseline from '@mui/material/CssBaseline';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '@agency/shared/router';
import type { SectionProps } from '../contracts/contracts';
import type { RemoteName } from '../routes/routes';
import { sectionBasePath } from '../routes/routes';
import { theme } from '../theme/theme';

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
}

/**
 * A section's own dev host: router, theme and baseline, so a team runs its section alone
 * (`npm run dev -w remote-blog`) exactly as it looks inside the shell.
 */
export function StandaloneHost({ name, Section, home = sectionBasePath(name) }: StandaloneHostProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to={home} replace />} />
          <Route path={`${sectionBasePath(name)}/*`} element={<Section notFound={<StandaloneNotFound />} />} />
          <Route path="*" element={<StandaloneNotFound />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
