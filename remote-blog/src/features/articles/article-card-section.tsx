import type { Article } from '@agency/content/blog/blog';
import { CardGrid } from '@agency/ui/card-grid';
import { PageSection } from '@agency/ui/page-section';
import type { PageSectionProps } from '@agency/ui/page-section';
import { ArticleCard } from './article-card';

export interface ArticleCardSectionProps extends Pick<PageSectionProps, 'id' | 'title' | 'tone'> {
  articles: readonly Article[];
}

/** A page section of article cards, three across on desktops; nothing at all when there are none. */
export function ArticleCardSection({ articles, ...section }: ArticleCardSectionProps) {
  if (articles.length === 0) return null;
  return (
    <PageSection {...section}>
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
