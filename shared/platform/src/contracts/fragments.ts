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
import type { RemoteName } from '../routes/routes';

/** The folder of a section's dist that holds its fragments and their description. */
export const FRAGMENTS_DIR = 'fragments';

/** `fragments/manifest.json`: a section's fragments, served `no-cache` beside them. */
export interface FragmentManifest {
  app: RemoteName;
  /** The build the fragments were rendered by; its code reports the same (`build` of each exposed module). */
  build: string;
  /** Every path the section serves, each with a fragment: the section's own route list. */
  routes: string[];
  /** The exposed widgets rendered as fragments (`services/ServiceGrid`), for the shell's pages. */
  widgets: RemoteModuleId[];
}

/** Where a fragment sits in a section's dist, e.g. `fragments/route/blog/crm-evolution.html`. */
export function routeFragmentFile(path: string): string {
  return `${FRAGMENTS_DIR}/route${path}.html`;
}

/** Where a widget's fragment sits in its section's dist, e.g. `fragments/widget/ServiceGrid.html`. */
export function widgetFragmentFile(id: RemoteModuleId): string {
  return `${FRAGMENTS_DIR}/widget/${id.split('/')[1]}.html`;
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

/** The include path of the fragment that fills a slot: a section's route, or a widget. */
export function slotIncludePath(id: RemoteModuleId, pathname: string): string {
  const app = id.split('/')[0] as RemoteName;
  return fragmentIncludePath(app, id.endsWith('/Section') ? routeFragmentFile(pathname) : widgetFragmentFile(id));
}

/**
 * The comment every fragment starts with. It tells the shell's server that the file is the
 * fragment of that slot, of the build its manifest names, and the browser that the slot holds
 * server HTML (an empty slot is rendered in the browser instead).
 */
export function fragmentMarker(id: RemoteModuleId, build: string): string {
  return `fragment ${id} ${build}`;
}

/** The comment a fragment's styles file starts with: whose styles, of which build. */
export function fragmentStylesMarker(id: RemoteModuleId, build: string): string {
  return `fragment-styles ${id} ${build}`;
}

export function parseFragmentStylesMarker(text: string): { id: RemoteModuleId; build: string } | undefined {
  const match = /^fragment-styles (\S+\/\S+) (\S+)$/.exec(text.trim());
  if (!match) return undefined;
  return { id: match[1] as RemoteModuleId, build: match[2] as string };
}

export function parseFragmentMarker(text: string): { id: RemoteModuleId; build: string } | undefined {
  const match = /^fragment (\S+\/\S+) (\S+)$/.exec(text.trim());
  if (!match) return undefined;
  return { id: match[1] as RemoteModuleId, build: match[2] as string };
}

/**
 * The attribute of a slot's element, whose value is the module it shows (`blog/Section`): the
 * place of a section's fragment in a page, whoever renders it.
 */
export const SLOT_ATTRIBUTE = 'data-slot';

/** The SSI block name of a slot's own content (what shows when no fragment fills it). */
export function slotBlockName(id: RemoteModuleId): string {
  return `slot-${id.replace('/', '-')}`;
}
