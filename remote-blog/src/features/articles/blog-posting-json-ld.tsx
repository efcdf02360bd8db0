import type { Article } from '@agency/content/blog/blog';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { canonicalUrl } from '@agency/content/site/page-head';
import { paths } from '@agency/platform/routes';
import { useLocale, useLocalized } from '@agency/ui/theme';
import { blogPosting, serializeJsonLd } from './blog-posting';

/**
 * The article's structured data for search engines, as JSON-LD. Its URL is the canonical one, not
 * the address in the browser: the element is prerendered, and must read the same when hydrated.
 */
export function BlogPostingJsonLd({ article }: { article: Article }) {
  const locale = useLocale();
  const section = useLocalized(blogCatalog).categoryLabels[article.categories[0]];
  return (
    <script
      type="application/ld+json"
      // Serialised and escaped by serializeJsonLd, so the data cannot break out of the element.
      dangerouslySetInnerHTML={{
        __html: serializeJsonLd(
          blogPosting(article, canonicalUrl(paths.blog.article(article.slug)), { locale, section }),
        ),
      }}
    />
  );
}
