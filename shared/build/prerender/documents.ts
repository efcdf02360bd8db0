/**
 * Puts the prerender step's output together (render-app.tsx renders, this assembles): an app's
 * HTML documents from webpack's page template, a section's fragment files, and the frame's slots
 * as SSI includes. Pure string work, so it is unit-tested without a build.
 */
import type { RemoteModuleId } from '@agency/platform/contracts';
import type { FragmentManifest } from '@agency/platform/fragments';
import { fragmentMarker, fragmentStylesMarker, stylesIncludeOf } from '@agency/platform/fragments';
import { PAGE_START_SCRIPT } from '@agency/platform/page-start-script';

/** One emotion rule: its `data-emotion` key (`css`, or `css-global` for global styles), its id and its CSS. */
export interface StyleRule {
  key: string;
  id: string;
  css: string;
}

export interface RenderedHtml {
  html: string;
  /** Every rule the HTML uses, in the order emotion inserted them. */
  styles: StyleRule[];
}

/** What render-app.tsx prints for an app. */
export interface RenderedApp {
  pages: (RenderedHtml & { path: string; file: string })[];
  fragments: (RenderedHtml & { id: RemoteModuleId; file: string })[];
  manifest?: Omit<FragmentManifest, 'build'>;
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * A page's style elements as emotion's client cache reads them back (`data-emotion="<key> <id>…"`,
 * so it never inserts these rules again): each global rule on its own, as emotion's Global keeps
 * them, and the page's regular rules in one element.
 */
export function styleTags(rules: readonly StyleRule[]): string {
  const globals = rules.filter((rule) => rule.key.endsWith('-global'));
  const regular = rules.filter((rule) => !rule.key.endsWith('-global'));
  const tags = globals.map((rule) => `<style data-emotion="${rule.key} ${rule.id}">${escapeStyle(rule.css)}</style>`);
  const [first] = regular;
  if (first) {
    tags.push(
      `<style data-emotion="${first.key} ${regular.map((rule) => rule.id).join(' ')}">${escapeStyle(regular.map((rule) => rule.css).join(''))}</style>`,
    );
  }
  return tags.join('');
}

/**
 * A fragment's styles file, included in the page's head: one style element per rule, so that the
 * shell's server can leave out each rule the page already has (page-composer.ts).
 */
export function fragmentStylesDocument(id: RemoteModuleId, build: string, rules: readonly StyleRule[]): string {
  const tags = rules.map((rule) => `<style data-emotion="${rule.key} ${rule.id}">${escapeStyle(rule.css)}</style>`);
  return `<!--${fragmentStylesMarker(id, build)}-->${tags.join('')}`;
}

/** A fragment file: the marker of its slot and build, then its HTML. Its styles are in a file of their own. */
export function fragmentDocument(id: RemoteModuleId, build: string, html: string): string {
  return `<!--${fragmentMarker(id, build)}-->${html}`;
}

const SLOT =
  /<template data-slot-open="([^"]+)" data-include="([^"]+)"><\/template>([\s\S]*?)<template data-slot-close="\1"><\/template>/g;

/**
 * The slot markers the frame renders (`<template data-slot-open=…>`) as SSI: the slot's own
 * content becomes a block, shown when the include fails, and the include names the fragment.
 * A server without SSI shows the block's content: the page renders that slot in the browser.
 */
export function slotsToIncludes(html: string): string {
  return html.replace(
    SLOT,
    (_match, block: string, include: string, content: string) =>
      `<!--# block name="${block}" -->${content}<!--# endblock --><!--# include virtual="${include}" stub="${block}" -->`,
  );
}

/** The SSI includes of the slots' styles, for the page's head: one per slot, in the slots' order. */
export function slotStyleIncludes(html: string): string {
  return [...html.matchAll(SLOT)]
    .map((match) => `<!--# include virtual="${stylesIncludeOf(match[2] ?? '')}" -->`)
    .join('');
}

export interface PageDocumentOptions {
  /** The page template webpack emitted (index.html, minified or not). */
  template: string;
  /** The page's `<title>` and head tags, as HTML. */
  head: string;
  /** The app's own stylesheet (main.css), inlined: the page paints from its HTML alone. */
  css: string;
  body: RenderedHtml;
  /** What goes last in the head: the includes of the slots' styles, on a frame. */
  headEnd?: string;
  /**
   * The page starts its scripts, and these stylesheets, once it has painted (PAGE_START_SCRIPT),
   * instead of with its HTML; a browser without script still gets the stylesheets.
   */
  startAfterPaint?: { styles: string[] };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The template's deferred scripts, taken out and listed in the one inline script that starts them after paint. */
function startingAfterPaint(html: string, styles: readonly string[]): string {
  const scripts: string[] = [];
  const without = html.replace(/<script defer(?:="")? src="?([^" >]+)"?><\/script>/g, (_match, src: string) => {
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0) throw new Error('pageDocument: the template has no deferred script to start');
  const start =
    `<script data-scripts="${escapeAttribute(scripts.join(' '))}" data-styles="${escapeAttribute(styles.join(' '))}">` +
    `${PAGE_START_SCRIPT}</script>`;
  const noscript = styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  return without
    .replace('</head>', () => `${start}</head>`)
    .replace('</body>', () => (noscript ? `<noscript>${noscript}</noscript></body>` : '</body>'));
}

/**
 * The app's stylesheet (served as /main.css) as inline CSS, its comments and line breaks left out:
 * its relative `url(...)`s (a section's build writes `assets/font.woff2`, relative to the
 * stylesheet) made absolute, as the page that inlines it may sit at any depth.
 */
export function inlineStylesheet(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim()
    .replace(/url\((["']?)(?![a-z]+:|\/|#)([^"')]+)\1\)/gi, (_match, quote: string, url: string) => {
      return `url(${quote}${new URL(url, 'http://host/main.css').pathname}${quote})`;
    });
}

/** A whole page: the template with the route's head, the inlined stylesheets and the rendered body. */
export function pageDocument({
  template,
  head,
  css,
  body,
  headEnd = '',
  startAfterPaint,
}: PageDocumentOptions): string {
  const stylesheet = /<link[^>]*\bhref=["']?\/main\.css["']?[^>]*>/;
  let html = template;
  if (!stylesheet.test(html)) throw new Error('pageDocument: the template does not link /main.css');
  html = html
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(stylesheet, () => `<style>${inlineStylesheet(css)}</style>`)
    .replace('</head>', () => `${styleTags(body.styles)}${headEnd}</head>`);
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(html)) throw new Error('pageDocument: the template has no empty <div id="root">');
  html = html.replace(root, () => `<div id="root">${body.html}</div>`);
  return startAfterPaint ? startingAfterPaint(html, startAfterPaint.styles) : html;
}
