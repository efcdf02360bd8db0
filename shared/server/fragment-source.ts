/**
 * Where the shell's server gets sections' fragments: from each section's location (the folder of
 * its mf-manifest.json in remotes.json), over HTTP, as a browser would.
 *
 * - `fragments/manifest.json` (the section's build and route list) is revalidated on every page
 *   request (a conditional GET: a 304 costs one round trip on the section's own network), so a
 *   redeployed section shows on the very next request. Requests arriving while one revalidation
 *   is in flight share it.
 * - A fragment is cached by the section's build: when a new build is seen, all its fragments are
 *   fetched in the background, a few at a time, so a page rarely waits for one; a fragment a page
 *   asks for before its turn is fetched at once, ahead of the queue.
 * - Nothing waits past the caller's deadline. A section that is down gives no manifest, and pages
 *   go out without its fragments. A section that is merely slow to revalidate is answered from
 *   the manifest it last gave (its code, which the browser loads, is then of that build or a newer
 *   one: the browser renders afresh in the second case), and is not waited for again for a
 *   moment, so a slow section costs one page one deadline, not every page.
 */
import type { RemoteModuleId } from '@agency/platform/contracts';
import type { FragmentManifest } from '@agency/platform/fragments';
import {
  FRAGMENT_MANIFEST_FILE,
  fragmentStylesFile,
  manifestLocales,
  parseFragmentMarker,
  parseFragmentStylesMarker,
  routeFragmentFile,
  widgetFragmentFile,
} from '@agency/platform/fragments';
import type { Locale } from '@agency/platform/routes';
import { splitLocale } from '@agency/platform/routes';

/** How long a fetch may run in the background after the page stopped waiting for it. */
const FETCH_TIMEOUT_MS = 5_000;
/** How long a section that missed a deadline gets no waiting. */
const SLOW_SECTION_PAUSE_MS = 1_000;
/**
 * How many of a new build's fragments are fetched at once in the background. All of them at once
 * (a hundred files for the services) would put the one a page is waiting for behind the rest.
 */
const PREFETCH_CONCURRENCY = 4;

export type Fetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>;

/** A fragment of the section's build: fetched (`body`), on its way, or waiting for its turn (`start`). */
interface CachedFragment {
  body?: string;
  pending: Promise<string | undefined>;
  /** Fetches it now, if it has not started yet. */
  start: () => void;
}

interface Section {
  manifest?: FragmentManifest;
  etag?: string;
  revalidating?: Promise<FragmentManifest | undefined>;
  /** Fragments of `fragmentsBuild`, by file. */
  fragments: Map<string, CachedFragment>;
  /** Those of them the background fetch has not reached yet, in order. */
  queue: CachedFragment[];
  /** Settles when the background fetch of the build's fragments is done. */
  prefetched?: Promise<void>;
  fragmentsBuild?: string;
  pausedUntil: number;
}

/** The promise's value, if it settles by the deadline; undefined when it is late. */
export function settleBy<T>(
  promise: Promise<T>,
  deadline: number,
  now: () => number,
): Promise<{ value: T } | undefined> {
  const remaining = deadline - now();
  if (remaining <= 0) return Promise.resolve(undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), remaining)));
  return Promise.race([promise.then((value) => ({ value })), late]).finally(() => clearTimeout(timer));
}

export class FragmentSource {
  private readonly sections = new Map<string, Section>();

  constructor(
    private readonly fetcher: Fetch = (url, init) => fetch(url, init),
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The section's fragment manifest, revalidated now; undefined when the section cannot say by
   * the deadline (unreachable, slow, or no fragments). A published version's (`immutable`) never
   * changes: once read, it is not asked for again.
   */
  async manifest(base: string, deadline: number, immutable = false): Promise<FragmentManifest | undefined> {
    const section = this.section(base);
    if (immutable && section.manifest) return section.manifest;
    const revalidation = this.revalidate(base, section);
    if (this.now() < section.pausedUntil) return section.manifest;
    const settled = await settleBy(revalidation, deadline, this.now);
    if (settled) return settled.value;
    section.pausedUntil = this.now() + SLOW_SECTION_PAUSE_MS;
    return section.manifest;
  }

  /**
   * A fragment of the manifest's build, checked to be what it says (its marker names the slot's
   * module, the build and the language); undefined when it is missing, broken, late, or in
   * another language.
   */
  async fragment(
    base: string,
    manifest: FragmentManifest,
    target: { id: RemoteModuleId; file: string; locale: Locale },
    deadline: number,
  ): Promise<string | undefined> {
    const section = this.section(base);
    if (section.fragmentsBuild !== manifest.build) this.forgetBuild(section, manifest.build);
    const cached = this.cachedFragment(base, section, manifest, target);
    cached.start();
    // A fragment already here goes out whatever the time: only waiting is bounded by the deadline.
    return cached.body ?? (await settleBy(cached.pending, deadline, this.now))?.value;
  }

  /**
   * Reads each section's manifest and its fragments now: called at server start, so the first
   * visitors get composed pages. Sections starting beside the shell may not answer yet: each is
   * tried a few times, half a second apart. Settles once every section that answered has its
   * fragments here; never rejects.
   */
  async warm(bases: string[], attempts = 8, delayMs = 500, signal?: AbortSignal): Promise<void> {
    for (let attempt = 0; attempt < attempts && !signal?.aborted; attempt++) {
      const missing = bases.filter((base) => !this.sections.get(base)?.manifest);
      if (missing.length === 0) break;
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await Promise.all(missing.map((base) => this.revalidate(base, this.section(base))));
    }
    await Promise.all(bases.map((base) => this.sections.get(base)?.prefetched));
  }

  private section(base: string): Section {
    let section = this.sections.get(base);
    if (!section) {
      section = { fragments: new Map(), queue: [], pausedUntil: 0 };
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
      if (typeof manifest.build !== 'string' || !Array.isArray(manifest.routes))
        throw new Error('not a fragment manifest');
      section.manifest = manifest;
      section.etag = response.headers.get('etag') ?? undefined;
      section.pausedUntil = 0;
      this.prefetch(base, section, manifest);
      return manifest;
    } catch {
      // Down, or no fragments: pages go out without them until it answers again.
      section.manifest = undefined;
      section.etag = undefined;
      return undefined;
    }
  }

  /** Drops the fragments of the build the section had, and what was queued of them. */
  private forgetBuild(section: Section, build: string) {
    section.fragments = new Map();
    section.queue.length = 0;
    section.queue = [];
    section.fragmentsBuild = build;
  }

  /** A new build: its fragments, fetched now, a few at a time, so pages find them cached. */
  private prefetch(base: string, section: Section, manifest: FragmentManifest) {
    if (section.fragmentsBuild === manifest.build) return;
    this.forgetBuild(section, manifest.build);
    const targets = [
      ...manifest.routes.map((address) => {
        const { locale, route } = splitLocale(address);
        return { id: `${manifest.app}/Section` as RemoteModuleId, file: routeFragmentFile(route, locale), locale };
      }),
      ...manifestLocales(manifest).flatMap((locale) =>
        manifest.widgets.map((id) => ({ id, file: widgetFragmentFile(id, locale), locale })),
      ),
    ];
    for (const target of targets) {
      for (const file of [target.file, fragmentStylesFile(target.file)])
        section.queue.push(this.cachedFragment(base, section, manifest, { ...target, file }));
    }
    const queue = section.queue;
    let done!: () => void;
    section.prefetched = new Promise<void>((resolve) => (done = resolve));
    // Each worker takes the next fragment when its last one settles; a fragment a page started
    // already counts as taken. A newer build empties this queue, and the workers stop.
    let working = PREFETCH_CONCURRENCY;
    const work = () => {
      const next = queue.shift();
      if (!next) {
        if (--working === 0) done();
        return;
      }
      next.start();
      void next.pending.finally(work);
    };
    for (let worker = 0; worker < PREFETCH_CONCURRENCY; worker++) work();
  }

  private cachedFragment(
    base: string,
    section: Section,
    manifest: FragmentManifest,
    { id, file, locale }: { id: RemoteModuleId; file: string; locale: Locale },
  ): CachedFragment {
    let entry = section.fragments.get(file);
    if (!entry) {
      let start!: () => void;
      const started = new Promise<void>((resolve) => (start = resolve));
      const created: CachedFragment = {
        pending: started.then(() =>
          this.fetchFragment(new URL(file, base).href, { id, build: manifest.build, locale }),
        ),
        start,
      };
      section.fragments.set(file, created);
      void created.pending.then((body) => {
        if (body !== undefined) created.body = body;
        // A failure is not cached: the next page asks again.
        else if (section.fragments.get(file) === created) section.fragments.delete(file);
      });
      entry = created;
    }
    return entry;
  }

  private async fetchFragment(
    url: string,
    expected: { id: RemoteModuleId; build: string; locale: Locale },
  ): Promise<string | undefined> {
    try {
      const response = await this.fetcher(url, { headers: {}, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) return undefined;
      const body = await response.text();
      const marker = /^<!--([^>]*)-->/.exec(body)?.[1];
      // A fragment's HTML or its styles file: each starts with the marker of its kind.
      const parse = url.endsWith('.styles.html') ? parseFragmentStylesMarker : parseFragmentMarker;
      const parsed = marker === undefined ? undefined : parse(marker);
      // Another slot's, build's or language's file is no fragment of this one: the slot keeps its own content.
      const matches =
        parsed?.id === expected.id && parsed.build === expected.build && parsed.locale === expected.locale;
      return matches ? body : undefined;
    } catch {
      return undefined;
    }
  }
}
