/**
 * The blog's copy in each language, as its pages read it (`useBlogCatalog()` in the blog): the
 * words around the articles, the Hong Kong & Asia Focus page, the articles themselves, and how
 * dates and read times are written. An article's facts (date, read time, categories, author,
 * related articles, cover) are the article's own, the same in every language; its words are each
 * language's.
 */
import type { ArticleSlug } from '@agency/platform/routes';
import { formatLongDate } from '../locale/dates';
import type { Localized } from '../locale/localized';
import type { Translation } from '../locale/translation';
import { articles as englishArticles, loadArticleBody } from './articles';
import { articleWords } from './articles.zh-hk';
import type { Article, ArticleAuthor, ArticleBody, ArticleCategory, ArticleMetaTranslation } from './blog';
import * as english from './blog';
import * as chinese from './blog.zh-hk';
import { asiaFocus as englishAsiaFocus } from './blog-asia-focus';
import { asiaFocus as chineseAsiaFocus } from './blog-asia-focus.zh-hk';

export interface BlogCatalog {
  copy: Translation<typeof english.blogCopy>;
  asiaFocus: Translation<typeof englishAsiaFocus>;
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

/** Each article with another language's words over its own facts. */
function inWords(words: readonly ArticleMetaTranslation[]): readonly Article[] {
  const bySlug = new Map(words.map((meta) => [meta.slug, meta]));
  return englishArticles.map((article) => ({ ...article, ...bySlug.get(article.slug) }));
}

function finder(articles: readonly Article[]): (slug: string) => Article | undefined {
  const bySlug = new Map<string, Article>(articles.map((article) => [article.slug, article]));
  return (slug) => bySlug.get(slug);
}

const same = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, String(value)])) as Record<T, string>;

const chineseArticles = inWords(articleWords);

export const blogCatalog: Localized<BlogCatalog> = {
  en: {
    copy: english.blogCopy,
    asiaFocus: englishAsiaFocus,
    categoryLabels: same(english.articleCategories),
    authorLabels: same(english.articleAuthors),
    articles: englishArticles,
    findArticle: finder(englishArticles),
    loadArticleBody: (slug) => loadArticleBody(slug, 'en'),
    formatDate: (isoDate) => formatLongDate(isoDate, 'en'),
    readTimeLabel: english.readTimeLabel,
  },
  'zh-HK': {
    copy: chinese.blogCopy,
    asiaFocus: chineseAsiaFocus,
    categoryLabels: chinese.articleCategoryLabels,
    authorLabels: chinese.articleAuthorLabels,
    articles: chineseArticles,
    findArticle: finder(chineseArticles),
    loadArticleBody: (slug) => loadArticleBody(slug, 'zh-HK'),
    formatDate: (isoDate) => formatLongDate(isoDate, 'zh-HK'),
    readTimeLabel: chinese.readTimeLabel,
  },
};
