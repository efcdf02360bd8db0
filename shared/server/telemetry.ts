/**
 * The shell's first-party telemetry, as counted: the browsers' beacons (plugins/telemetry.ts takes
 * them at `/_telemetry`) become Prometheus metrics (prom-client), by section, version and route
 * group, exposed at `/metrics` on the loopback listener.
 *
 * Nothing a beacon says is trusted as it stands. It is checked against a strict schema, vitals
 * outside plausible bounds included; a version label is one the section's pointer names (any other
 * is `unknown`), so a client cannot make up series; control and format characters are stripped
 * from messages. Error messages are grouped by a fingerprint and ranked by how many distinct
 * clients sent each in the last 15 minutes (a client is a salted hash of its address), so one
 * client's junk can neither take the places nor outrank an error that real visitors meet.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReleasePointer } from '@agency/platform/releases';
import { VERSION_PATTERN } from '@agency/platform/releases';
import type { AppName } from '@agency/platform/routes';
import { appForPath, isKnownPath, normalizePath, sectionBasePath } from '@agency/platform/routes';
import type { Beacon } from '@agency/platform/telemetry';
import {
  ERROR_KINDS,
  MAX_ERRORS_PER_BEACON,
  MAX_FRAMES,
  MAX_MESSAGE_LENGTH,
  SECTIONS,
  VITAL_NAMES,
} from '@agency/platform/telemetry';

/** The largest plausible time of a vital (milliseconds) and layout shift score. */
export const MAX_VITAL_MS = 60_000;
export const MAX_CLS = 10;

/**
 * A few groups of routes, so that series stay few: `home`, `company` (the shell's other pages),
 * a section's landing page (`blog`) and its pages (`blog/page`), and `not-found`.
 */
export function routeGroup(pathname: string): string {
  const route = normalizePath(pathname);
  if (!isKnownPath(route)) return 'not-found';
  if (route === '/') return 'home';
  const app = appForPath(route);
  if (app === 'shell') return 'company';
  return route === sectionBasePath(app) ? app : `${app}/page`;
}

const owner = {
  type: 'object',
  required: ['section', 'version'],
  properties: {
    section: { enum: SECTIONS },
    version: { type: 'string', maxLength: 64 },
  },
} as const;

/** A beacon, as the endpoint accepts it (Fastify validates the body with it). */
export const beaconSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['route', 'pageView', 'page', 'vitals', 'errors'],
  properties: {
    route: { type: 'string', pattern: '^/[^?#]*$', maxLength: 200 },
    pageView: { type: 'boolean' },
    page: { ...owner, additionalProperties: false },
    vitals: {
      type: 'array',
      maxItems: VITAL_NAMES.length * 2,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'value', ...owner.required],
        properties: {
          name: { enum: VITAL_NAMES },
          value: { type: 'number', minimum: 0 },
          ...owner.properties,
        },
        // Plausible values only: a time within a minute, a layout shift score within 10. A
        // figure beyond them is a broken or forged report, and would skew a canary's p75.
        if: { properties: { name: { const: 'CLS' } } },
        then: { properties: { value: { type: 'number', maximum: MAX_CLS } } },
        else: { properties: { value: { type: 'number', maximum: MAX_VITAL_MS } } },
      },
    },
    errors: {
      type: 'array',
      maxItems: MAX_ERRORS_PER_BEACON,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'message', 'frames', ...owner.required],
        properties: {
          kind: { enum: ERROR_KINDS },
          message: { type: 'string', maxLength: MAX_MESSAGE_LENGTH },
          frames: { type: 'array', maxItems: MAX_FRAMES, items: { type: 'string', maxLength: 120 } },
          ...owner.properties,
        },
      },
    },
  },
} as const;

/**
 * The validator's options for a server that takes beacons: a field the schema does not name is an
 * error (Fastify's default drops it), and no type is coerced (a "true" is not a boolean).
 */
export const STRICT_VALIDATION = {
  customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false },
} as const;

/** Seconds, for the timing vitals: good, needs improvement and poor thresholds among the buckets. */
const TIME_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.2, 1.5, 1.8, 2, 2.5, 3, 4, 5, 8, 10];
const CLS_BUCKETS = [0, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];
/** The messages exposed per section, version and kind: those the most clients sent lately. */
const MESSAGES_PER_KEY = 20;

const LABELS = ['section', 'version', 'route_group'] as const;

/** Where a version label comes from: the versions each section has published, as its pointer says. */
export type KnownVersions = () => Partial<Record<AppName, ReleasePointer | undefined>>;

export class TelemetryMetrics {
  readonly registry = new Registry();
  private readonly pageViews: Counter<(typeof LABELS)[number]>;
  private readonly errors: Counter<(typeof LABELS)[number] | 'kind'>;
  private readonly messageClients: Gauge<'section' | 'version' | 'kind' | 'message'>;
  private readonly messageReports: Gauge<'section' | 'version' | 'kind' | 'message'>;
  private readonly board: MessageBoard;
  private readonly vitals: Record<(typeof VITAL_NAMES)[number], Histogram<(typeof LABELS)[number]>>;
  private readonly releases: Gauge<'section' | 'version' | 'role'>;

  constructor(
    private readonly knownVersions: KnownVersions = () => ({}),
    now: () => number = Date.now,
  ) {
    this.board = new MessageBoard(now);
    const registers = [this.registry];
    this.pageViews = new Counter({
      name: 'agency_page_views_total',
      help: 'Page views that reported, by the section that served the page.',
      labelNames: LABELS,
      registers,
    });
    this.errors = new Counter({
      name: 'agency_errors_total',
      help: 'Errors in the browser (error, rejection, island-load, island-render), by the section that owns them.',
      labelNames: [...LABELS, 'kind'],
      registers,
    });
    this.messageClients = new Gauge({
      name: 'agency_error_message_clients',
      help:
        `Distinct clients that reported an error message in the last ${MESSAGE_WINDOW_MS / 60_000} minutes: ` +
        `the ${MESSAGES_PER_KEY} messages the most clients sent, per section, version and kind.`,
      labelNames: ['section', 'version', 'kind', 'message'],
      registers,
      collect: () => this.collectMessages(),
    });
    this.messageReports = new Gauge({
      name: 'agency_error_message_reports',
      help: `Reports of each of those messages in the last ${MESSAGE_WINDOW_MS / 60_000} minutes.`,
      labelNames: ['section', 'version', 'kind', 'message'],
      registers,
    });
    const histogram = (name: string, help: string, buckets: number[]) =>
      new Histogram({ name, help, labelNames: LABELS, buckets, registers });
    this.vitals = {
      LCP: histogram(
        'agency_lcp_seconds',
        'Largest Contentful Paint, by the section that owns the element.',
        TIME_BUCKETS,
      ),
      INP: histogram('agency_inp_seconds', 'Interaction to Next Paint, by the section interacted with.', TIME_BUCKETS),
      CLS: histogram('agency_cls', 'Cumulative Layout Shift, by the section of the largest shift.', CLS_BUCKETS),
      FCP: histogram(
        'agency_fcp_seconds',
        'First Contentful Paint, by the section that served the page.',
        TIME_BUCKETS,
      ),
      TTFB: histogram('agency_ttfb_seconds', 'Time to First Byte, by the section that served the page.', TIME_BUCKETS),
    };
    this.releases = new Gauge({
      name: 'agency_release_info',
      help: 'Which version of a section is live and which is in canary (1), as its pointer says.',
      labelNames: ['section', 'version', 'role'],
      registers,
      collect: () => this.collectReleases(),
    });
  }

  /** Counts one beacon, from one client (a salted hash of its address: `ClientKeys`). */
  record(beacon: Beacon, client = 'anonymous'): void {
    const group = routeGroup(beacon.route);
    const label = (section: AppName, version: string) => ({
      section,
      version: this.version(section, version),
      route_group: group,
    });
    if (beacon.pageView) this.pageViews.inc(label(beacon.page.section, beacon.page.version));
    for (const vital of beacon.vitals) {
      const value = vital.name === 'CLS' ? vital.value : vital.value / 1000;
      this.vitals[vital.name].observe(label(vital.section, vital.version), value);
    }
    for (const error of beacon.errors) {
      const labels = label(error.section, error.version);
      this.errors.inc({ ...labels, kind: error.kind });
      this.board.record(`${labels.section}\u0000${labels.version}\u0000${error.kind}`, error.message, client);
    }
  }

  /** A version a section has published (or had: its pointer's live and canary), else `unknown`. */
  private version(section: AppName, version: string): string {
    const pointer = this.knownVersions()[section];
    if (!pointer || pointer.published.length === 0) return 'unversioned';
    return VERSION_PATTERN.test(version) && pointer.published.includes(version) ? version : 'unknown';
  }

  private collectMessages() {
    this.messageClients.reset();
    this.messageReports.reset();
    for (const [key, ranked] of this.board.top(MESSAGES_PER_KEY)) {
      const [section = '', version = '', kind = ''] = key.split('\u0000');
      for (const { message, clients, reports } of ranked) {
        this.messageClients.set({ section, version, kind, message }, clients);
        this.messageReports.set({ section, version, kind, message }, reports);
      }
    }
  }

  private collectReleases() {
    this.releases.reset();
    for (const [section, pointer] of Object.entries(this.knownVersions())) {
      if (!pointer?.live) continue;
      this.releases.set({ section, version: pointer.live, role: 'live' }, 1);
      if (pointer.canary) this.releases.set({ section, version: pointer.canary.version, role: 'canary' }, 1);
    }
  }
}

/** A message as it may be shown: control and format characters (ESC, OSC, bidi overrides) gone, one line. */
export function cleanMessage(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How long a client counts for a message: the ranking is of the last 15 minutes. */
export const MESSAGE_WINDOW_MS = 15 * 60_000;
/** Fingerprints followed per section, version and kind; distinct clients counted per fingerprint. */
const FINGERPRINTS_PER_KEY = 50;
const CLIENTS_PER_FINGERPRINT = 100;

/**
 * Messages that differ only by their figures (ids, counts, line numbers, hashes) are one error:
 * the fingerprint is the message with each run of digits or hex digits made one placeholder.
 */
export function messageFingerprint(message: string): string {
  const shape = cleanMessage(message)
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/gi, 'x')
    .replace(/\d+/g, '0');
  return createHash('sha256').update(shape).digest('base64url').slice(0, 16);
}

interface TrackedMessage {
  message: string;
  /** Each client's last report, and its reports while it is in the window. */
  clients: Map<string, { last: number; reports: number }>;
  last: number;
}

/**
 * Error messages per key (section, version and kind), by fingerprint, with the distinct clients
 * that sent each in the window. Bounded: a key follows a few fingerprints, and when a new one
 * comes, the one the fewest clients sent (the oldest of those) makes way.
 */
export class MessageBoard {
  private readonly keys = new Map<string, Map<string, TrackedMessage>>();

  constructor(private readonly now: () => number = Date.now) {}

  record(key: string, message: string, client: string): void {
    const now = this.now();
    let tracked = this.keys.get(key);
    if (!tracked) this.keys.set(key, (tracked = new Map()));
    const fingerprint = messageFingerprint(message);
    let entry = tracked.get(fingerprint);
    if (!entry) {
      this.prune(tracked, now);
      if (tracked.size >= FINGERPRINTS_PER_KEY) {
        const weakest = [...tracked].sort(([, a], [, b]) => a.clients.size - b.clients.size || a.last - b.last)[0];
        if (weakest) tracked.delete(weakest[0]);
      }
      entry = { message: cleanMessage(message).slice(0, 120) || '(empty)', clients: new Map(), last: now };
      tracked.set(fingerprint, entry);
    }
    entry.last = now;
    const seen = entry.clients.get(client);
    if (seen) {
      seen.last = now;
      seen.reports++;
    } else if (entry.clients.size < CLIENTS_PER_FINGERPRINT) entry.clients.set(client, { last: now, reports: 1 });
  }

  /** Per key, the `limit` messages the most clients sent in the window (then the most reports). */
  top(limit: number): Map<string, { message: string; clients: number; reports: number }[]> {
    const now = this.now();
    const result = new Map<string, { message: string; clients: number; reports: number }[]>();
    for (const [key, tracked] of this.keys) {
      this.prune(tracked, now);
      const ranked = [...tracked.values()]
        .map((entry) => ({
          message: entry.message,
          clients: entry.clients.size,
          reports: [...entry.clients.values()].reduce((sum, { reports }) => sum + reports, 0),
        }))
        .sort((a, b) => b.clients - a.clients || b.reports - a.reports)
        .slice(0, limit);
      if (ranked.length > 0) result.set(key, ranked);
    }
    return result;
  }

  private prune(tracked: Map<string, TrackedMessage>, now: number) {
    for (const [fingerprint, entry] of tracked) {
      for (const [client, { last }] of entry.clients) if (now - last > MESSAGE_WINDOW_MS) entry.clients.delete(client);
      if (entry.clients.size === 0) tracked.delete(fingerprint);
    }
  }
}

/**
 * The network a client address stands for: an IPv4 address, or an IPv6 address's /64 (one
 * subscriber's whole prefix: its addresses are free to change within it).
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const full = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A client as the telemetry knows it: a salted hash of its network, the salt in memory only. */
export class ClientKeys {
  private readonly salt = randomBytes(16);

  of(address: string): string {
    return createHmac('sha256', this.salt).update(clientNetwork(address)).digest('base64url');
  }
}
