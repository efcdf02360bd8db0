import { blogCatalog } from '@agency/content/blog/blog-catalog';
import type { ArticleBody as ArticleBodyBlocks } from '@agency/content/blog/blog';
import type { ArticleSlug, Locale } from '@agency/platform/routes';
import { useLocale } from '@agency/ui/theme';
import { use } from 'react';
import { ArticleBody } from './article-body';

// One request per article and language per visit: a failed load is forgotten so a retry fetches again.
const bodies = new Map<string, Promise<ArticleBodyBlocks>>();

/** Starts fetching an article's body in a language (its own chunk): only a page rendered in the browser needs it. */
function articleBody(slug: ArticleSlug, locale: Locale): Promise<ArticleBodyBlocks> {
  const key = `${locale} ${slug}`;
  let body = bodies.get(key);
  if (!body) {
    body = blogCatalog[locale].loadArticleBody(slug);
    bodies.set(key, body);
    body.catch(() => bodies.delete(key));
  }
  return body;
}

/** The article's body in the page's language once its chunk has arrived; suspends until then. */
export function LoadedArticleBody({ slug }: { slug: ArticleSlug }) {
  return <ArticleBody body={use(articleBody(slug, useLocale()))} />;
}
