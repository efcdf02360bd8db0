/**
 * What an app renders at its build (the prerender step): whole pages, and for a section its
 * fragments. Each app describes them in `src/app/prerender.tsx`; the build's prerender step renders
 * them in Node from the same sources as the browser bundle, so server and client output match.
 */
import type { ReactElement } from 'react';
import type { RemoteModuleId } from '../contracts/contracts';
import type { FragmentManifest } from '../contracts/fragments';
import type { Locale } from '../routes/locales';
import { localizedPath } from '../routes/locales';

/** A whole HTML document of the app's dist, e.g. `about/story/index.html`. */
export interface PrerenderPage {
  /** The address it is rendered at (`/zh-hk/blog`); its head comes from the route table and its language. */
  path: string;
  locale: Locale;
  file: string;
  element: ReactElement;
}

/** A section's fragment: one route's main content, or a widget, rendered alone. */
export interface PrerenderFragment {
  id: RemoteModuleId;
  locale: Locale;
  file: string;
  element: ReactElement;
}

export interface PrerenderEntry {
  pages: PrerenderPage[];
  fragments?: PrerenderFragment[];
  /** A section's fragment manifest, less the build (the prerender step adds it). */
  manifest?: Omit<FragmentManifest, 'build'>;
}

/**
 * The HTML file of an address in a dist: `index.html` for `/`, `about/story/index.html` for
 * `/about/story`, `zh-hk/index.html` for `/zh-hk/`.
 */
export function pageFile(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? 'index.html' : `${trimmed.slice(1)}/index.html`;
}

/**
 * A language's page for an address that is no page (404) or cannot be read (400): `404.html`,
 * `zh-hk/404.html`. The shell's build writes one of each per language; its servers send them.
 */
export function errorPageFile(status: 400 | 404, locale: Locale): string {
  return `${localizedPath(`/${status}`, locale).slice(1)}.html`;
}
