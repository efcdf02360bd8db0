/** What the development server asks its renderer (render-worker.ts), and what it answers. */
import type { FragmentManifest } from '@agency/platform/fragments';
import type { RenderedFragment, RenderedPage } from '../prerender/documents';

interface Request {
  id: number;
  /** The app's folder. */
  dir: string;
  /** The sources' generation: every saved change moves it on. */
  generation: number;
}

export type RenderRequest = Request & ({ what: 'file'; file: string } | { what: 'manifest' } | { what: 'site-files' });

export type RenderResult =
  | { file: RenderedPage | RenderedFragment | null }
  | { manifest: Omit<FragmentManifest, 'build'> | null }
  | { siteFiles: Record<string, string> };

export type RenderResponse = { id: number } & ({ ok: true; result: RenderResult } | { ok: false; error: string });
