/**
 * Release control, as a section's commands, the shell's server and the browser agree on it.
 *
 * A section's location (the folder remotes.json names) holds its releases:
 *
 *   v/<version>/…   one published build per version (mf-manifest.json, remoteEntry.js, chunks,
 *                   fragments/…), never changed once written, so every file is cached for a year
 *   live.json       the pointer: which version is live, which one a canary gets, what is published
 *
 * A location without a pointer is served as before: its build at the location's root. A version
 * that has never been live or in a canary is embargoed: its location serves it only to a browser
 * holding a preview of it (shared/server/preview-links.ts).
 */
import type { RemoteName } from '../routes/routes';

export const VERSIONS_FOLDER = 'v';
export const POINTER_FILE = 'live.json';

/** A version names a folder and a URL segment: letters, digits and `._+-`, not starting with a dot. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

/** The first-party cookie that places a browser in or out of a canary: a random value, nothing else. */
export const BUCKET_COOKIE = 'agency_bucket';
/** How long a browser keeps its bucket (and so its side of a canary): 30 days. */
export const BUCKET_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** A bucket: 32 hex digits (what nginx's `$request_id` gives, so the nginx site can set one too). */
export const BUCKET_PATTERN = /^[0-9a-f]{32}$/;

/** The cookie a signed preview link sets: that browser sees one section at one version. */
export const PREVIEW_COOKIE = 'agency_preview';
export const PREVIEW_PATH = '/_preview';
export const END_PREVIEW_PATH = '/_preview/end';
/** The longest a preview link may live (the privacy policy says so). */
export const MAX_PREVIEW_SECONDS = 7 * 24 * 60 * 60;

/** The element of a composed page that names the sections' locations its fragments came from. */
export const PAGE_REMOTES_ID = 'agency-remotes';

export interface CanaryPointer {
  version: string;
  /** The share of browsers that get it, 1–99. */
  percent: number;
}

/** live.json. */
export interface ReleasePointer {
  section: RemoteName;
  /** null until a version is promoted: the location's root build is served meanwhile. */
  live: string | null;
  canary: CanaryPointer | null;
  /** Every version still in the store, oldest first (a location tells only the shell of embargoed ones). */
  published: string[];
  /**
   * The published versions that have been live or in a canary, which anyone may read: pages made
   * of them may still be open. Every other published version is embargoed.
   */
  visible: string[];
}

/** The mf-manifest.json of one version at a section's location (a folder URL ending in `/`). */
export function versionedManifest(base: string, version: string): string {
  return new URL(`${VERSIONS_FOLDER}/${encodeURIComponent(version)}/mf-manifest.json`, base).href;
}

const isVersion = (value: unknown): value is string => typeof value === 'string' && VERSION_PATTERN.test(value);

/**
 * live.json as read from a section's location: its shape checked, or undefined. A pointer must
 * hold together: its live and canary versions (a canary only beside a live one) and its visible
 * ones are published. A pointer written before `visible` existed counts its live and canary
 * versions as visible.
 */
export function parsePointer(value: unknown, section: RemoteName): ReleasePointer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { live, canary, published, visible } = value as Record<string, unknown>;
  if (live !== null && !isVersion(live)) return undefined;
  if (!Array.isArray(published) || !published.every(isVersion)) return undefined;
  if (live !== null && !published.includes(live)) return undefined;
  let parsedCanary: CanaryPointer | null = null;
  if (canary !== null && canary !== undefined) {
    const { version, percent } = canary as Record<string, unknown>;
    if (!isVersion(version) || typeof percent !== 'number' || !(percent > 0 && percent < 100)) return undefined;
    if (live === null || version === live || !published.includes(version)) return undefined;
    parsedCanary = { version, percent };
  }
  const shown =
    visible === undefined
      ? [live, parsedCanary?.version].filter((version): version is string => typeof version === 'string')
      : visible;
  if (!Array.isArray(shown) || !shown.every((version) => isVersion(version) && published.includes(version)))
    return undefined;
  return { section, live, canary: parsedCanary, published: [...published], visible: [...new Set(shown)] };
}
