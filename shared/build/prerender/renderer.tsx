/**
 * Renders an app's pages and fragments into HTML, in Node, from the same sources as the browser
 * bundle: React's static renderer and emotion's server API. The build renders every one of them
 * (render-app.tsx, beside each production build); the development server renders the one a
 * request asks for (../dev/render-worker.ts), so what a team sees in development is what ships.
 *
 * Islands: a page's `<Island>`s are registered while the page renders (IslandCollector) and then
 * rendered each by a React render of its own, with the identifierPrefix its own root uses in the
 * browser, so every id React's useId makes inside an island is the one hydration expects. An
 * `<EnhancedIsland>` is registered for its id alone: its HTML is the page's. Pages
 * and fragments get prefixes of their own too, so ids never collide on a composed page.
 */
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { headHtml, pageHead } from '@agency/content/site/page-head';
import { robotsTxt, sitemapXml } from '@agency/content/site/site-files';
import type { IslandName } from '@agency/platform/islands';
import { islandId, islandIdPrefix } from '@agency/platform/islands';
import type { PrerenderEntry, PrerenderFragment, PrerenderPage } from '@agency/platform/prerender';
import { buildId } from '@agency/platform/build-id';
import { IslandCollectorContext, islandHtmlMarker } from '@agency/ui/island';
import { IslandFrame } from '@agency/ui/island-frame';
import type { IslandCollector } from '@agency/ui/island';
import { IslandProviders } from '@agency/ui/island-providers';
import { theme } from '@agency/ui/theme';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RenderedFragment, RenderedHtml, RenderedPage, StyleRule } from './documents';

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
      if (island) islands.push({ id, element: island });
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

let frameGlobals: Promise<Set<string>> | undefined;

/**
 * The theme's and the baseline's global styles: every page of the shell has them already, so a
 * fragment leaves them out.
 */
function globalsOfTheFrame(): Promise<Set<string>> {
  frameGlobals ??= render(
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
    </ThemeProvider>,
    '',
  ).then(({ styles }) => new Set(styles.map((rule) => rule.id)));
  return frameGlobals;
}

export async function renderPage(page: PrerenderPage): Promise<RenderedPage> {
  const { path, locale, file } = page;
  return { path, locale, file, head: headHtml(pageHead(path)), ...(await render(page.element, '')) };
}

export async function renderFragment(fragment: PrerenderFragment): Promise<RenderedFragment> {
  // Its own prefix: the fragment is rendered apart from the page it goes into.
  const rendered = await render(fragment.element, `${fragment.id.replace('/', '-')}-`);
  const globals = await globalsOfTheFrame();
  const styles = rendered.styles.filter((rule) => !globals.has(rule.id));
  return { id: fragment.id, locale: fragment.locale, file: fragment.file, html: rendered.html, styles };
}

/** The site files the shell serves beside its pages, from the route table. */
export function siteFiles(): Record<string, string> {
  return { 'sitemap.xml': sitemapXml(), 'robots.txt': robotsTxt() };
}

/** What an app's entry renders at `file`: one of its pages or fragments; undefined when it has none there. */
export function renderFile(entry: PrerenderEntry, file: string): Promise<RenderedPage | RenderedFragment> | undefined {
  const page = entry.pages.find((candidate) => candidate.file === file);
  if (page) return renderPage(page);
  const fragment = entry.fragments?.find((candidate) => candidate.file === file);
  return fragment ? renderFragment(fragment) : undefined;
}
