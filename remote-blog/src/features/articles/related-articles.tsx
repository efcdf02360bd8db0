import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { CardGrid } from '@agency/ui/card-grid';
import { PageSection } from '@agency/ui/page-section';
import { ArticleCard } from './article-card';

/** Further reading: the related articles as cards. */
export function RelatedArticles({ articles }: { articles: readonly Article[] }) {
  const blogCopy = useLocalized(blogCatalog).copy;
  if (articles.length === 0) return null;
  return (
    <PageSection id="related-articles" title={blogCopy.article.relatedTitle} tone="tinted">
      <CardGrid columns={3} component="ul">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel="h3" />
          </li>
        ))}
      </CardGrid>
    </PageSection>
  );
}
