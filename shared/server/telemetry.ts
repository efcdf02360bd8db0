/**
 * The shell's first-party telemetry: `/_telemetry` takes the browsers' beacons, `/metrics`
 * exposes them in the Prometheus text format (prom-client), by section, version and route group.
 *
 * `/_telemetry` takes a same-origin POST of at most 16 KB of JSON, checked against a schema; it
 * is rate-limited per client (the key is a salted hash of the address, kept in memory for the
 * window only). A malformed, oversized, cross-origin or over-limit request gets 400, 413, 403 or
 * 429 and counts nothing. Nothing of the request but the beacon's figures is kept: no address, no
 * cookie, no query string. Version labels are checked against the versions the section has
 * published, so a client cannot make up label values.
 *
 * `/metrics` answers a request on loopback that came through no proxy, or one with the bearer
 * token of METRICS_TOKEN; anything else gets 403.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReleasePointer } from '@agency/platform/releases';
import { VERSION_PATTERN } from '@agency/platform/releases';
import type { AppName } from '@agency/platform/routes';
import { appForPath, isKnownPath, normalizePath, sectionBasePath } from '@agency/platform/routes';
import type { Beacon } from '@agency/platform/telemetry';
import {
  ERROR_KINDS,
  MAX_BEACON_BYTES,
  MAX_ERRORS_PER_BEACON,
  MAX_FRAMES,
  MAX_MESSAGE_LENGTH,
  SECTIONS,
  TELEMETRY_PATH,
  VITAL_NAMES,
} from '@agency/platform/telemetry';

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
          value: { type: 'number', minimum: 0, maximum: 600_000 },
          ...owner.properties,
        },
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
/** The most distinct messages kept per section, version and kind; the rest count as `(other)`. */
const MESSAGES_PER_KEY = 20;

const LABELS = ['section', 'version', 'route_group'] as const;

/** Where a version label comes from: the versions each section has published, as its pointer says. */
export type KnownVersions = () => Partial<Record<AppName, ReleasePointer | undefined>>;

export class TelemetryMetrics {
  readonly registry = new Registry();
  private readonly pageViews: Counter<(typeof LABELS)[number]>;
  private readonly errors: Counter<(typeof LABELS)[number] | 'kind'>;
  private readonly messages: Counter<'section' | 'version' | 'kind' | 'message'>;
  private readonly vitals: Record<(typeof VITAL_NAMES)[number], Histogram<(typeof LABELS)[number]>>;
  private readonly releases: Gauge<'section' | 'version' | 'role'>;
  private readonly messageKeys = new Map<string, Set<string>>();

  constructor(private readonly knownVersions: KnownVersions = () => ({})) {
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
    this.messages = new Counter({
      name: 'agency_error_messages_total',
      help: `Errors by message, at most ${MESSAGES_PER_KEY} distinct messages per section, version and kind.`,
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

  /** Counts one beacon. */
  record(beacon: Beacon): void {
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
      this.messages.inc({
        section: labels.section,
        version: labels.version,
        kind: error.kind,
        message: this.messageLabel(labels.section, labels.version, error.kind, error.message),
      });
    }
  }

  /** A version a section has published (or had: its pointer's live and canary), else `unknown`. */
  private version(section: AppName, version: string): string {
    const pointer = this.knownVersions()[section];
    if (!pointer || pointer.published.length === 0) return 'unversioned';
    return VERSION_PATTERN.test(version) && pointer.published.includes(version) ? version : 'unknown';
  }

  private messageLabel(section: string, version: string, kind: string, message: string): string {
    const key = `${section} ${version} ${kind}`;
    let seen = this.messageKeys.get(key);
    if (!seen) this.messageKeys.set(key, (seen = new Set()));
    const text = message.slice(0, 120);
    if (seen.has(text)) return text;
    if (seen.size >= MESSAGES_PER_KEY) return '(other)';
    seen.add(text);
    return text;
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

export interface TelemetryOptions {
  metrics: TelemetryMetrics;
  /** The origins a beacon may come from: the shell's. */
  origins: string[];
  /** Beacons per client per minute. */
  perMinute?: number;
  /** `/metrics` also answers `Authorization: Bearer <token>`. */
  metricsToken?: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request made on this machine, straight to the server: no proxy says it forwarded it. */
function fromLoopback(request: FastifyRequest): boolean {
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => request.headers[name] !== undefined);
  return !forwarded && LOOPBACK.has(request.raw.socket.remoteAddress ?? '');
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function registerTelemetry(app: FastifyInstance, options: TelemetryOptions): Promise<void> {
  const salt = randomBytes(16);
  await app.register(fastifyRateLimit, {
    global: false,
    // A salted hash of the address: the limiter never holds an address itself.
    keyGenerator: (request) => createHmac('sha256', salt).update(request.ip).digest('base64url'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: `At most ${context.max} reports a minute.`,
    }),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });

  // sendBeacon sends a Blob of JSON; a string body arrives as text/plain: both are read as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: MAX_BEACON_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('The report is not JSON.'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    TELEMETRY_PATH,
    {
      bodyLimit: MAX_BEACON_BYTES,
      schema: { body: beaconSchema },
      config: { rateLimit: { max: options.perMinute ?? 60, timeWindow: 60_000 } },
      // Before the body is read: another site's page cannot post here.
      onRequest: async (request, reply) => {
        const origin = request.headers.origin;
        const site = request.headers['sec-fetch-site'];
        if (!origin || !options.origins.includes(origin) || (site !== undefined && site !== 'same-origin'))
          return reply
            .code(403)
            .type('text/plain; charset=utf-8')
            .send('Reports are taken from this site’s own pages only.\n');
        return undefined;
      },
    },
    async (request, reply) => {
      options.metrics.record(request.body as Beacon);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );

  app.get('/metrics', async (request, reply) => {
    if (!fromLoopback(request) && !bearerMatches(request.headers.authorization, options.metricsToken))
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('Metrics answer on loopback, or with the bearer token.\n');
    return reply
      .header('Cache-Control', 'no-store')
      .type(options.metrics.registry.contentType)
      .send(await options.metrics.registry.metrics());
  });
}
