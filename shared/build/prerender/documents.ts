/**
 * Puts the prerender step's output together (render-app.tsx renders, this assembles): an app's
 * HTML documents from webpack's page template, a section's fragment files, and the frame's slots
 * as SSI includes. Pure string work, so it is unit-tested without a build.
 */
import type { RemoteModuleId } from '@agency/platform/contracts';
import type { FragmentManifest } from '@agency/platform/fragments';
import { fragmentMarker } from '@agency/platform/fragments';

/** One of emotion's style chunks: the `data-emotion` key, the ids it holds and their CSS. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

export interface RenderedHtml {
  html: string;
  styles: StyleChunk[];
}

/** What render-app.tsx prints for an app. */
export interface RenderedApp {
  pages: (RenderedHtml & { path: string; file: string })[];
  fragments: (RenderedHtml & { id: RemoteModuleId; file: string })[];
  manifest?: Omit<FragmentManifest, 'build'>;
}

/**
 * Style elements as emotion's client cache expects them: `data-emotion="<key> <id> <id>…"`, so
 * the browser's emotion marks these rules as inserted and hydrates without writing them again.
 */
export function styleTags(styles: StyleChunk[]): string {
  return styles
    .map(
      ({ key, ids, css }) =>
        `<style data-emotion="${key} ${ids.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('');
}

/**
 * The slot markers the frame renders (`<template data-slot-open=…>`) as SSI: the slot's own
 * content becomes a block, shown when the include fails, and the include names the fragment.
 * A server without SSI shows the block's content: the page renders that slot on the client.
 */
export function slotsToIncludes(html: string): string {
  return html.replace(
    /<template data-slot-open="([^"]+)" data-include="([^"]+)"><\/template>([\s\S]*?)<template data-slot-close="\1"><\/template>/g,
    (_match, block: string, include: string, content: string) =>
      `<!--# block name="${block}" -->${content}<!--# endblock --><!--# include virtual="${include}" stub="${block}" -->`,
  );
}

/** A fragment file: its marker (which slot, which build), its styles, and its HTML as a Suspense boundary. */
export function fragmentDocument(id: RemoteModuleId, build: string, { html, styles }: RenderedHtml): string {
  return `<!--${fragmentMarker(id, build)}-->${styleTags(styles)}<!--$-->${html}<!--/$-->`;
}

export interface PageDocumentOptions {
  /** The page template webpack emitted (index.html, minified or not). */
  template: string;
  /** The page's `<title>` and head tags, as HTML. */
  head: string;
  /** The app's own stylesheet (main.css), inlined: the page paints from its HTML alone. */
  css: string;
  /**
   * The page's own lazy chunk files (`page-about-story.<hash>.js`, and chunks it shares). On a
   * page whose scripts start after its first paint (start-after-paint.js), they start with the
   * app's, before main.js, so the chunk is in place when the app asks for it. Elsewhere (a
   * section's standalone page) they are preloaded.
   */
  pageScripts?: string[];
  body: RenderedHtml;
}

/** The start-after-paint script's list of scripts to start (`data-scripts="/react.js … /main.js"`). */
const START_LIST = /(<script[^>]*\bdata-scripts=")([^"]*)(")/;

/** The page's scripts started after paint, before main.js; or preloaded, where the page has no start list. */
function withPageScripts(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const urls = files.map((file) => `/${file}`);
  const list = START_LIST.exec(html);
  if (!list) {
    const preloads = urls.map((url) => `<link rel="preload" href="${url}" as="script">`).join('');
    return html.replace('</head>', () => `${preloads}</head>`);
  }
  const started = (list[2] ?? '').split(' ').filter(Boolean);
  const main = started.findIndex((url) => /\/main\.js$/.test(url));
  if (main < 0) throw new Error('pageDocument: the start list has no main.js');
  started.splice(main, 0, ...urls);
  return html.replace(
    START_LIST,
    (_match, before: string, _old: string, after: string) => `${before}${started.join(' ')}${after}`,
  );
}

/**
 * The app's stylesheet (served as /main.css) as inline CSS: its relative `url(...)`s (a section's
 * build writes `assets/font.woff2`, relative to the stylesheet) made absolute, as the page that
 * inlines it may sit at any depth.
 */
export function inlineStylesheet(css: string): string {
  return css.replace(/url\((["']?)(?![a-z]+:|\/|#)([^"')]+)\1\)/gi, (_match, quote: string, url: string) => {
    return `url(${quote}${new URL(url, 'http://host/main.css').pathname}${quote})`;
  });
}

/** A whole page: the template with the route's head, the inlined stylesheets and the rendered body. */
export function pageDocument({ template, head, css, pageScripts = [], body }: PageDocumentOptions): string {
  const stylesheet = /<link[^>]*\bhref=["']?\/main\.css["']?[^>]*>/;
  let html = template;
  if (!stylesheet.test(html)) throw new Error('pageDocument: the template does not link /main.css');
  html = html
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(stylesheet, () => `<style>${inlineStylesheet(css)}</style>`)
    .replace('</head>', () => `${styleTags(body.styles)}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  html = withPageScripts(html, pageScripts);
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(html)) throw new Error('pageDocument: the template has no empty <div id="root">');
  return html.replace(root, () => `<div id="root">${body.html}</div>`);
}
