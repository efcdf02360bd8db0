/**
 * Pages from HTML: what a section's build writes beside its code, and what the shell's server
 * reads to compose a page.
 *
 * A section renders its own routes and widgets into HTML fragments at its own build, inside its
 * dist/ (`fragments/…`), so a fragment deploys with the section that owns it and never with the
 * shell. Each fragment is two files: its HTML, and its styles (`….styles.html`), which go in the
 * page's head. The shell's build writes, for every route, a frame (nav, footer, the page's own
 * content) with a slot where a fragment goes and an include of the fragment's styles in its head.
 * The shell's server (or nginx, with SSI) fills both from the section's location in remotes.json.
 * The fragment stays the server's HTML in the browser; only the islands inside it run code.
 */
import type { RemoteModuleId } from './contracts';
import type { Locale, RemoteName } from '../routes/routes';
import { DEFAULT_LOCALE, isLocale, LOCALE_SEGMENT } from '../routes/locales';

/** The folder of a section's dist that holds its fragments and their description. */
export const FRAGMENTS_DIR = 'fragments';

/** `fragments/manifest.json`: a section's fragments, served `no-cache` beside them. */
export interface FragmentManifest {
  app: RemoteName;
  /** The build the fragments were rendered by; its code reports the same (`build` of each exposed module). */
  build: string;
  /**
   * The languages the section's fragments are in. A section built before it had any but English
   * says nothing: it is English only, and the shell never shows its English under a Chinese URL.
   */
  locales?: Locale[];
  /** Every address the section serves, in each of its languages (`/blog`, `/zh-hk/blog`), each with a fragment. */
  routes: string[];
  /** The exposed widgets rendered as fragments (`services/ServiceGrid`), for the shell's pages, in each language. */
  widgets: RemoteModuleId[];
}

/** The languages a manifest's fragments are in. */
export function manifestLocales(manifest: Pick<FragmentManifest, 'locales'>): readonly Locale[] {
  return manifest.locales ?? [DEFAULT_LOCALE];
}

/** A locale's fragments: `fragments/` for English, `fragments/zh-hk/` for Chinese. */
function fragmentsDir(locale: Locale): string {
  return LOCALE_SEGMENT[locale] ? `${FRAGMENTS_DIR}/${LOCALE_SEGMENT[locale]}` : FRAGMENTS_DIR;
}

/**
 * Where a route's fragment in a locale sits in a section's dist: the locale is in its path, so
 * every cache keys on it (`fragments/route/blog/crm-evolution.html`,
 * `fragments/zh-hk/route/blog/crm-evolution.html`).
 */
export function routeFragmentFile(route: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${fragmentsDir(locale)}/route${route}.html`;
}

/** Where a widget's fragment in a locale sits in its section's dist, e.g. `fragments/zh-hk/widget/ServiceGrid.html`. */
export function widgetFragmentFile(id: RemoteModuleId, locale: Locale = DEFAULT_LOCALE): string {
  return `${fragmentsDir(locale)}/widget/${id.split('/')[1]}.html`;
}

/** A fragment's styles file beside it: `fragments/route/blog.html` → `fragments/route/blog.styles.html`. */
export function fragmentStylesFile(file: string): string {
  return file.replace(/\.html$/, '.styles.html');
}

/** The include path of a fragment's styles, from the include path of the fragment. */
export function stylesIncludeOf(includePath: string): string {
  return fragmentStylesFile(includePath);
}

export const FRAGMENT_MANIFEST_FILE = `${FRAGMENTS_DIR}/manifest.json`;

/**
 * The path through which a page includes a section's file: the shell's server (and nginx) map
 * `/_fragments/<section>/` to the section's location, e.g. `/_fragments/blog/fragments/route/blog.html`.
 */
export function fragmentIncludePath(app: RemoteName, file: string): string {
  return `/_fragments/${app}/${file}`;
}

/** The include path of the fragment that fills a slot in a locale: a section's route, or a widget. */
export function slotIncludePath(id: RemoteModuleId, route: string, locale: Locale = DEFAULT_LOCALE): string {
  const app = id.split('/')[0] as RemoteName;
  return fragmentIncludePath(
    app,
    id.endsWith('/Section') ? routeFragmentFile(route, locale) : widgetFragmentFile(id, locale),
  );
}

/**
 * The comment every fragment starts with. It tells the shell's server that the file is the
 * fragment of that slot, of the build its manifest names, and the browser that the slot holds
 * server HTML (an empty slot is rendered in the browser instead).
 */
export function fragmentMarker(id: RemoteModuleId, build: string, locale: Locale = DEFAULT_LOCALE): string {
  return `fragment ${id} ${build} ${locale}`;
}

/** The comment a fragment's styles file starts with: whose styles, of which build and language. */
export function fragmentStylesMarker(id: RemoteModuleId, build: string, locale: Locale = DEFAULT_LOCALE): string {
  return `fragment-styles ${id} ${build} ${locale}`;
}

/** What a marker says; a marker written before fragments had a language is English. */
export interface FragmentMarker {
  id: RemoteModuleId;
  build: string;
  locale: Locale;
}

function parseMarker(kind: string, text: string): FragmentMarker | undefined {
  const match = new RegExp(`^${kind} (\\S+\\/\\S+) (\\S+)(?: (\\S+))?$`).exec(text.trim());
  if (!match) return undefined;
  const locale = match[3] ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) return undefined;
  return { id: match[1] as RemoteModuleId, build: match[2] as string, locale };
}

export const parseFragmentStylesMarker = (text: string) => parseMarker('fragment-styles', text);

export const parseFragmentMarker = (text: string) => parseMarker('fragment', text);

/**
 * The attribute of a slot's element, whose value is the module it shows (`blog/Section`): the
 * place of a section's fragment in a page, whoever renders it.
 */
export const SLOT_ATTRIBUTE = 'data-slot';

/** The SSI block name of a slot's own content (what shows when no fragment fills it). */
export function slotBlockName(id: RemoteModuleId): string {
  return `slot-${id.replace('/', '-')}`;
}
