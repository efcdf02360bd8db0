import { articles, findArticle } from '@agency/content/blog/articles';
import type { Article } from '@agency/content/blog/blog';
import type { SectionProps } from '@agency/platform/contracts';
import { normalizePath, paths } from '@agency/platform/routes';
import type { ComponentType, ReactNode } from 'react';
import { ArticlePage } from './pages/article-page';
import { AsiaFocusPage } from './pages/asia-focus-page';
import { BlogListingPage } from './pages/blog-listing-page';

const relatedOf = (article: Article) =>
  article.related.map((slug) => findArticle(slug)).filter((found): found is Article => found !== undefined);

const regional = articles.filter((article) => article.categories.includes('Hong Kong & Asia Focus'));

/** Every blog route and its page: the listing, the Hong Kong & Asia Focus category and one page per article. */
function pageFor(path: string): ReactNode {
  if (path === paths.blog.root) return <BlogListingPage articles={articles} />;
  if (path === paths.blog.asiaFocus) return <AsiaFocusPage articles={regional} />;
  const article = articles.find((candidate) => paths.blog.article(candidate.slug) === path);
  return article ? <ArticlePage article={article} related={relatedOf(article)} /> : undefined;
}

/** The blog section: the page of a route, or the shell's 404 for a path it does not serve. */
function BlogSection({ path, notFound }: SectionProps) {
  return pageFor(normalizePath(path)) ?? notFound ?? null;
}

const Section: ComponentType<SectionProps> = BlogSection;
export default Section;
