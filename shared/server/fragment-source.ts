/**
 * Where the shell's server gets sections' fragments: from each section's location (the folder of
 * its mf-manifest.json in remotes.json), over HTTP, as a browser would.
 *
 * - `fragments/manifest.json` (the section's build and route list) is revalidated on every page
 *   request (a conditional GET: a 304 costs one round trip on the section's own network), so a
 *   redeployed section shows on the very next request. Requests arriving while one revalidation
 *   is in flight share it.
 * - A fragment is cached by the section's build: it is fetched once per deploy.
 * - Nothing waits past the caller's deadline. A section that missed it is given no more waiting
 *   for a moment (its manifest keeps being revalidated in the background), so a slow section
 *   costs one page one deadline, not every page.
 */
import type { RemoteModuleId } from '../src/contracts/contracts';
import type { FragmentManifest } from '../src/contracts/fragments';
import { FRAGMENT_MANIFEST_FILE, parseFragmentMarker } from '../src/contracts/fragments';

/** How long a fetch may run in the background after the page stopped waiting for it. */
const FETCH_TIMEOUT_MS = 5_000;
/** How long a section that missed a deadline gets no waiting. */
const SLOW_SECTION_PAUSE_MS = 1_000;

export type Fetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>;

interface Section {
  manifest?: FragmentManifest;
  etag?: string;
  revalidating?: Promise<FragmentManifest | undefined>;
  /** Fragments of `manifest.build`, by file. */
  fragments: Map<string, Promise<string | undefined>>;
  fragmentsBuild?: string;
  pausedUntil: number;
}

/** Resolves with the promise's value, or with undefined at the deadline, whichever is first. */
function byDeadline<T>(promise: Promise<T | undefined>, deadline: number, now: () => number): Promise<T | undefined> {
  const remaining = deadline - now();
  if (remaining <= 0) return Promise.resolve(undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), remaining)));
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

export class FragmentSource {
  private readonly sections = new Map<string, Section>();

  constructor(
    private readonly fetcher: Fetch = (url, init) => fetch(url, init),
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The section's fragment manifest, revalidated now; undefined when the section cannot say by
   * the deadline (unreachable, slow, or no fragments).
   */
  async manifest(base: string, deadline: number): Promise<FragmentManifest | undefined> {
    const section = this.section(base);
    const revalidation = this.revalidate(base, section);
    if (this.now() < section.pausedUntil) return undefined;
    const manifest = await byDeadline(revalidation, deadline, this.now);
    if (manifest === undefined && this.now() >= deadline) section.pausedUntil = this.now() + SLOW_SECTION_PAUSE_MS;
    return manifest;
  }

  /**
   * A fragment of the manifest's build, checked to be what it says (its marker names the slot's
   * module and the build); undefined when it is missing, broken or late.
   */
  async fragment(
    base: string,
    manifest: FragmentManifest,
    id: RemoteModuleId,
    file: string,
    deadline: number,
  ): Promise<string | undefined> {
    const section = this.section(base);
    if (section.fragmentsBuild !== manifest.build) {
      section.fragments = new Map();
      section.fragmentsBuild = manifest.build;
    }
    let pending = section.fragments.get(file);
    if (!pending) {
      pending = this.fetchFragment(new URL(file, base).href, id, manifest.build);
      section.fragments.set(file, pending);
      // A failure is not cached: the next page asks again.
      void pending.then((body) => body === undefined && section.fragments.delete(file));
    }
    return byDeadline(pending, deadline, this.now);
  }

  private section(base: string): Section {
    let section = this.sections.get(base);
    if (!section) {
      section = { fragments: new Map(), pausedUntil: 0 };
      this.sections.set(base, section);
    }
    return section;
  }

  private revalidate(base: string, section: Section): Promise<FragmentManifest | undefined> {
    section.revalidating ??= this.fetchManifest(base, section).finally(() => (section.revalidating = undefined));
    return section.revalidating;
  }

  private async fetchManifest(base: string, section: Section): Promise<FragmentManifest | undefined> {
    try {
      const headers: Record<string, string> = section.etag ? { 'if-none-match': section.etag } : {};
      const response = await this.fetcher(new URL(FRAGMENT_MANIFEST_FILE, base).href, {
        headers,
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status === 304 && section.manifest) return section.manifest;
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const manifest = (await response.json()) as FragmentManifest;
      if (typeof manifest.build !== 'string' || !Array.isArray(manifest.routes)) throw new Error('not a fragment manifest');
      section.manifest = manifest;
      section.etag = response.headers.get('etag') ?? undefined;
      section.pausedUntil = 0;
      return manifest;
    } catch {
      // Down, or no fragments: pages go out without them until it answers again.
      section.manifest = undefined;
      section.etag = undefined;
      return undefined;
    }
  }

  private async fetchFragment(url: string, id: RemoteModuleId, build: string): Promise<string | undefined> {
    try {
      const response = await this.fetcher(url, { headers: {}, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) return undefined;
      const body = await response.text();
      const marker = /^<!--([^>]*)-->/.exec(body)?.[1];
      const parsed = marker === undefined ? undefined : parseFragmentMarker(marker);
      return parsed?.id === id && parsed.build === build ? body : undefined;
    } catch {
      return undefined;
    }
  }
}
