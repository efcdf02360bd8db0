import ArrowForward from '@mui/icons-material/ArrowForward';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { paths } from '@agency/platform/routes';

/** The way from the listing into the Hong Kong & Asia Focus category, as a card among the articles. */
export function AsiaFocusCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const copy = useLocalized(blogCatalog).copy.listing.asiaFocusCard;
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        color: '#FFFFFF',
        border: 0,
        background:
          'radial-gradient(420px 260px at 100% 0%, rgba(255, 154, 107, 0.35), transparent 70%), linear-gradient(150deg, #0F2F6E 0%, #1746A2 100%)',
      }}
    >
      <CardContent
        sx={{ p: { xs: 3, md: 4 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 2, minHeight: 320 }}
      >
        <Box
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(255, 255, 255, 0.14)',
          }}
        >
          <PublicOutlined fontSize="large" />
        </Box>
        {/* A pale orange: under the card's orange glow the brand's light orange falls below 4.5:1. */}
        <Typography variant="overline" component="p" sx={{ color: '#FFC2A3', lineHeight: 1.4 }}>
          {copy.eyebrow}
        </Typography>
        <Typography variant="h4" component={headingLevel} sx={{ fontSize: '1.45rem', mt: -1 }}>
          {copy.title}
        </Typography>
        <Typography sx={{ opacity: 0.9, lineHeight: 1.7, flexGrow: 1 }}>{copy.text}</Typography>
        <Link
          href={paths.blog.asiaFocus}
          sx={{
            color: '#FFFFFF',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            alignSelf: 'flex-start',
            textDecorationColor: 'rgba(255, 255, 255, 0.6)',
          }}
        >
          {copy.action}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {copy.actionSuffix}
          </Box>
          <ArrowForward fontSize="small" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
