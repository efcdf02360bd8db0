/**
 * First-party telemetry, as the browser sends it and the shell's server takes it: one beacon per
 * page (on pagehide, or when the page is hidden), to `/_telemetry` on the shell's own origin.
 * Nothing personal goes in it: no cookie, no query string or fragment, no address; error
 * messages are cut short and stack frames keep only the file names of the site's own origins.
 */
import type { AppName } from '../routes/paths';
import { remoteNames } from '../routes/paths';

export const TELEMETRY_PATH = '/_telemetry';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const ERROR_KINDS = ['error', 'rejection', 'island-load', 'island-render'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const SECTIONS = ['shell', ...remoteNames] as const satisfies readonly AppName[];

/** The longest error message kept, and the most stack frames. */
export const MAX_MESSAGE_LENGTH = 200;
export const MAX_FRAMES = 8;
/** The most a beacon may carry (the server refuses a larger body with 413). */
export const MAX_BEACON_BYTES = 16 * 1024;
export const MAX_ERRORS_PER_BEACON = 20;

/** Which section, at which version, a report belongs to. */
export interface Owner {
  section: AppName;
  /** The section's release (`1.4.0-…`), its build id where it has none, or `shell`'s build. */
  version: string;
}

export interface VitalReport extends Owner {
  name: VitalName;
  /** Milliseconds; CLS unitless. */
  value: number;
}

export interface ErrorReport extends Owner {
  kind: ErrorKind;
  message: string;
  /** `file:line:column`, the file's name only, of the site's own origins. */
  frames: string[];
}

/** One beacon: a page view (the first beacon of the page) and what was measured since the last. */
export interface Beacon {
  /** The page's path: no query string, no fragment. */
  route: string;
  pageView: boolean;
  /** Who served the page: the route's section at its version. */
  page: Owner;
  vitals: VitalReport[];
  errors: ErrorReport[];
}

/** A message as it may leave the browser: one line, without addresses, cut short. */
export function scrubMessage(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  // Any URL loses its query and fragment; the rest of it names a file of a known origin or nothing.
  const withoutQueries = oneLine.replace(/\b(https?:\/\/[^\s?#'"]*)[?#][^\s'"]*/g, '$1');
  return withoutQueries.length > MAX_MESSAGE_LENGTH
    ? `${withoutQueries.slice(0, MAX_MESSAGE_LENGTH - 1)}…`
    : withoutQueries;
}

/**
 * A stack's frames as they may leave the browser: `file:line:column` for files of the site's own
 * origins (the shell's and the sections'), nothing of any other; at most MAX_FRAMES.
 */
export function scrubStack(stack: string | undefined, ownOrigins: readonly string[]): string[] {
  if (!stack) return [];
  const frames: string[] = [];
  for (const match of stack.matchAll(/(https?:\/\/[^\s()]+?):(\d+):(\d+)/g)) {
    const [, url = '', line, column] = match;
    if (!URL.canParse(url)) continue;
    const parsed = new URL(url);
    if (!ownOrigins.includes(parsed.origin)) continue;
    const file = parsed.pathname.split('/').pop() || '/';
    frames.push(`${file}:${line}:${column}`);
    if (frames.length === MAX_FRAMES) break;
  }
  return frames;
}
