/**
 * Which version of each section a request gets: the live one, a canary's for the share of
 * browsers whose bucket falls in it, or the version a signed preview link chose for that browser.
 * The shell's server reads each section's pointer (live.json, beside the section's versions) on
 * every page request with a conditional GET, so a promote or rollback shows on the next request;
 * a section without a pointer is served from its location's root, as before releases existed.
 */
import { randomBytes } from 'node:crypto';
import type { ReleasePointer } from '@agency/platform/releases';
import { BUCKET_PATTERN, parsePointer, POINTER_FILE, versionedManifest } from '@agency/platform/releases';
import type { RemoteName } from '@agency/platform/routes';
import type { Fetch } from './fragment-source';
import { settleBy } from './fragment-source';
import type { Preview } from './preview-links';
import { grantedFolder, pointerToken } from './preview-links';

/** How long a pointer read may run on after the page stopped waiting for it. */
const FETCH_TIMEOUT_MS = 5_000;

/**
 * What a section's location says of its releases, as one request may use it:
 * - `released`: its pointer (or the last good one, while it cannot say);
 * - `root`: it has no releases (its pointer is "not found"), or it has never answered at all: its
 *   build at the location's root (a location that has released refuses to serve that root
 *   itself, so nothing unreleased is ever named this way);
 * - `unavailable`: it answered, but not with a pointer (an error, a pointer cut short), and no good
 *   one was ever read: the section is left out rather than guessed at.
 */
export type PointerRead = { state: 'released'; pointer: ReleasePointer } | { state: 'root' } | { state: 'unavailable' };

interface CachedPointer {
  pointer?: ReleasePointer;
  etag?: string;
  /** The location answered, but gave no pointer (and none good before). */
  refused?: boolean;
  revalidating?: Promise<PointerRead>;
}

/** Each section's live.json, revalidated per request (a 304 is one loopback round trip) and cached. */
export class ReleasePointers {
  private readonly cached = new Map<string, CachedPointer>();

  /**
   * With `secret` (PREVIEW_SECRET), each read carries the shell's pointer token, so the location
   * names its embargoed versions too (the ones previews may open).
   */
  constructor(
    private readonly fetcher: Fetch = (url, init) => fetch(url, init),
    private readonly secret?: string,
  ) {}

  /** The section's pointer as its location says now; past the deadline, what it said last. */
  async read(section: RemoteName, base: string, deadline: number, now = Date.now()): Promise<PointerRead> {
    let entry = this.cached.get(base);
    if (!entry) {
      entry = {};
      this.cached.set(base, entry);
    }
    const current = entry;
    current.revalidating ??= this.revalidate(section, base, current).finally(() => (current.revalidating = undefined));
    const settled = await settleBy(current.revalidating, deadline, () => now);
    return settled ? settled.value : this.lastRead(current);
  }

  /** The pointer a location gave last, without asking again. */
  last(base: string): ReleasePointer | undefined {
    return this.cached.get(base)?.pointer;
  }

  private lastRead(entry: CachedPointer): PointerRead {
    if (entry.pointer) return { state: 'released', pointer: entry.pointer };
    return entry.refused ? { state: 'unavailable' } : { state: 'root' };
  }

  private async revalidate(section: RemoteName, base: string, entry: CachedPointer): Promise<PointerRead> {
    let response: Response;
    try {
      const headers: Record<string, string> = entry.etag ? { 'if-none-match': entry.etag } : {};
      if (this.secret) headers.authorization = `Bearer ${pointerToken(this.secret, section)}`;
      response = await this.fetcher(new URL(POINTER_FILE, base).href, {
        headers,
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch {
      // Not reached at all: the last pointer stands (its versions are still published).
      return this.lastRead(entry);
    }
    if (response.status === 304 && entry.pointer) return { state: 'released', pointer: entry.pointer };
    if (response.status === 404) {
      entry.pointer = undefined;
      entry.etag = undefined;
      entry.refused = false;
      return { state: 'root' };
    }
    // Only "not found" means "no releases": an error, or a pointer cut short, keeps the last one.
    const pointer = response.ok ? parsePointer(await response.json().catch(() => undefined), section) : undefined;
    if (!pointer) {
      if (!entry.pointer) entry.refused = true;
      return this.lastRead(entry);
    }
    entry.pointer = pointer;
    entry.refused = false;
    entry.etag = response.headers.get('etag') ?? undefined;
    return { state: 'released', pointer };
  }
}

/** A section as one request gets it. */
export interface SectionLocation {
  /** Its mf-manifest.json: a version's, or the location root's. */
  manifest: string;
  /** The version, when the section has releases. */
  version?: string;
  /** Whether the browser's bucket decided it (a canary is running): the answer varies by cookie. */
  byBucket?: boolean;
  /** Whether a preview link decided it: the answer is for this browser alone. */
  preview?: boolean;
}

/** What a request carries that decides its versions. */
export interface Visitor {
  /** The canary bucket: the browser's cookie, or a new one (set on the answer if it decided anything). */
  bucket: string;
  /** A verified preview: this section at this version, until it expires. */
  preview?: Preview;
}

/** The bucket a request's cookie carries, if it is one this site set. */
export function bucketOf(cookie: string | undefined): string | undefined {
  return cookie !== undefined && BUCKET_PATTERN.test(cookie) ? cookie : undefined;
}

export function newBucket(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Where one section is for one visitor, given what its location said of its releases; undefined
 * when the section is unavailable. A preview's version is at its grant (with `secret`): the
 * location serves an embargoed version there alone.
 */
export function locateSection(
  base: string,
  read: PointerRead,
  visitor: Visitor,
  secret?: string,
): SectionLocation | undefined {
  if (read.state === 'unavailable') return undefined;
  const rootManifest = new URL('mf-manifest.json', base).href;
  if (read.state === 'root') return { manifest: rootManifest };
  const { pointer } = read;
  const preview = visitor.preview;
  if (secret && preview?.section === pointer.section && pointer.published.includes(preview.version))
    return {
      manifest: new URL('mf-manifest.json', grantedFolder(base, secret, preview)).href,
      version: preview.version,
      preview: true,
    };
  if (!pointer.live) return { manifest: rootManifest };
  const canary = pointer.canary;
  if (canary && pointer.published.includes(canary.version)) {
    const version = inCanary(visitor.bucket, canary.percent) ? canary.version : pointer.live;
    return { manifest: versionedManifest(base, version), version, byBucket: true };
  }
  return { manifest: versionedManifest(base, pointer.live), version: pointer.live };
}

/**
 * Whether a bucket falls in a canary of `percent` %: exactly as nginx's `split_clients` places
 * the same value (MurmurHash2 of it, below percent × 100 / 10000 of the 32-bit range), so a
 * browser is on the same side whether the Node server or the nginx site answers it.
 */
export function inCanary(bucket: string, percent: number): boolean {
  const limit = Math.floor((Math.round(percent * 100) * 0xffffffff) / 10000);
  return murmurHash2(Buffer.from(bucket)) < limit;
}

/** nginx's ngx_murmur_hash2 (src/core/ngx_murmurhash.c), seed 0. */
function murmurHash2(data: Uint8Array): number {
  const m = 0x5bd1e995;
  let length = data.length;
  let h = length >>> 0;
  let index = 0;
  while (length >= 4) {
    let k = (data[index]! | (data[index + 1]! << 8) | (data[index + 2]! << 16) | (data[index + 3]! << 24)) >>> 0;
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m) ^ k;
    index += 4;
    length -= 4;
  }
  // The last 1–3 bytes, as nginx's switch takes them (each case falling through to the next).
  if (length >= 3) h ^= data[index + 2]! << 16;
  if (length >= 2) h ^= data[index + 1]! << 8;
  if (length >= 1) h = Math.imul(h ^ data[index]!, m);
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h >>> 0;
}
