import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@agency/platform/routes';
import { RouterLink } from '@agency/ui/router-link';
import { useEffect } from 'react';
import { useLocation } from '@agency/platform/router';
import { NOT_FOUND_ATTRIBUTE } from '../features/composition/server-page';

/** The one 404 screen, also rendered by sections for sub-paths they do not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <Container {...{ [NOT_FOUND_ATTRIBUTE]: '' }} sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        component="h1"
        sx={{ fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h2" component="p" sx={{ mt: 2 }}>
        Oops! Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, maxWidth: '48ch', mx: 'auto' }}>
        The page you were looking for has moved or never existed. Let’s get you back on track.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} href={paths.home} variant="contained" size="large">
          Return to Home
        </Button>
      </Box>
    </Container>
  );
}
