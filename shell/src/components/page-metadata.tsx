import { headTags, pageHead } from '@agency/content/site/page-head';
import { useEffect } from 'react';
import { useLocation } from '@agency/platform/router';

type HeadTag = ReturnType<typeof headTags>[number];

/** The selector that finds a tag's counterpart in the document: one tag per name. */
function selectorOf({ tag, attributes }: HeadTag): string {
  if (tag === 'link') return `link[rel="${attributes.rel}"]`;
  return attributes.property ? `meta[property="${attributes.property}"]` : `meta[name="${attributes.name}"]`;
}

/** The tags whose presence depends on the page (a 404 has no canonical URL but a robots tag). */
const optionalSelectors = ['link[rel="canonical"]', 'meta[property="og:url"]', 'meta[name="robots"]'];

/**
 * Keeps the head in step with the route on client-side navigation: title, description,
 * canonical URL and Open Graph tags, the same the build wrote into the route's HTML.
 */
export function PageMetadata() {
  const { pathname } = useLocation();
  useEffect(() => {
    const head = pageHead(pathname);
    document.title = head.title;
    const tags = headTags(head);
    const wanted = new Set(tags.map(selectorOf));
    for (const selector of optionalSelectors) {
      if (!wanted.has(selector)) document.head.querySelectorAll(selector).forEach((element) => element.remove());
    }
    for (const tag of tags) {
      const existing = document.head.querySelectorAll(selectorOf(tag));
      existing.forEach((element, index) => index > 0 && element.remove());
      const element = existing[0] ?? document.head.appendChild(document.createElement(tag.tag));
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    }
  }, [pathname]);
  return null;
}
