/**
 * The blog's copy in each language, as its pages read it (`useLocalized(blogCatalog)` in the
 * blog): the words around the articles, the Hong Kong & Asia Focus page, the articles themselves,
 * and how dates and read times are written. The browser's catalog is blog-catalog.browser.ts.
 */
import type { Localized } from '../locale/localized';
import * as englishArticles from './articles';
import * as chineseArticles from './articles.zh-hk';
import * as english from './blog';
import * as chinese from './blog.zh-hk';
import * as englishAsiaFocus from './blog-asia-focus';
import * as chineseAsiaFocus from './blog-asia-focus.zh-hk';
import type { BlogCatalog } from './blog-catalog-shape';
import { blogCatalogOf } from './blog-catalog-shape';

export type { BlogCatalog };

export const blogCatalog: Localized<BlogCatalog> = {
  en: blogCatalogOf({ locale: 'en', blog: english, asiaFocus: englishAsiaFocus, articles: englishArticles }),
  'zh-HK': blogCatalogOf({ locale: 'zh-HK', blog: chinese, asiaFocus: chineseAsiaFocus, articles: chineseArticles }),
};
