import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { paths } from '@agency/platform/routes';
import { ArticleMeta } from './article-meta';
import { CoverImage } from './cover-image';
import { Island } from '@agency/ui/island';
import { ShareButton } from './share-button';

/** The top of an article: back link, categories, the h1, lead, byline and share, and the cover. */
export function ArticleHeader({ article }: { article: Article }) {
  const blog = useLocalized(blogCatalog);
  const { share } = blog.copy;
  return (
    <Box
      component="header"
      sx={(theme) => ({
        pt: { xs: 3, md: 5 },
        pb: { xs: 5, md: 7 },
        background: `radial-gradient(900px 360px at 0% 0%, rgba(23, 70, 162, 0.12), transparent 70%)`,
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      })}
    >
      <Container>
        <Link
          href={paths.blog.root}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: { xs: 3, md: 4 } }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          {blog.copy.article.backToAll}
        </Link>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
          }}
        >
          <div>
            <Box
              component="ul"
              aria-label={blog.copy.article.categoriesLabel}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2.5 }}
            >
              {article.categories.map((category, index) => (
                <li key={category}>
                  <Chip
                    label={blog.categoryLabels[category]}
                    size="small"
                    color={index === 0 ? 'primary' : 'default'}
                    variant={index === 0 ? 'filled' : 'outlined'}
                    sx={{ fontWeight: 600 }}
                  />
                </li>
              ))}
            </Box>
            <Typography variant="h1" sx={{ fontSize: 'clamp(1.9rem, 1.3rem + 2.2vw, 2.9rem)', maxWidth: '24ch' }}>
              {article.title}
            </Typography>
            <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2.5, maxWidth: '60ch' }}>
              {article.excerpt}
            </Typography>
            <Box
              sx={{
                mt: 3,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
              }}
            >
              <ArticleMeta article={article} layout="inline" />
              {/* On the first sign of use: most readers never share, and a press is held until then. */}
              <Island
                name="blog/ShareButton"
                component={ShareButton}
                props={{ title: article.title, text: article.excerpt, labels: share }}
                when="intent"
                hold={['click']}
              />
            </Box>
          </div>
          <CoverImage
            src={article.image}
            alt={article.imageAlt}
            priority
            sx={{ borderRadius: 5, border: 1, borderColor: 'divider' }}
          />
        </Box>
      </Container>
    </Box>
  );
}
