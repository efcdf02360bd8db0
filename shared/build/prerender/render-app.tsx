/**
 * The prerender step's renderer, run in Node by the webpack factory beside each production build:
 *
 *   node --import tsx --import ./register-hooks.ts render-app.tsx <app folder>
 *
 * It imports the app's `src/app/prerender.tsx` (the same sources as the browser bundle), renders
 * every page and fragment it describes with React's static renderer and emotion's server API, and
 * prints them as JSON: each one's HTML and the styles it uses. Documents are put together by
 * documents.ts, once webpack has emitted the page template.
 *
 * Islands: a page's `<Island>`s are registered while the page renders (IslandCollector) and then
 * rendered each by a React render of its own, with the identifierPrefix its own root uses in the
 * browser, so every id React's useId makes inside an island is the one hydration expects. Pages
 * and fragments get prefixes of their own too, so ids never collide on a composed page.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { IslandName } from '@agency/platform/islands';
import { islandId, islandIdPrefix } from '@agency/platform/islands';
import type { PrerenderEntry } from '@agency/platform/prerender';
import { buildId } from '@agency/platform/build-id';
import { IslandCollectorContext, islandHtmlMarker } from '@agency/ui/island';
import { IslandFrame } from '@agency/ui/island-frame';
import type { IslandCollector } from '@agency/ui/island';
import { IslandProviders } from '@agency/ui/island-providers';
import { theme } from '@agency/ui/theme';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RenderedApp, RenderedHtml, StyleRule } from './documents';

async function renderToHtml(element: ReactElement, cache: EmotionCache, identifierPrefix: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<CacheProvider value={cache}>{element}</CacheProvider>, {
    identifierPrefix,
    // Never split a finished boundary out of its place: that would need an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  if (/<!--\$[?!]-->|<script(?![^>]*application\/(ld\+)?json)/.test(html)) {
    throw new Error('The prerendered HTML has an unfinished Suspense boundary or an inline script');
  }
  return html;
}

/** A page or fragment, with its islands rendered each on its own and put in place, and its styles. */
async function render(element: ReactElement, identifierPrefix: string): Promise<RenderedHtml> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const islands: { id: string; element: ReactElement }[] = [];
  const counts = new Map<IslandName, number>();
  const collector: IslandCollector = {
    build: buildId,
    add(name, island) {
      const index = counts.get(name) ?? 0;
      counts.set(name, index + 1);
      const id = islandId(name, index);
      islands.push({ id, element: island });
      return id;
    },
  };
  let html = await renderToHtml(
    <IslandCollectorContext value={collector}>{element}</IslandCollectorContext>,
    cache,
    identifierPrefix,
  );
  for (const island of islands) {
    // The tree the browser hydrates (island-hydrate.tsx): the frame, then the island's providers.
    const islandHtml = await renderToHtml(
      <IslandFrame id={island.id}>
        <IslandProviders>{island.element}</IslandProviders>
      </IslandFrame>,
      cache,
      islandIdPrefix(island.id),
    );
    const marker = islandHtmlMarker(island.id);
    if (!html.includes(marker)) throw new Error(`The page has no place for its island ${island.id}`);
    html = html.replace(marker, () => islandHtml);
  }
  // Every rule the HTML uses, one per emotion id, in the order emotion inserted them.
  const { styles } = emotion.extractCriticalToChunks(html);
  const rules: StyleRule[] = styles.flatMap((chunk) =>
    chunk.ids.map((id) => ({ key: chunk.key, id, css: cache.inserted[id] as string })),
  );
  return { html, styles: rules.filter((rule) => typeof rule.css === 'string' && rule.css.length > 0) };
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
      '',
    )
  ).styles.map((rule) => rule.id),
);

const result: RenderedApp = { pages: [], fragments: [] };
for (const page of prerender.pages) {
  result.pages.push({ path: page.path, file: page.file, ...(await render(page.element, '')) });
}
for (const fragment of prerender.fragments ?? []) {
  // Its own prefix: the fragment is rendered apart from the page it goes into.
  const rendered = await render(fragment.element, `${fragment.id.replace('/', '-')}-`);
  const styles = rendered.styles.filter((rule) => !frameGlobals.has(rule.id));
  result.fragments.push({ id: fragment.id, file: fragment.file, html: rendered.html, styles });
}
if (prerender.manifest) result.manifest = prerender.manifest;

process.stderr.write(
  `prerendered ${result.pages.length} pages and ${result.fragments.length} fragments in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
process.stdout.write(JSON.stringify(result));
