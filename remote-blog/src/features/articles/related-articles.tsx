import Box from '@mui/material/Box';
import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { ArticleCardSection } from './article-card-section';

/**
 * Laid out only as the reader nears it, below the article (`content-visibility: auto`), at the
 * height its three cards usually take until then: stacked on a phone, in a row from `md`.
 */
const laidOutNearScreen = {
  contentVisibility: 'auto',
  containIntrinsicSize: { xs: 'auto 1800px', md: 'auto 800px' },
} as const;

/** Further reading: the related articles as cards. */
export function RelatedArticles({ articles }: { articles: readonly Article[] }) {
  const blogCopy = useLocalized(blogCatalog).copy;
  if (articles.length === 0) return null; // no box holding the height of cards that are not there
  return (
    <Box sx={laidOutNearScreen}>
      <ArticleCardSection
        id="related-articles"
        title={blogCopy.article.relatedTitle}
        tone="tinted"
        articles={articles}
      />
    </Box>
  );
}
