/**
 * Composes the shell's pages at request time: the frame the shell's build wrote for a route, with
 * each slot filled by its section's fragment (see fragment-source.ts). A slot whose fragment is
 * missing, broken or later than the deadline keeps its own content, and the browser renders it as
 * it would without composition.
 *
 * A section route's status comes from the section's own route list (its fragment manifest), or
 * from the shell's route table while the section cannot say. Composed pages are cached by what
 * they are made of (the frame's file and each fragment's build), with their compressed forms, so
 * a warm page costs the manifest revalidations and a lookup. The cache keeps the pages used most
 * recently, and the not-found page once whatever path asked for it: requests for made-up paths
 * cannot push the site's pages out.
 *
 * Frames come from a `FrameSource`: the shell's dist in production (`distFrames`), or whatever a
 * development server renders.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { RemoteModuleId } from '@agency/platform/contracts';
import type { FragmentManifest } from '@agency/platform/fragments';
import { fragmentStylesFile, manifestLocales, routeFragmentFile, widgetFragmentFile } from '@agency/platform/fragments';
import { errorPageFile, pageFile } from '@agency/platform/prerender';
import type { Locale, RemoteName } from '@agency/platform/routes';
import {
  appForPath,
  isKnownPath,
  localizedPath,
  normalizePath,
  remoteNames,
  sectionBasePath,
  splitLocale,
} from '@agency/platform/routes';
import { PAGE_REMOTES_ID } from '@agency/platform/releases';
import { FragmentSource } from './fragment-source';
import { dedupeHeadStyles } from './head-styles';
import type { SectionLocation } from './section-versions';
import type { Frame as SsiFrame, Include } from './ssi';
import { composeFrame, parseFrame } from './ssi';

/** How long a page waits for sections' fragments: past it, the page goes out without them. */
export const FRAGMENT_DEADLINE_MS = 300;

const brotli = promisify(zlib.brotliCompress);

/** The brotli quality of a page's first response, before its dense form is ready. */
const QUICK_BROTLI_QUALITY = 6;

const brotliAt = (page: Buffer, quality: number) =>
  brotli(page, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length },
  });
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A page as sent: its bytes in one encoding. */
export interface ComposedPage {
  status: 200 | 400 | 404;
  body: Buffer;
  encoding: Encoding;
  /** The slots that were filled, e.g. `blog/Section@6f01a98d874a` (for logs and tests). */
  filled: string[];
  /** Whether the page came from the cache (for tests and logs). */
  cached: boolean;
  /** The page's language, from its path alone (`Content-Language`). */
  locale: Locale;
}

interface CachedPage {
  identity: Buffer;
  filled: string[];
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** A page file the shell's build wrote (a route's frame, 404.html, 400.html), as a version and its text. */
export interface Frame {
  /** Changes whenever the file does (a shell deploy, a rebuild in development). */
  version: string;
  html: string;
}

/** Where the composer reads frames: the shell's dist, or a development server's renderer. */
export interface FrameSource {
  /** The file by its path in the dist (`about/story/index.html`, `404.html`); undefined when there is none. */
  read(file: string): Promise<Frame | undefined>;
}

/**
 * The frames of a dist folder on disk: a stat per request, and the file read again only when its
 * modification time or size changed (a shell deploy).
 */
export function distFrames(root: string): FrameSource {
  const read = new Map<string, Frame>();
  return {
    async read(file) {
      const full = path.join(root, file);
      if (!full.startsWith(path.join(root, path.sep))) return undefined;
      try {
        const info = await stat(full);
        if (!info.isFile()) return undefined;
        const version = `${info.mtimeMs} ${info.size}`;
        const known = read.get(file);
        if (known?.version === version) return known;
        const frame = { version, html: await readFile(full, 'utf8') };
        read.set(file, frame);
        return frame;
      } catch {
        return undefined;
      }
    },
  };
}

interface ParsedFrame {
  version: string;
  frame: SsiFrame;
}

/** `/_fragments/<section>/<file>`: the include paths the frames use. */
const INCLUDE_PATH = /^\/_fragments\/([a-z]+)\/(.+)$/;

/** Pages kept composed, the least recently used first to go. */
const MAX_CACHED_PAGES = 500;

/** Why a slot went out with its own content instead of its fragment. */
export type MissReason =
  | 'no manifest (section down or slow)'
  | 'not in the section’s manifest'
  | 'not in the section’s languages'
  | 'fragment missing, broken or late';

/**
 * Where each section is for the request being composed (its live version, a canary's or a
 * preview's); undefined when the section has no location.
 */
export type LocateSection = (name: RemoteName) => Promise<SectionLocation | undefined>;

export interface PageComposerOptions {
  /** The shell's page files. */
  frames: FrameSource;
  /** remotes.json: where each section is (its mf-manifest.json), unless a request says otherwise. */
  remotes: () => Partial<Record<RemoteName, string>>;
  /** Optional pinning: the entries' hashes remotes.json carries, which the page names too. */
  integrity?: () => Record<string, string>;
  source?: FragmentSource;
  deadlineMs?: number;
  now?: () => number;
  /** Told of each slot that went out without its fragment. */
  onMiss?: (slot: RemoteModuleId, route: string, reason: MissReason) => void;
  /** How many composed pages are kept. */
  maxPages?: number;
}

export class PageComposer {
  private readonly frames = new Map<string, ParsedFrame>();
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly source: FragmentSource;
  private readonly deadlineMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PageComposerOptions) {
    this.now = options.now ?? Date.now;
    this.source = options.source ?? new FragmentSource(undefined, this.now);
    this.deadlineMs = options.deadlineMs ?? FRAGMENT_DEADLINE_MS;
    this.pages = new LRUCache({ max: options.maxPages ?? MAX_CACHED_PAGES });
  }

  /**
   * The page for a path (a page without slots as the build wrote it), or undefined when there is
   * no frame for it: not even the not-found page.
   */
  async compose(
    pathname: string,
    accepts: Encoding[],
    locate: LocateSection = this.rootLocations,
  ): Promise<ComposedPage | undefined> {
    const route = normalizePath(pathname);
    const { locale } = splitLocale(route);
    const notFound = errorPageFile(404, locale);
    const deadline = this.now() + this.deadlineMs;
    const app = appForPath(route);
    const locations = new Map<RemoteName, Promise<SectionLocation | undefined>>();
    const locationOf = (name: RemoteName) => {
      let location = locations.get(name);
      if (!location) {
        location = locate(name);
        locations.set(name, location);
      }
      return location;
    };
    const manifests = new Map<RemoteName, Promise<FragmentManifest | undefined>>();
    const manifestOf = (name: RemoteName) => {
      let manifest = manifests.get(name);
      if (!manifest) {
        manifest = locationOf(name).then((location) =>
          location ? this.source.manifest(baseOf(location), deadline, location.version !== undefined) : undefined,
        );
        manifests.set(name, manifest);
      }
      return manifest;
    };

    let status: 200 | 404 = 200;
    let file = pageFile(route);
    if (app !== 'shell') {
      const manifest = await manifestOf(app);
      // A section that cannot say, or was built before it had this language, leaves it to the
      // route table: its slot then shows the section's unavailable state in the page's language.
      const served =
        manifest && manifestLocales(manifest).includes(locale) ? manifest.routes.includes(route) : isKnownPath(route);
      if (!served) {
        status = 404;
        file = notFound;
      } else if (!(await this.exists(file))) file = pageFile(localizedPath(sectionBasePath(app), locale));
    } else if (!isKnownPath(route)) {
      status = 404;
      file = notFound;
    }

    let parsed = await this.frame(file);
    if (!parsed && status === 200) {
      // A route the build wrote no page for is a page the site does not have.
      status = 404;
      file = notFound;
      parsed = await this.frame(file);
    }
    if (!parsed) return undefined;

    // Each slot's fragment, fetched in parallel; a section's route slot takes the requested route.
    const contents = await Promise.all(
      parsed.frame.includes.map(async (include) => {
        const target = this.fragmentOf(include, route, locale);
        if (!target || status === 404) return undefined;
        const location = await locationOf(target.app);
        const base = location && baseOf(location);
        const manifest = await manifestOf(target.app);
        const miss = (reason: MissReason) => void this.options.onMiss?.(target.id, route, reason);
        if (!base || !manifest) return miss('no manifest (section down or slow)');
        if (!manifestLocales(manifest).includes(locale)) return miss('not in the section’s languages');
        const listed = target.id.endsWith('/Section')
          ? manifest.routes.includes(route)
          : manifest.widgets.includes(target.id);
        if (!listed) return miss('not in the section’s manifest');
        const body = await this.source.fragment(base, manifest, target, deadline);
        if (body === undefined) return miss('fragment missing, broken or late');
        return { body, label: `${target.id}@${manifest.build}` };
      }),
    );
    const filled = contents.flatMap((content) => (content ? [content.label] : []));
    const remotes = await this.pageRemotes(locations);
    // The not-found page is the same whatever path asked for it: one entry, never one per path.
    const key = `${status} ${file} ${parsed.version} ${status === 404 ? '' : route} ${filled.join(' ')} ${remotes}`;
    let page = this.pages.get(key);
    const cached = page !== undefined;
    if (!page) {
      const byInclude = new Map(parsed.frame.includes.map((include, index) => [include, contents[index]?.body]));
      const html = withPageRemotes(
        dedupeHeadStyles(composeFrame(parsed.frame, (include: Include) => byInclude.get(include))),
        remotes,
      );
      page = { identity: Buffer.from(html), filled, encoded: new Map() };
      this.pages.set(key, page);
    }
    return this.answer(page, status, accepts, cached, locale);
  }

  /** A page file sent as the build wrote it (the bad-request page), or undefined when there is none. */
  async plainPage(
    file: string,
    status: ComposedPage['status'],
    accepts: Encoding[],
    locale: Locale,
  ): Promise<ComposedPage | undefined> {
    const parsed = await this.frame(file);
    if (!parsed) return undefined;
    const key = `${status} ${file} ${parsed.version}`;
    let page = this.pages.get(key);
    const cached = page !== undefined;
    if (!page) {
      page = { identity: Buffer.from(composeFrame(parsed.frame, () => undefined)), filled: [], encoded: new Map() };
      this.pages.set(key, page);
    }
    return this.answer(page, status, accepts, cached, locale);
  }

  private async answer(
    page: CachedPage,
    status: ComposedPage['status'],
    accepts: Encoding[],
    cached: boolean,
    locale: Locale,
  ): Promise<ComposedPage> {
    const encoding = accepts.find((candidate) => candidate !== 'identity') ?? 'identity';
    return { status, body: await this.encoded(page, encoding), encoding, filled: page.filled, cached, locale };
  }

  /**
   * Reads every section's manifest and fragments now (at server start), each where `locate` puts
   * it for a visitor without cookies; never rejects.
   */
  async warm(locate: LocateSection = this.rootLocations, signal?: AbortSignal): Promise<void> {
    const located = await Promise.all(remoteNames.map((name) => locate(name).catch(() => undefined)));
    const bases = located.flatMap((location) => (location ? [baseOf(location)] : []));
    return this.source.warm(bases, undefined, undefined, signal);
  }

  /** Each section at its location's root, as remotes.json names it. */
  private readonly rootLocations: LocateSection = (name) => {
    const manifest = this.options.remotes()[name];
    return Promise.resolve(manifest ? { manifest } : undefined);
  };

  /**
   * The sections this page's fragments came from, as the page tells the browser: its islands load
   * the code of the same versions, whatever goes live while the page is open.
   */
  private async pageRemotes(locations: Map<RemoteName, Promise<SectionLocation | undefined>>): Promise<string> {
    const manifests: Partial<Record<RemoteName, string>> = {};
    const versions: Partial<Record<RemoteName, string>> = {};
    for (const [name, pending] of locations) {
      const location = await pending;
      if (!location) continue;
      manifests[name] = location.manifest;
      if (location.version !== undefined) versions[name] = location.version;
    }
    if (Object.keys(manifests).length === 0) return '';
    const integrity = Object.fromEntries(
      Object.entries(this.options.integrity?.() ?? {}).filter(([name]) => name in manifests),
    );
    return JSON.stringify({
      ...manifests,
      ...(Object.keys(versions).length > 0 ? { versions } : {}),
      ...(Object.keys(integrity).length > 0 ? { integrity } : {}),
    });
  }

  /**
   * Which section's file an include names: a fragment, or its styles (in the page's head), in the
   * page's language. A route fragment follows the requested address (`/zh-hk/blog/crm-evolution`
   * → `fragments/zh-hk/route/blog/crm-evolution.html`); an include of another language's file is
   * none of this page's.
   */
  private fragmentOf(include: Include, address: string, locale: Locale): FragmentTarget | undefined {
    const styles = include.virtual.endsWith('.styles.html');
    const target = this.htmlFragmentOf(
      styles ? include.virtual.replace(/\.styles\.html$/, '.html') : include.virtual,
      address,
      locale,
    );
    return target && styles ? { ...target, file: fragmentStylesFile(target.file) } : target;
  }

  private htmlFragmentOf(virtual: string, address: string, locale: Locale): FragmentTarget | undefined {
    const match = INCLUDE_PATH.exec(virtual);
    const app = match?.[1] as RemoteName | undefined;
    const file = match?.[2];
    if (!app || !file || !(remoteNames as readonly string[]).includes(app)) return undefined;
    if (file.startsWith(routeFragmentFile(sectionBasePath(app), locale).replace(/\.html$/, ''))) {
      return { app, id: `${app}/Section`, file: routeFragmentFile(splitLocale(address).route, locale), locale };
    }
    const widget = `${app}/${path.basename(file, '.html')}` as RemoteModuleId;
    return widgetFragmentFile(widget, locale) === file ? { app, id: widget, file, locale } : undefined;
  }

  private async exists(file: string): Promise<boolean> {
    return (await this.frame(file)) !== undefined;
  }

  /** A frame file, parsed once per version of the file (a shell deploy replaces it). */
  private async frame(file: string): Promise<ParsedFrame | undefined> {
    const read = await this.options.frames.read(file);
    if (!read) return undefined;
    const cached = this.frames.get(file);
    if (cached?.version === read.version) return cached;
    const parsed = { version: read.version, frame: parseFrame(read.html) };
    this.frames.set(file, parsed);
    return parsed;
  }

  /**
   * A composed page in an encoding, made once per page and kept with it. Brotli's densest quality
   * (11) makes a page 10–13 % smaller than quality 6 (Home 25.0 → 22.1 KB) but takes 75–120 ms of
   * CPU where 6 takes 1–2: the page's first request gets quality 6 at once, and the dense form,
   * made in the background, serves every request after it.
   */
  private encoded(page: CachedPage, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(page.identity);
    const cached = page.encoded.get(encoding);
    if (cached) return cached;
    if (encoding === 'gzip') {
      const gzipped = gzip(page.identity, { level: 6 });
      page.encoded.set(encoding, gzipped);
      return gzipped;
    }
    const quick = brotliAt(page.identity, QUICK_BROTLI_QUALITY);
    page.encoded.set(encoding, quick);
    void quick
      .then(() => brotliAt(page.identity, zlib.constants.BROTLI_MAX_QUALITY))
      .then((dense) => page.encoded.set(encoding, Promise.resolve(dense)))
      .catch(() => undefined);
    return quick;
  }
}

/** The fragment that fills an include: whose, which file, in which language. */
interface FragmentTarget {
  app: RemoteName;
  id: RemoteModuleId;
  file: string;
  locale: Locale;
}

/** The folder a section's fragments and code are in: its version's, or its location's root. */
const baseOf = (location: SectionLocation) => new URL('.', location.manifest).href;

/** The page with its sections' locations in its head, as data (`<` escaped: it cannot close the element). */
function withPageRemotes(html: string, remotes: string): string {
  if (!remotes) return html;
  const at = html.indexOf('</head>');
  if (at === -1) return html;
  const element = `<script type="application/json" id="${PAGE_REMOTES_ID}">${remotes.replaceAll('<', '\\u003c')}</script>`;
  return html.slice(0, at) + element + html.slice(at);
}

/** The encodings a request accepts, in the server's order of preference. */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const accepts = (name: string) =>
    value.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return token?.trim() === name && (!q || Number(q.trim().slice(2)) > 0);
    });
  return [...(accepts('br') ? (['br'] as const) : []), ...(accepts('gzip') ? (['gzip'] as const) : []), 'identity'];
}
