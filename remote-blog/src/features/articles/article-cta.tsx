import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { paths } from '@agency/platform/routes';

/** The close of every article: a free consultation, and the service the article leads to. */
export function ArticleCta({ serviceLink }: Pick<Article, 'serviceLink'>) {
  const copy = useLocalized(blogCatalog).copy.article.cta;
  return (
    <Box
      component="section"
      aria-labelledby="article-cta-heading"
      sx={{
        mt: 6,
        p: { xs: 3, md: 4.5 },
        borderRadius: 5,
        color: '#FFFFFF',
        background: 'linear-gradient(135deg, #0F2F6E 0%, #1746A2 70%)',
      }}
    >
      <Typography id="article-cta-heading" variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.75rem' } }}>
        {copy.title}
      </Typography>
      <Typography sx={{ mt: 1.5, opacity: 0.92, maxWidth: '58ch' }}>{copy.text}</Typography>
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
        }}
      >
        <Button
          href={paths.contact.scheduleConsultation}
          size="large"
          variant="contained"
          sx={{ bgcolor: '#FFFFFF', color: '#0F2F6E', '&:hover': { bgcolor: '#E8EEFB' } }}
        >
          {copy.action}
        </Button>
        <Button
          href={serviceLink.href}
          size="large"
          variant="outlined"
          endIcon={<ArrowForward aria-hidden />}
          sx={{ color: '#FFFFFF', borderColor: 'rgba(255, 255, 255, 0.6)', '&:hover': { borderColor: '#FFFFFF' } }}
        >
          {serviceLink.label}
        </Button>
      </Box>
    </Box>
  );
}
