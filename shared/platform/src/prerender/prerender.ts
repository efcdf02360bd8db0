/**
 * What an app renders at its build (the prerender step): whole pages, and for a section its
 * fragments. Each app describes them in `src/app/prerender.tsx`; the build's prerender step renders
 * them in Node from the same sources as the browser bundle, so server and client output match.
 */
import type { ReactElement } from 'react';
import type { RemoteModuleId } from '../contracts/contracts';
import type { FragmentManifest } from '../contracts/fragments';

/** A whole HTML document of the app's dist, e.g. `about/story/index.html`. */
export interface PrerenderPage {
  /** The location it is rendered at; its head comes from the route table. */
  path: string;
  file: string;
  element: ReactElement;
}

/** A section's fragment: one route's main content, or a widget, rendered alone. */
export interface PrerenderFragment {
  id: RemoteModuleId;
  file: string;
  element: ReactElement;
}

export interface PrerenderEntry {
  pages: PrerenderPage[];
  fragments?: PrerenderFragment[];
  /** A section's fragment manifest, less the build (the prerender step adds it). */
  manifest?: Omit<FragmentManifest, 'build'>;
}

/** The HTML file of a route in a dist: `index.html` for `/`, `about/story/index.html` for `/about/story`. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
