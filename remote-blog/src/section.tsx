import { articles, findArticle } from '@agency/content/blog/articles';
import type { Article } from '@agency/content/blog/blog';
import type { SectionProps } from '@agency/platform/contracts';
import { paths, relativeToSection } from '@agency/platform/routes';
import type { ComponentType } from 'react';
import { Route, Routes } from '@agency/platform/router';
import { ArticlePage } from './pages/article-page';
import { AsiaFocusPage } from './pages/asia-focus-page';
import { BlogListingPage } from './pages/blog-listing-page';

const relatedOf = (article: Article) =>
  article.related.map((slug) => findArticle(slug)).filter((found): found is Article => found !== undefined);

const regional = articles.filter((article) => article.categories.includes('Hong Kong & Asia Focus'));

/** The blog section: listing, the Hong Kong & Asia Focus category and one page per article. */
function BlogSection({ notFound }: SectionProps) {
  return (
    <Routes>
      <Route index element={<BlogListingPage articles={articles} />} />
      <Route path={relativeToSection('blog', paths.blog.asiaFocus)} element={<AsiaFocusPage articles={regional} />} />
      {articles.map((article) => (
        <Route
          key={article.slug}
          path={relativeToSection('blog', paths.blog.article(article.slug))}
          element={<ArticlePage article={article} related={relatedOf(article)} />}
        />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}

const Section: ComponentType<SectionProps> = BlogSection;
export default Section;

// The build this code comes from: the shell hydrates a fragment only with the code that rendered it.
export { buildId as build } from '@agency/platform/build-id';
