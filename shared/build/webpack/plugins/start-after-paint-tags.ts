import type HtmlWebpackPlugin from 'html-webpack-plugin';

type HtmlTagObject = HtmlWebpackPlugin.HtmlTagObject;

export interface StartAfterPaintTag {
  /** The URL of start-after-paint.<hash>.js. */
  src: string;
  /** What the app fetches first, preloaded when its scripts start (`/remotes.json`). */
  fetches: string[];
}

const isDeferredScript = (tag: HtmlTagObject): boolean =>
  tag.tagName === 'script' && tag.attributes.defer === true && typeof tag.attributes.src === 'string';

/**
 * A page's head tags with its deferred scripts taken out and listed, in order, on the one script
 * that starts them after the first paint (`data-scripts`), itself deferred and last.
 */
export function startAfterPaintTags(headTags: HtmlTagObject[], { src, fetches }: StartAfterPaintTag): HtmlTagObject[] {
  const scripts = headTags.filter(isDeferredScript).map((tag) => tag.attributes.src);
  if (scripts.length === 0) throw new Error('StartAfterPaint: index.html has no deferred script to start');
  return [
    ...headTags.filter((tag) => !isDeferredScript(tag)),
    {
      tagName: 'script',
      voidTag: false,
      meta: {},
      attributes: { defer: true, src, 'data-scripts': scripts.join(' '), 'data-fetches': fetches.join(' ') },
    },
  ];
}
