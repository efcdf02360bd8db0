import type { Article } from '@agency/shared/content/blog';
import { blogPosting, serializeJsonLd } from './blog-posting';

/** The article's structured data for search engines, as JSON-LD. */
export function BlogPostingJsonLd({ article }: { article: Article }) {
  return (
    <script
      type="application/ld+json"
      // Serialised and escaped by serializeJsonLd, so the data cannot break out of the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(blogPosting(article, window.location.href)) }}
    />
  );
}
