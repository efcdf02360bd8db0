/**
 * The prerender step's renderer, run in Node by the webpack factory beside each production build:
 *
 *   node --import tsx --import ./register-hooks.ts render-app.tsx <app folder>
 *
 * It imports the app's `src/app/prerender.tsx` (the same sources as the browser bundle), renders
 * every page and fragment it describes with React's static renderer and emotion's server API, and
 * prints them as JSON: each one's HTML and the styles it uses. Documents are put together by
 * documents.ts, once webpack has emitted the page template.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { PrerenderEntry } from '@agency/platform/prerender';
import { theme } from '@agency/ui/theme';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RenderedApp, RenderedHtml, StyleChunk } from './documents';

/** React's useId output: an id that depends on where in the tree a component sits. */
const TREE_POSITION_ID = /_R_[0-9a-z]+_/i;

async function render(element: ReactElement): Promise<RenderedHtml> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<CacheProvider value={cache}>{element}</CacheProvider>, {
    // Never split a finished boundary out of its place: that would need an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  if (/<!--\$[?!]-->|<script(?![^>]*application\/ld\+json)/.test(html)) {
    throw new Error('The prerendered HTML has an unfinished Suspense boundary or an inline script');
  }
  const { styles } = emotion.extractCriticalToChunks(html);
  return { html, styles: styles.filter((chunk: StyleChunk) => chunk.css.length > 0) };
}

const { positionals } = parseArgs({ allowPositionals: true });
const appDir = path.resolve(positionals[0] ?? '.');
const started = performance.now();
const { prerender } = (await import(pathToFileURL(path.join(appDir, 'src/app/prerender.tsx')).href)) as {
  prerender: PrerenderEntry;
};

// The theme's and the baseline's global styles are in every page of the shell already: a fragment
// leaves them out.
const frameGlobals = new Set(
  (
    await render(
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
      </ThemeProvider>,
    )
  ).styles.flatMap((chunk) => chunk.ids),
);

const result: RenderedApp = { pages: [], fragments: [] };
for (const page of prerender.pages) {
  result.pages.push({ path: page.path, file: page.file, ...(await render(page.element)) });
}
for (const fragment of prerender.fragments ?? []) {
  const rendered = await render(fragment.element);
  const position = TREE_POSITION_ID.exec(rendered.html);
  if (position) {
    throw new Error(
      `${fragment.file}: the fragment holds the id "${position[0]}" from React's useId, which depends on where the fragment sits in the page's tree. Give that element an explicit id.`,
    );
  }
  const styles = rendered.styles
    .map((chunk) => ({ ...chunk, ids: chunk.ids.filter((id) => !frameGlobals.has(id)) }))
    .filter((chunk) => chunk.ids.length > 0);
  result.fragments.push({ id: fragment.id, file: fragment.file, html: rendered.html, styles });
}
if (prerender.manifest) result.manifest = prerender.manifest;

process.stderr.write(
  `prerendered ${result.pages.length} pages and ${result.fragments.length} fragments in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
process.stdout.write(JSON.stringify(result));
