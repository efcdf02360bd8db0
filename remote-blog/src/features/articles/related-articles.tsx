import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { ArticleCardSection } from './article-card-section';

/** Further reading: the related articles as cards. */
export function RelatedArticles({ articles }: { articles: readonly Article[] }) {
  const blogCopy = useLocalized(blogCatalog).copy;
  return (
    <ArticleCardSection id="related-articles" title={blogCopy.article.relatedTitle} tone="tinted" articles={articles} />
  );
}
