/**
 * The shell's telemetry endpoints (telemetry.ts counts):
 *
 * - `/_telemetry` takes a POST of at most 16 KB of JSON from the shell's own pages, checked
 *   against the beacon's schema, rate-limited per client. A malformed, oversized, cross-origin or
 *   over-limit request gets 400, 413, 403 or 429 and counts nothing. The Origin check keeps other
 *   sites' pages out; it authenticates nobody (any client can send any Origin), which is why the
 *   limit, the bounds and the ranking by distinct clients are what make the figures hold.
 * - `/metrics` (the `metrics` plugin) is for the loopback listener start.ts opens beside the
 *   public one. On the public listener it exists only with METRICS_TOKEN, and answers only that
 *   bearer token: never a request because of where it seems to come from.
 *
 * A client is the address Fastify gives (`trustProxy` decides whose), IPv6 by its /64, held only
 * as a salted hash. The plugin is encapsulated: its rate limit and its text/plain parser apply to
 * its own routes alone.
 */
import { timingSafeEqual } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Beacon } from '@agency/platform/telemetry';
import { MAX_BEACON_BYTES, TELEMETRY_PATH } from '@agency/platform/telemetry';
import type { TelemetryMetrics } from '../telemetry';
import { beaconSchema, cleanMessage, ClientKeys } from '../telemetry';

export interface TelemetryOptions {
  metrics: TelemetryMetrics;
  /** The origins a beacon may come from: the shell's. */
  origins: string[];
  /** Beacons per client per minute. */
  perMinute?: number;
  /** With it, `/metrics` also answers on this listener, to `Authorization: Bearer <token>` alone. */
  metricsToken?: string;
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const sendMetrics = async (metrics: TelemetryMetrics, reply: FastifyReply) =>
  reply
    .header('Cache-Control', 'no-store')
    .type(metrics.registry.contentType)
    .send(await metrics.registry.metrics());

const refuse = (reply: FastifyReply, message: string) =>
  reply.code(403).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(`${message}\n`);

export const telemetry: FastifyPluginAsync<TelemetryOptions> = async (app, options) => {
  const clients = new ClientKeys();
  const clientOf = (request: FastifyRequest) => clients.of(request.ip);
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: clientOf,
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
          return refuse(reply, 'Reports are taken from this site’s own pages only.');
        return undefined;
      },
    },
    async (request, reply) => {
      const beacon = request.body as Beacon;
      // Nothing a client wrote reaches a label, a dashboard or a terminal with control characters in it.
      const errors = beacon.errors.map((error) => ({
        ...error,
        message: cleanMessage(error.message),
        frames: error.frames.map(cleanMessage),
      }));
      options.metrics.record({ ...beacon, errors }, clientOf(request));
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );

  if (options.metricsToken) {
    const token = options.metricsToken;
    app.get('/metrics', async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token))
        return refuse(reply, 'Metrics answer here to the bearer token alone.');
      return sendMetrics(options.metrics, reply);
    });
  }
};

/**
 * Headers a proxy adds: a request that carries one came through something that could have
 * brought it from anywhere, so the loopback listener refuses it (a proxy must never point there).
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
];

export interface MetricsOptions {
  metrics: TelemetryMetrics;
}

/** `/metrics` on the loopback listener: anything on this machine may scrape it, nothing through a proxy. */
export const metrics: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  app.get('/metrics', async (request, reply) => {
    const proxied = PROXY_HEADERS.find((name) => request.headers[name] !== undefined);
    if (proxied) return refuse(reply, `Metrics are not served through a proxy (the request has ${proxied}).`);
    return sendMetrics(options.metrics, reply);
  });
};
