import { loadArticleBody } from '@agency/content/blog/articles';
import type { ArticleBody as ArticleBodyBlocks } from '@agency/content/blog/blog';
import type { ArticleSlug } from '@agency/platform/routes';
import { use } from 'react';
import { ArticleBody } from './article-body';

// One request per article per visit: a failed load is forgotten so a retry fetches again.
const bodies = new Map<ArticleSlug, Promise<ArticleBodyBlocks>>();

/** Starts fetching an article's body (its own chunk): only a page rendered in the browser needs it. */
function articleBody(slug: ArticleSlug): Promise<ArticleBodyBlocks> {
  let body = bodies.get(slug);
  if (!body) {
    body = loadArticleBody(slug);
    bodies.set(slug, body);
    body.catch(() => bodies.delete(slug));
  }
  return body;
}

/** The article's body once its chunk has arrived; suspends until then. */
export function LoadedArticleBody({ slug }: { slug: ArticleSlug }) {
  return <ArticleBody body={use(articleBody(slug))} />;
}
