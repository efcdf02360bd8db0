import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@agency/platform/routes';
import { NOT_FOUND_ATTRIBUTE } from './not-found-attribute';

/**
 * The one 404 screen, also rendered by sections for sub-paths they do not know. The page's script
 * writes the path asked for to the console (app/server-page.ts).
 */
export function NotFoundPage() {
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
        <Button href={paths.home} variant="contained" size="large">
          Return to Home
        </Button>
      </Box>
    </Container>
  );
}
