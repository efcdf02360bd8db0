/**
 * What one language's blog catalog holds (blog-catalog.ts), and how that language's modules of
 * copy make one. An article's facts (date, read time, categories, author, related articles, cover)
 * are the article's own, the same in every language (article-facts.ts); its words are each
 * language's.
 */
import type { ArticleSlug, Locale } from '@agency/platform/routes';
import { formatLongDate } from '../locale/dates';
import type { Translation } from '../locale/translation';
import { loadArticleBody } from './article-facts';
import type { Article, ArticleAuthor, ArticleBody, ArticleCategory } from './blog';
import type * as english from './blog';
import type * as englishAsiaFocus from './blog-asia-focus';

export interface BlogCatalog {
  copy: Translation<typeof english.blogCopy>;
  asiaFocus: Translation<typeof englishAsiaFocus.asiaFocus>;
  categoryLabels: Readonly<Record<ArticleCategory, string>>;
  authorLabels: Readonly<Record<ArticleAuthor, string>>;
  /** The eleven articles, newest first, in this language. */
  articles: readonly Article[];
  findArticle: (slug: string) => Article | undefined;
  /** An article's body in this language: its own chunk, loaded when the article is rendered. */
  loadArticleBody: (slug: ArticleSlug) => Promise<ArticleBody>;
  /** `2025-01-15` as the language writes a date. */
  formatDate: (isoDate: string) => string;
  readTimeLabel: (minutes: number) => string;
}

/** A language's modules of blog copy. */
export interface BlogLanguage {
  locale: Locale;
  blog: {
    blogCopy: BlogCatalog['copy'];
    articleCategoryLabels: BlogCatalog['categoryLabels'];
    articleAuthorLabels: BlogCatalog['authorLabels'];
    readTimeLabel: BlogCatalog['readTimeLabel'];
  };
  asiaFocus: { asiaFocus: BlogCatalog['asiaFocus'] };
  articles: { articles: readonly Article[] };
}

/** One language's catalog, from its modules of copy. */
export function blogCatalogOf({ locale, blog, asiaFocus, articles }: BlogLanguage): BlogCatalog {
  const bySlug = new Map<string, Article>(articles.articles.map((article) => [article.slug, article]));
  return {
    copy: blog.blogCopy,
    asiaFocus: asiaFocus.asiaFocus,
    categoryLabels: blog.articleCategoryLabels,
    authorLabels: blog.articleAuthorLabels,
    articles: articles.articles,
    findArticle: (slug) => bySlug.get(slug),
    loadArticleBody: (slug) => loadArticleBody(slug, locale),
    formatDate: (isoDate) => formatLongDate(isoDate, locale),
    readTimeLabel: blog.readTimeLabel,
  };
}
