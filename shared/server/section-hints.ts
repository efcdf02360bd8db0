/**
 * Preload hints for a section page. The shell server answers /blog/... with index.html plus a
 * `Link` header naming the blog's manifest, its remote entry and the chunks of its `./Section`
 * (read from the remote's mf-manifest.json, cached briefly), so the browser downloads the section
 * in parallel with the shell instead of after it. Hints are best effort: if a manifest cannot be
 * read, the page still works and the header names only the manifest and the entry.
 */
import type { RemoteName } from '../src/routes/routes';
import { appForPath } from '../src/routes/routes';

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] } };
}

interface Manifest {
  exposes?: ManifestExpose[];
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
  private readonly cache = new Map<string, { expires: number; chunks: string[] }>();

  constructor(
    private readonly fetcher: FetchManifest = fetchManifest,
    private readonly now: () => number = Date.now,
  ) {}

  /** The Link header value for a page, or undefined for a shell page. */
  async linkHeader(pathname: string, manifests: Partial<Record<RemoteName, string>>): Promise<string | undefined> {
    const app = appForPath(pathname);
    const manifest = app === 'shell' ? undefined : manifests[app];
    if (!manifest) return undefined;
    const entry = new URL('remoteEntry.js', manifest).href;
    const chunks = await this.sectionChunks(manifest);
    return [
      `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${entry}>; rel=preload; as=script`,
      ...chunks.map((chunk) => `<${chunk}>; rel=preload; as=script`),
    ].join(', ');
  }

  private async sectionChunks(manifestUrl: string): Promise<string[]> {
    const cached = this.cache.get(manifestUrl);
    if (cached && cached.expires > this.now()) return cached.chunks;
    let chunks: string[] = [];
    try {
      const manifest = await this.fetcher(manifestUrl);
      const section = manifest.exposes?.find((expose) => expose.path === './Section');
      chunks = (section?.assets.js.sync ?? []).map((file) => new URL(file, manifestUrl).href);
    } catch {
      // A remote that is down gets no chunk hints; the page's own loader reports it.
    }
    this.cache.set(manifestUrl, { expires: this.now() + MANIFEST_TTL_MS, chunks });
    return chunks;
  }
}
