import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { paths } from '@agency/platform/routes';
import { ArticleMeta } from './article-meta';
import { CoverImage } from './cover-image';

export interface ArticleCardProps {
  article: Article;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first visible row load their cover at once. */
  priority?: boolean;
}

/** A listing card: cover, main category, title, excerpt, byline, date, read time and Read More. */
export function ArticleCard({ article, headingLevel = 'h2', priority = false }: ArticleCardProps) {
  const blog = useLocalized(blogCatalog);
  const blogCopy = blog.copy;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CoverImage src={article.image} alt={article.imageAlt} priority={priority} />
      <CardContent sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Chip
          label={blog.categoryLabels[article.categories[0]]}
          size="small"
          color="primary"
          variant="outlined"
          sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
        />
        <Typography variant="h4" component={headingLevel} sx={{ fontSize: '1.2rem', lineHeight: 1.35 }}>
          {article.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7, flexGrow: 1 }}>
          {article.excerpt}
        </Typography>
        <ArticleMeta article={article} />
        <Link
          href={paths.blog.article(article.slug)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start', mt: 0.5 }}
        >
          {blogCopy.card.readMore}
          <Box component="span" sx={visuallyHidden}>
            {blogCopy.card.readMoreSuffix(article.title)}
          </Box>
          <ArrowForward fontSize="small" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
