/**
 * Preload hints for a section page. The shell server answers /blog/... with index.html plus a
 * `Link` header naming the blog's manifest, its remote entry, the chunks of its `./Section` and
 * those of the page itself when it is lazy, such as an article's body (all read from the remote's
 * mf-manifest.json), so the browser downloads the section in parallel with the shell instead of
 * after it. Hints never delay a page: they come from a cache that is
 * refreshed in the background (stale-while-revalidate). Until a manifest has been read, or when
 * it cannot be, the header names only the manifest and the entry.
 */
import type { RemoteName } from '../src/routes/routes';
import { appForPath, pageChunkName } from '../src/routes/routes';

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] } };
}

interface Manifest {
  exposes?: ManifestExpose[];
  /** Script files of the remote's lazy pages by pageChunkName() (added by the webpack factory). */
  metaData?: { pageChunks?: Record<string, string[]> };
}

interface Hints {
  fetchedAt: number;
  /** The `./Section` expose's chunks, as absolute URLs. */
  chunks: string[];
  /** Each lazy page's chunks, as absolute URLs. */
  pageChunks: Map<string, string[]>;
}

const MANIFEST_TTL_MS = 30_000;
const MANIFEST_TIMEOUT_MS = 800;

type FetchManifest = (url: string) => Promise<Manifest>;

const fetchManifest: FetchManifest = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Manifest;
};

export class SectionHints {
  private readonly cache = new Map<string, Hints>();
  private readonly refreshing = new Map<string, Promise<void>>();

  constructor(
    private readonly fetcher: FetchManifest = fetchManifest,
    private readonly now: () => number = Date.now,
  ) {}

  /** The Link header value for a page, or undefined for a shell page. Never waits for the network. */
  linkHeader(
    pathname: string,
    manifests: Partial<Record<RemoteName, string>>,
    integrity: Partial<Record<RemoteName, string>> = {},
  ): string | undefined {
    const app = appForPath(pathname);
    const manifest = app === 'shell' ? undefined : manifests[app];
    if (!manifest) return undefined;
    const entry = new URL('remoteEntry.js', manifest).href;
    // A pinned entry is fetched in CORS mode with its hash: the preload must ask the same way.
    const pinned = app === 'shell' ? undefined : integrity[app];
    const entryHint = pinned
      ? `<${entry}>; rel=preload; as=script; crossorigin=anonymous; integrity="${pinned}"`
      : `<${entry}>; rel=preload; as=script`;
    const hints = this.cachedHints(manifest);
    // A page chunk may share a split chunk with the Section: each URL once.
    const chunks = new Set([...(hints?.chunks ?? []), ...(hints?.pageChunks.get(pageChunkName(pathname)) ?? [])]);
    return [
      `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
      entryHint,
      ...[...chunks].map((chunk) => `<${chunk}>; rel=preload; as=script`),
    ].join(', ');
  }

  /**
   * Reads every manifest now (at server start), so the first visitors get full hints. Remotes
   * starting beside the shell may not answer yet: each is tried a few times, half a second apart.
   */
  async warm(manifests: Partial<Record<RemoteName, string>>, attempts = 6, delayMs = 500): Promise<void> {
    const urls = Object.values(manifests).filter((url): url is string => Boolean(url));
    for (let attempt = 0; attempt < attempts; attempt++) {
      const missing = urls.filter((url) => !this.cache.has(url));
      if (missing.length === 0) return;
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await Promise.all(missing.map((url) => this.refresh(url)));
    }
  }

  private cachedHints(manifestUrl: string): Hints | undefined {
    const cached = this.cache.get(manifestUrl);
    if (!cached || this.now() - cached.fetchedAt > MANIFEST_TTL_MS) void this.refresh(manifestUrl);
    return cached;
  }

  private refresh(manifestUrl: string): Promise<void> {
    const pending = this.refreshing.get(manifestUrl);
    if (pending) return pending;
    const refresh = this.fetcher(manifestUrl)
      .then((manifest) => {
        const section = manifest.exposes?.find((expose) => expose.path === './Section');
        const absolute = (files: string[]) => files.map((file) => new URL(file, manifestUrl).href);
        const pageChunks = new Map(
          Object.entries(manifest.metaData?.pageChunks ?? {}).map(([name, files]) => [name, absolute(files)]),
        );
        this.cache.set(manifestUrl, {
          fetchedAt: this.now(),
          chunks: absolute(section?.assets.js.sync ?? []),
          pageChunks,
        });
      })
      .catch(() => {
        // A remote that is down keeps its last hints (or none); the next page view tries again.
      })
      .finally(() => this.refreshing.delete(manifestUrl));
    this.refreshing.set(manifestUrl, refresh);
    return refresh;
  }
}
