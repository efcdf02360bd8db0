/**
 * The development server's renderer: a long-lived Node process (started by renderer-process.ts
 * with tsx and the prerender step's asset hooks) that renders, on request, one page or fragment of
 * an app from its sources, exactly as the build's prerender step does (prerender/renderer.tsx).
 *
 * Each request names a generation, which the server moves on at every saved change: the app's
 * sources and the renderer are imported in that generation (fresh-hooks.ts), so the project's
 * modules are evaluated afresh while React, MUI and emotion load once.
 */
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderEntry } from '@agency/platform/prerender';
import type * as RendererModule from '../prerender/renderer';
import type { RenderRequest, RenderResponse, RenderResult } from './render-protocol';

register('./fresh-hooks.ts', import.meta.url);

type Renderer = typeof RendererModule;

interface Loaded {
  entry: PrerenderEntry;
  renderer: Renderer;
}

const rendererUrl = pathToFileURL(path.join(import.meta.dirname, '../prerender/renderer.tsx')).href;
/** Each app's sources in the latest generation asked for (older ones are let go). */
const loaded = new Map<string, { generation: number; modules: Promise<Loaded> }>();

function load(dir: string, generation: number): Promise<Loaded> {
  const current = loaded.get(dir);
  if (current?.generation === generation) return current.modules;
  const entryUrl = pathToFileURL(path.join(dir, 'src/app/prerender.tsx')).href;
  const modules = Promise.all([
    import(`${entryUrl}?v=${generation}`) as Promise<{ prerender: PrerenderEntry }>,
    import(`${rendererUrl}?v=${generation}`) as Promise<Renderer>,
  ]).then(([{ prerender }, renderer]) => ({ entry: prerender, renderer }));
  loaded.set(dir, { generation, modules });
  return modules;
}

async function answer(request: RenderRequest): Promise<RenderResult> {
  const { entry, renderer } = await load(request.dir, request.generation);
  switch (request.what) {
    case 'file':
      return { file: (await renderer.renderFile(entry, request.file)) ?? null };
    case 'manifest':
      return { manifest: entry.manifest ?? null };
    case 'site-files':
      return { siteFiles: renderer.siteFiles() };
  }
}

process.on('message', (request: RenderRequest) => {
  answer(request).then(
    (result) => process.send?.({ id: request.id, ok: true, result } satisfies RenderResponse),
    (error: unknown) =>
      process.send?.({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderResponse),
  );
});
