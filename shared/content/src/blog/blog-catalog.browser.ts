/** The blog's catalog in the browser: each language's copy a chunk of its own (../locale/on-demand.ts). */
import { onDemand } from '../locale/on-demand';
import type { BlogCatalog } from './blog-catalog-shape';
import { blogCatalogOf } from './blog-catalog-shape';

export type { BlogCatalog };

export const blogCatalog = onDemand<BlogCatalog>({
  en: async () => {
    const [blog, asiaFocus, articles] = await Promise.all([
      import('./blog'),
      import('./blog-asia-focus'),
      import('./articles'),
    ]);
    return blogCatalogOf({ locale: 'en', blog, asiaFocus, articles });
  },
  'zh-HK': async () => {
    const [blog, asiaFocus, articles] = await Promise.all([
      import('./blog.zh-hk'),
      import('./blog-asia-focus.zh-hk'),
      import('./articles.zh-hk'),
    ]);
    return blogCatalogOf({ locale: 'zh-HK', blog, asiaFocus, articles });
  },
});
