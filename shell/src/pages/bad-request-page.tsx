import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@agency/platform/routes';

/**
 * The answer to an address the server cannot read (a broken percent-encoding such as `/blog/%FF`):
 * the site's own page, with its navigation, rather than a framework's error.
 */
export function BadRequestPage() {
  return (
    <Container sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        component="h1"
        sx={{ fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        400
      </Typography>
      <Typography variant="h2" component="p" sx={{ mt: 2 }}>
        This address could not be read
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, maxWidth: '48ch', mx: 'auto' }}>
        Part of the link is malformed, perhaps cut short or changed when it was copied. Start again from the home page,
        or use the menu above to find what you were looking for.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button href={paths.home} variant="contained" size="large">
          Return to Home
        </Button>
      </Box>
    </Container>
  );
}
