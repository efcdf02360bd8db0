/**
 * Puts rendered pages and fragments together (renderer.tsx renders, this assembles): an app's
 * HTML documents from webpack's page template, a section's fragment files, and the frame's slots
 * as SSI includes. Pure string work, so it is unit-tested without a build; the build's prerender
 * step and the development server write the same files from it.
 */
import { createHash } from 'node:crypto';
import type { RemoteModuleId } from '@agency/platform/contracts';
import type { Locale } from '@agency/platform/routes';
import { LANGUAGE_TAG } from '@agency/platform/routes';
import type { FragmentManifest } from '@agency/platform/fragments';
import {
  FRAGMENT_MANIFEST_FILE,
  fragmentMarker,
  fragmentStylesFile,
  fragmentStylesMarker,
  stylesIncludeOf,
} from '@agency/platform/fragments';
import { islandNotice } from '@agency/platform/islands';
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

/** A page as renderer.tsx renders it: its place in the dist, its language, its head (title and tags) and its body. */
export interface RenderedPage extends RenderedHtml {
  path: string;
  locale: Locale;
  file: string;
  head: string;
}

export interface RenderedFragment extends RenderedHtml {
  id: RemoteModuleId;
  locale: Locale;
  file: string;
}

/** What render-app.tsx prints for an app: every page and fragment, and the site files (the shell). */
export interface RenderedApp {
  pages: RenderedPage[];
  fragments: RenderedFragment[];
  manifest?: Omit<FragmentManifest, 'build'>;
  siteFiles?: Record<string, string>;
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
export function fragmentStylesDocument(
  id: RemoteModuleId,
  build: string,
  locale: Locale,
  rules: readonly StyleRule[],
): string {
  const tags = rules.map((rule) => `<style data-emotion="${rule.key} ${rule.id}">${escapeStyle(rule.css)}</style>`);
  return `<!--${fragmentStylesMarker(id, build, locale)}-->${tags.join('')}`;
}

/**
 * A fragment file: the marker of its slot, build and language, then its HTML. Its styles are in a
 * file of their own.
 */
export function fragmentDocument(id: RemoteModuleId, build: string, locale: Locale, html: string): string {
  return `<!--${fragmentMarker(id, build, locale)}-->${html}`;
}

/** An island's own notice as React writes it (`<template data-island-unavailable="">`), with its content. */
const OWN_NOTICE = new RegExp(`(<template ${islandNotice.ownTemplateAttribute}="">)([\\s\\S]*?)(</template>)`, 'g');

/** The class names an HTML string's elements carry. */
const classesIn = (html: string) =>
  new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)));

/**
 * The rules that only an island's own notice uses (a slot's "this section is temporarily
 * unavailable", a template the island runtime shows where the section cannot load), moved out of
 * the head into that template: they come into the page with the notice, and a page whose slot the
 * server fills drops them with the slot, instead of carrying the styles of a notice it never shows.
 * A plain style element: emotion's cache in the browser has nothing to do with a copied template.
 */
export function withOwnNoticeStyles({ html, styles }: RenderedHtml): RenderedHtml {
  const notices = [...html.matchAll(OWN_NOTICE)].map((match) => match[2] ?? '');
  if (notices.length === 0) return { html, styles };
  const elsewhere = classesIn(html.replace(OWN_NOTICE, ''));
  const inNotices = classesIn(notices.join(''));
  const className = (rule: StyleRule) => `${rule.key}-${rule.id}`;
  const moved = styles.filter(
    (rule) => !rule.key.endsWith('-global') && inNotices.has(className(rule)) && !elsewhere.has(className(rule)),
  );
  if (moved.length === 0) return { html, styles };
  return {
    html: html.replace(OWN_NOTICE, (_match, open: string, content: string, close: string) => {
      const own = classesIn(content);
      const css = moved.filter((rule) => own.has(className(rule))).map((rule) => rule.css);
      return `${open}${css.length > 0 ? `<style>${escapeStyle(css.join(''))}</style>` : ''}${content}${close}`;
    }),
    styles: styles.filter((rule) => !moved.includes(rule)),
  };
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
  /** The page's language: `<html lang>`. */
  locale: Locale;
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
  locale,
  head,
  css,
  body,
  headEnd = '',
  startAfterPaint,
}: PageDocumentOptions): string {
  const stylesheet = /<link[^>]*\bhref=["']?\/main\.css["']?[^>]*>/;
  let html = template;
  if (!stylesheet.test(html)) throw new Error('pageDocument: the template does not link /main.css');
  if (!/<html lang="?en"?/.test(html)) throw new Error('pageDocument: the template has no <html lang="en">');
  html = html.replace(/<html lang="?en"?/, () => `<html lang="${LANGUAGE_TAG[locale]}"`);
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

/** What an app's files are put together with: its page template and stylesheet, and what it is. */
export interface AppAssembly {
  /** The shell: its pages are frames whose slots become includes of the sections' fragments. */
  isHost: boolean;
  /** The build written into a section's fragments and their manifest. */
  build: string;
  /** The page template webpack emitted (PAGE_TEMPLATE_FILE) and the app's stylesheet (main.css). */
  template: string;
  css: string;
  /** The shell's late stylesheet, as served (`/enhancements.<hash>.css`): started after the first paint. */
  lateStylesheet?: string;
}

/** webpack's page template, from which every page of an app is made (never served as it is). */
export const PAGE_TEMPLATE_FILE = 'page-template.html';

/** A rendered page's document, by its file in the dist. */
export function pageFiles(page: RenderedPage, app: AppAssembly): Record<string, string> {
  const { html, styles } = withOwnNoticeStyles(page);
  const body = { html: app.isHost ? slotsToIncludes(html) : html, styles };
  const headEnd = app.isHost ? slotStyleIncludes(html) : '';
  const startAfterPaint = app.isHost ? { styles: app.lateStylesheet ? [app.lateStylesheet] : [] } : undefined;
  const { template, css } = app;
  const document = pageDocument({
    template,
    locale: page.locale,
    head: page.head,
    css,
    body,
    headEnd,
    startAfterPaint,
  });
  return { [page.file]: document };
}

/** A rendered fragment's two files: its HTML, and its styles. */
export function fragmentFiles(fragment: RenderedFragment, build: string): Record<string, string> {
  return {
    [fragment.file]: fragmentDocument(fragment.id, build, fragment.locale, fragment.html),
    [fragmentStylesFile(fragment.file)]: fragmentStylesDocument(fragment.id, build, fragment.locale, fragment.styles),
  };
}

/** A section's fragments/manifest.json. */
export function manifestFile(manifest: Omit<FragmentManifest, 'build'>, build: string): Record<string, string> {
  return { [FRAGMENT_MANIFEST_FILE]: `${JSON.stringify({ ...manifest, build }, null, 2)}\n` };
}

/**
 * A stylesheet nothing on the first paint needs (the shell's app/enhancements.css), as served:
 * comments and indentation left out, under a name with its content's hash.
 */
export function lateStylesheet(source: string, name: string): { file: string; css: string } {
  const css = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .trim();
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  return { file: `${name}.${hash}.css`, css };
}
