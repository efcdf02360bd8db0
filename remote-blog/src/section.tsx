import type { Article } from '@agency/content/blog/blog';
import type { BlogCatalog } from '@agency/content/blog/blog-catalog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import type { SectionProps } from '@agency/platform/contracts';
import { normalizePath, paths } from '@agency/platform/routes';
import { useLocalized } from '@agency/ui/theme';
import type { ComponentType, ReactNode } from 'react';
import { ArticlePage } from './pages/article-page';
import { AsiaFocusPage } from './pages/asia-focus-page';
import { BlogListingPage } from './pages/blog-listing-page';

/** Every blog route and its page, in the catalog's language: the listing, the Hong Kong & Asia Focus category and one page per article. */
function pageFor(path: string, blog: BlogCatalog): ReactNode {
  const { articles } = blog;
  if (path === paths.blog.root) return <BlogListingPage articles={articles} />;
  if (path === paths.blog.asiaFocus) {
    const regional = articles.filter((article) => article.categories.includes('hong-kong-asia-focus'));
    return <AsiaFocusPage articles={regional} />;
  }
  const article = articles.find((candidate) => paths.blog.article(candidate.slug) === path);
  if (!article) return undefined;
  const related = article.related.map(blog.findArticle).filter((found): found is Article => found !== undefined);
  return <ArticlePage article={article} related={related} />;
}

/** The blog section: the page of a route in the page's language, or the not-found element for a path it does not serve. */
function BlogSection({ path, notFound }: SectionProps) {
  return pageFor(normalizePath(path), useLocalized(blogCatalog)) ?? notFound ?? null;
}

const Section: ComponentType<SectionProps> = BlogSection;
export default Section;
