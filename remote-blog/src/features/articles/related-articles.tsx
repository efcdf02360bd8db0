import Box from '@mui/material/Box';
import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { laidOutNearScreen } from '@agency/ui/laid-out-near-screen';
import { useLocalized } from '@agency/ui/theme';
import { ArticleCardSection } from './article-card-section';

/** Further reading: the related articles as cards. */
export function RelatedArticles({ articles }: { articles: readonly Article[] }) {
  const blogCopy = useLocalized(blogCatalog).copy;
  if (articles.length === 0) return null; // no box holding the height of cards that are not there
  return (
    // Below the article: held at the height its three cards usually take, stacked on a phone, in a row from md.
    <Box sx={laidOutNearScreen({ xs: 'auto 1800px', md: 'auto 800px' })}>
      <ArticleCardSection
        id="related-articles"
        title={blogCopy.article.relatedTitle}
        tone="tinted"
        articles={articles}
      />
    </Box>
  );
}
