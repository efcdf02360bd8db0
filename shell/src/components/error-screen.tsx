import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@agency/platform/routes';

export interface ErrorScreenProps {
  /** The status, as the page's h1. */
  status: string;
  copy: { title: string; text: string; action: string };
  /** Data attributes that mark the screen for the page's script. */
  attributes?: Readonly<Record<`data-${string}`, string>>;
}

/** A page that is no page (404, 400): its status as the heading, what happened, and the way back Home. */
export function ErrorScreen({ status, copy, attributes }: ErrorScreenProps) {
  return (
    <Container {...attributes} sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        component="h1"
        sx={{ fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        {status}
      </Typography>
      <Typography variant="h2" component="p" sx={{ mt: 2 }}>
        {copy.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, maxWidth: '48ch', mx: 'auto' }}>
        {copy.text}
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button href={paths.home} variant="contained" size="large">
          {copy.action}
        </Button>
      </Box>
    </Container>
  );
}
