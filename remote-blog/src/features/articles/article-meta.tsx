import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';

export interface ArticleMetaProps {
  article: Pick<Article, 'author' | 'date' | 'readTime'>;
  /** 'stacked': byline above date and read time (cards); 'inline': one line where it fits (article header). */
  layout?: 'stacked' | 'inline';
}

const Separator = () => (
  <Box component="span" aria-hidden sx={{ opacity: 0.6 }}>
    ·
  </Box>
);

/** "By Harbourline AI Lab", "15 January 2025 · 11 min read". */
export function ArticleMeta({ article, layout = 'stacked' }: ArticleMetaProps) {
  const blog = useLocalized(blogCatalog);
  const inline = layout === 'inline';
  return (
    <Typography
      variant={inline ? 'body1' : 'body2'}
      color="text.secondary"
      sx={{
        display: 'flex',
        flexDirection: inline ? 'row' : 'column',
        flexWrap: 'wrap',
        columnGap: 1,
        rowGap: 0.25,
      }}
    >
      <span>
        {blog.copy.article.authorPrefix} {blog.authorLabels[article.author]}
      </span>
      {inline && (
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          <Separator />
        </Box>
      )}
      <Box component="span" sx={{ display: 'inline-flex', columnGap: 1, whiteSpace: 'nowrap' }}>
        <time dateTime={article.date}>{blog.formatDate(article.date)}</time>
        <Separator />
        <span>{blog.readTimeLabel(article.readTime)}</span>
      </Box>
    </Typography>
  );
}
