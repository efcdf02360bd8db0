/**
 * The production servers, assembled from the plugins in plugins/ (one concern each):
 *
 *   shell    common headers · cookies · static files · section versions · previews · telemetry ·
 *            CSP reports · pages
 *   section  common headers · CORS · static files · releases · its own pages
 *   metrics  /metrics alone, on a loopback listener of its own
 *
 * `createFastify` is what every server starts from: the limits a client cannot stretch, the
 * server's own answers to requests it cannot read, and the common headers. A development server
 * starts from it too, and registers the same plugins with sources of its own.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_TAG } from '@agency/platform/routes';
import type { FrameSource } from './page-composer';
import { acceptedEncodings, distFrames } from './page-composer';
import type { CommonHeadersOptions } from './plugins/common-headers';
import { commonHeaders, sendCommonHeaders } from './plugins/common-headers';
import { cspReports } from './plugins/csp-reports';
import { pages } from './plugins/pages';
import { previews } from './plugins/previews';
import { releases } from './plugins/releases';
import { sectionPages } from './plugins/section-pages';
import type { SectionVersions } from './plugins/section-versions';
import { sectionVersions } from './plugins/section-versions';
import { staticFiles } from './plugins/static-files';
import type { TelemetryOptions } from './plugins/telemetry';
import { metrics, telemetry } from './plugins/telemetry';
import type { ReleaseStore } from './release-store';
import type { TelemetryMetrics } from './telemetry';
import { STRICT_VALIDATION } from './telemetry';

/**
 * How long a client may take, and how many may be connected at once: a client cannot hold a
 * connection open by dribbling its request (the Node default lets header lines trickle in for
 * 60 s, checked every 30 s).
 */
export interface ServerLimits {
  /** The request's headers must be complete within this. */
  headersTimeoutMs: number;
  /** The whole request must be received within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic at all is closed after this. */
  socketTimeoutMs: number;
  /** How often the server checks for requests past their time. */
  checkIntervalMs: number;
  /** Connections beyond this are refused at once. */
  maxConnections: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 8_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  socketTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  maxConnections: 2_048,
};

export interface ServerOptions extends CommonHeadersOptions {
  limits?: Partial<ServerLimits>;
  logger?: boolean;
  /**
   * Whose word the server takes for the client's address and protocol (Fastify's trustProxy):
   * false (the default: the connection's own), a number of proxy hops, or the proxies' addresses
   * and CIDR ranges, comma-separated (TRUST_PROXY; see settings.ts).
   */
  trustProxy?: boolean | number | string;
}

/** A server's own answer to a request it could not read (400, 408, 431), with the security headers. */
function clientErrorAnswer(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = `${http.STATUS_CODES[status]}\n`;
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

/** A Fastify server with the limits, the answers to unreadable requests and the common headers. */
export function createFastify(options: ServerOptions): FastifyInstance {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    // A hop count trusts whatever connects for that many hops (Fastify itself no longer takes a
    // count, as it cannot check the peer): only for a server no client reaches but through them.
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (() => {
            const hops = options.trustProxy;
            return (_address: string, hop: number) => hop < hops;
          })()
        : (options.trustProxy ?? false),
    // Bodies are read by schema only where the shell takes telemetry: strictly (telemetry.ts).
    ajv: STRICT_VALIDATION,
    connectionTimeout: limits.socketTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    clientErrorHandler: clientErrorAnswer(options.headers),
    // A path that cannot be decoded (`/blog/%FF`, `/%`): the site's own 400 page (a pages plugin's)
    // or a plain one, with every header.
    frameworkErrors: (error, request, frameworkReply) => {
      // Fastify types these by the server's generics: they are the plain request and reply every route gets.
      const reply = frameworkReply as unknown as FastifyReply;
      sendCommonHeaders(request as unknown as FastifyRequest, reply, options);
      const status = error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 500);
      reply.code(status).header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding');
      const page =
        status === 400 && app.hasDecorator('badRequestPage')
          ? app.badRequestPage(acceptedEncodings(request.headers['accept-encoding']), request.raw.url)
          : Promise.resolve(undefined);
      void page.then((found) => {
        if (!found) return reply.type('text/plain; charset=utf-8').send(`${http.STATUS_CODES[status] ?? 'Error'}\n`);
        if (found.encoding !== 'identity') reply.header('Content-Encoding', found.encoding);
        reply.header('Content-Language', LANGUAGE_TAG[found.locale]);
        return reply.type('text/html; charset=utf-8').send(found.body);
      });
    },
  });
  app.server.maxConnections = limits.maxConnections;
  app.register(commonHeaders, options);
  return app;
}

export interface ShellServerOptions extends ServerOptions {
  /** The shell's dist: its files, and the page files it composes (unless `frames` says otherwise). */
  root: string;
  /** Where the pages' frames come from; the dist's by default. */
  frames?: FrameSource;
  /** Which version of each section a request gets (remotes.json, pointers, previews). */
  versions: SectionVersions;
  /** PREVIEW_SECRET: preview links open only with it. */
  previewSecret?: string;
  /** Beacons at /_telemetry, counted in `metrics`; see plugins/telemetry.ts. */
  telemetry?: TelemetryOptions;
  /** Where browsers report policy violations (CSP_REPORT_PATH). */
  cspReportPath?: string;
  /** How long its start waits for the sections' fragments at most (WARM_WAIT_MS by default). */
  warmWaitMs?: number;
}

/** The shell's production server: its pages composed, its files, remotes.json, previews, telemetry. */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const app = createFastify(options);
  await app.register(fastifyCookie);
  await app.register(staticFiles, { root: options.root });
  await app.register(sectionVersions, { versions: options.versions });
  await app.register(previews, { secret: options.previewSecret });
  if (options.telemetry) await app.register(telemetry, options.telemetry);
  if (options.cspReportPath) await app.register(cspReports, { path: options.cspReportPath });
  await app.register(pages, { frames: options.frames ?? distFrames(options.root), warmWaitMs: options.warmWaitMs });
  return app;
}

export interface SectionServerOptions extends ServerOptions {
  /** The section's dist. */
  root: string;
  /** Origins allowed to fetch its files (the shell's). */
  corsOrigins: string[];
  /** The section's releases, served beside its root build (with their embargo). */
  releases?: { store: ReleaseStore; previewSecret?: string };
}

/** A section's production server: its build, its releases, its own pages. */
export async function createSectionServer(options: SectionServerOptions): Promise<FastifyInstance> {
  const app = createFastify({ ...options, allow: ['OPTIONS'] });
  await app.register(fastifyCors, { origin: options.corsOrigins, methods: ['GET', 'HEAD'] });
  await app.register(staticFiles, { root: options.root });
  if (options.releases) await app.register(releases, options.releases);
  await app.register(sectionPages, { root: options.root });
  return app;
}

/** `/metrics` for the loopback listener beside the shell's (start.ts listens on 127.0.0.1). */
export async function createMetricsServer(telemetryMetrics: TelemetryMetrics): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(metrics, { metrics: telemetryMetrics });
  return app;
}
