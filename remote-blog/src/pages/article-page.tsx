import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { useLocalized } from '@agency/ui/theme';
import { TagList } from '@agency/ui/tag-list';
import { Suspense } from 'react';
import { LoadedArticleBody } from '../features/articles/article-body-loader';
import { ArticleCta } from '../features/articles/article-cta';
import { ArticleHeader } from '../features/articles/article-header';
import { BlogPostingJsonLd } from '../features/articles/blog-posting-json-ld';
import { RelatedArticles } from '../features/articles/related-articles';

export interface ArticlePageProps {
  article: Article;
  related: readonly Article[];
}

/** One article: header with cover, body (loaded on its own), tags, the consultation and service calls, related reading. */
export function ArticlePage({ article, related }: ArticlePageProps) {
  const blog = useLocalized(blogCatalog);
  return (
    <>
      <BlogPostingJsonLd article={article} />
      <ArticleHeader article={article} />
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Box component="article" aria-label={article.title} sx={{ maxWidth: '68ch', mx: 'auto' }}>
          {/* The body is its own chunk; the space it holds keeps the footer below the fold meanwhile. */}
          <Suspense fallback={<Box sx={{ minHeight: '100vh' }} aria-busy="true" />}>
            <LoadedArticleBody slug={article.slug} />
          </Suspense>
          <Divider sx={{ my: 4 }} />
          <TagList tags={article.tags} label={blog.copy.article.tagsLabel} />
          <ArticleCta serviceLink={article.serviceLink} />
        </Box>
      </Container>
      <RelatedArticles articles={related} />
    </>
  );
}
