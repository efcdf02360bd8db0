import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Testimonial } from '@agency/content/company-pages/home';

const QUOTES = {
  quotes: '"\\201C" "\\201D" "\\2018" "\\2019"',
  '&:lang(zh-HK)': { quotes: '"\\300C" "\\300D" "\\300E" "\\300F"' },
} as const;

/** A client's words with the result they describe; the client is named by role and sector. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {/* The figure is the content, not the card: its figcaption must be its first or last child. */}
      <CardContent
        component="figure"
        sx={{ m: 0, p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1 }}
      >
        <FormatQuoteRounded aria-hidden color="secondary" sx={{ fontSize: 36 }} />
        <Typography component="p" variant="h4" color="primary">
          {testimonial.result}
        </Typography>
        <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
          {/* The page's language's quotation marks: “…” in English, 「…」 in Hong Kong Chinese. */}
          <Typography color="text.secondary" sx={{ lineHeight: 1.75, '& q': QUOTES }}>
            <q>{testimonial.quote}</q>
          </Typography>
        </Box>
        <Typography component="figcaption" variant="body2">
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {testimonial.role}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {testimonial.organisation}
          </Box>
        </Typography>
      </CardContent>
    </Card>
  );
}
