/**
 * The prerender step's renderer, run in Node by the webpack factory beside each production build:
 *
 *   node --import tsx --import ./register-hooks.ts render-app.tsx <app folder>
 *
 * It imports the app's `src/app/prerender.tsx` (the same sources as the browser bundle), renders
 * every page and fragment it describes (renderer.tsx) and prints them as JSON. Documents are put
 * together by documents.ts, once webpack has emitted the page template.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { PrerenderEntry } from '@agency/platform/prerender';
import type { RenderedApp } from './documents';
import { renderFragment, renderPage, siteFiles } from './renderer';

const { positionals } = parseArgs({ allowPositionals: true });
const appDir = path.resolve(positionals[0] ?? '.');
const started = performance.now();
const { prerender } = (await import(pathToFileURL(path.join(appDir, 'src/app/prerender.tsx')).href)) as {
  prerender: PrerenderEntry;
};

const result: RenderedApp = { pages: [], fragments: [] };
for (const page of prerender.pages) result.pages.push(await renderPage(page));
for (const fragment of prerender.fragments ?? []) result.fragments.push(await renderFragment(fragment));
if (prerender.manifest) result.manifest = prerender.manifest;
else result.siteFiles = siteFiles();

process.stderr.write(
  `prerendered ${result.pages.length} pages and ${result.fragments.length} fragments in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
process.stdout.write(JSON.stringify(result));
