import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface CtaBandProps {
  title: string;
  text: string;
  action: { label: string; href: string };
}

/** The closing call to action of a page. */
export function CtaBand({ title, text, action }: CtaBandProps) {
  return (
    <Box component="section" aria-label={title} sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <Box
          sx={{
            borderRadius: 6,
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            color: '#FFFFFF',
            background: 'linear-gradient(135deg, #0F2F6E 0%, #1746A2 60%, #2A5CC4 100%)',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <Box sx={{ maxWidth: '60ch' }}>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {title}
            </Typography>
            <Typography sx={{ mt: 1.5, opacity: 0.92 }}>{text}</Typography>
          </Box>
          <Button
            href={action.href}
            size="large"
            variant="contained"
            sx={{ bgcolor: '#FFFFFF', color: '#0F2F6E', flexShrink: 0, '&:hover': { bgcolor: '#E8EEFB' } }}
          >
            {action.label}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
