import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BUCKET_COOKIE,
  BUCKET_COOKIE_MAX_AGE_S,
  END_PREVIEW_PATH,
  POINTER_FILE,
  PREVIEW_COOKIE,
  PREVIEW_PATH,
  VERSIONS_FOLDER,
} from '@agency/platform/releases';
import { isKnownPath, normalizePath, remoteNames, sectionBasePath } from '@agency/platform/routes';
import { TELEMETRY_PATH } from '@agency/platform/telemetry';
import type { Encoding, LocateSection } from './page-composer';
import { acceptedEncodings, FRAGMENT_DEADLINE_MS, PageComposer } from './page-composer';
import type { Preview } from './preview-links';
import { checkPreview, previewCookieValue, readPreview, withPreviewBanner } from './preview-links';
import type { ReleasePointers, SectionLocation, Visitor } from './section-versions';
import { bucketOf, locateSection, newBucket } from './section-versions';
import { sectionOrigins, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers';
import { registerTelemetry, STRICT_VALIDATION, TelemetryMetrics } from './telemetry';

/** A hashed file name, e.g. 812.3fa8c1d0e92b.js: its content never changes, so cache it forever. */
const HASHED_FILE = /\.[0-9a-f]{12}\.[a-z0-9]+$/;

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface StaticServerOptions {
  /** The app's dist folder. */
  root: string;
  /** The shell answers unknown paths with index.html: 200 for a known route, 404 otherwise. */
  spa: boolean;
  /** Origins allowed to fetch this server's files (the shell's, for a remote). */
  corsOrigins?: string[];
  /** The shell serves remotes.json from here, so one build runs in every environment. */
  remotesJson?: () => Record<string, string>;
  /**
   * Optional integrity pinning: the SRI hash of each section's remoteEntry.js that the shell may
   * run (remotes.json carries it as `integrity`; the entry's preload hint too).
   */
  entryIntegrity?: () => Record<string, string>;
  /**
   * Sent with every response. Defaults to the shell's headers (with `spa`), naming the sections'
   * origins of `remotesJson` as read at start, or a section's.
   */
  securityHeaders?: Record<string, string>;
  /**
   * Strict-Transport-Security: `auto` (the default) sends it when the request came over HTTPS,
   * directly or through a proxy that says so (`X-Forwarded-Proto: https`); `on` always; `off` never.
   */
  hsts?: 'auto' | 'on' | 'off';
  /** The shell takes browsers' reports of policy violations here (a path, e.g. /csp-reports) and logs them. */
  cspReportPath?: string;
  /**
   * A section's releases (its folder in the store: `v/<version>/…` and live.json), served beside
   * its root build: every file of a version is immutable, the pointer is revalidated.
   */
  releases?: string;
  /**
   * The shell follows the sections' release pointers: each request gets the live versions, a
   * canary's by the browser's bucket, or a signed preview's (with `previewSecret`).
   */
  sectionVersions?: { pointers: ReleasePointers; previewSecret?: string };
  /**
   * The shell takes the browsers' telemetry beacons (`/_telemetry`, from `origins` only) and
   * exposes them at `/metrics` (loopback, or `metricsToken`); see telemetry.ts.
   */
  telemetry?: { origins: string[]; perMinute?: number; metricsToken?: string };
  limits?: Partial<ServerLimits>;
  logger?: boolean;
}

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

/** The only methods a static site answers; anything else is a 405 that says so. */
const ALLOWED_METHODS = ['GET', 'HEAD'];

/** A Range header as RFC 9110 writes it; anything else is ignored (the whole file, not a 416). */
const VALID_RANGE = /^bytes=(\d+-\d*|-\d+)(\s*,\s*(\d+-\d*|-\d+))*$/;

/** A raw path that a browser or proxy could read as another origin (`//host/…`, `/\host/…`). */
const AMBIGUOUS_PATH = /^(\/\/|\/\\)|\\|%5c/i;

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

/** Files a dist holds that are never served as they are (the error pages are answers, not files). */
const NOT_SERVED = new Set(['/404.html', '/400.html', '/mf-stats.json']);

/** A short plain 404: for a missing file, and on a section's origin for any unknown path. */
const plainNotFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** A section's location: the folder of the mf-manifest.json remotes.json names. */
const sectionFolderOf = (manifest: string) => new URL('.', manifest).href;

/** A request's cookies by name (the first of a name wins; values as sent). */
function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** Logs what browsers report of policy violations: one line each, the fields that say what and where. */
function logViolations(body: unknown) {
  const reports = Array.isArray(body) ? body : [body];
  for (const report of reports.slice(0, 20)) {
    const entry =
      (report as { 'csp-report'?: Record<string, unknown>; body?: Record<string, unknown> } | undefined) ?? {};
    const details = entry['csp-report'] ?? entry.body;
    if (!details) continue;
    const pick = (...names: string[]) => names.map((name) => details[name]).find((value) => typeof value === 'string');
    console.warn(
      `[csp] ${String(pick('effective-directive', 'effectiveDirective', 'violated-directive') ?? '?')} blocked ` +
        `${String(pick('blocked-uri', 'blockedURL') ?? '?').slice(0, 200)} on ${String(pick('document-uri', 'documentURL') ?? '?').slice(0, 200)}`,
    );
  }
}

/**
 * An error page of the dist (400.html) in each encoding the build wrote, read once: the answer to
 * a request that could not be read is never a file lookup.
 */
function errorPage(
  root: string,
  file: string,
): (accepts: Encoding[]) => { body: Buffer; encoding: Encoding } | undefined {
  const read = new Map<Encoding, Buffer | undefined>();
  const load = (encoding: Encoding) => {
    if (!read.has(encoding)) {
      const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
      const full = path.join(root, file + suffix);
      read.set(encoding, existsSync(full) ? readFileSync(full) : undefined);
    }
    return read.get(encoding);
  };
  return (accepts) => {
    for (const encoding of accepts) {
      const body = load(encoding);
      if (body) return { body, encoding };
    }
    return undefined;
  };
}

/** One app's production server: precompressed static files, cache and security headers. */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const headers =
    options.securityHeaders ??
    securityHeaders(options.spa ? 'shell' : 'section', sectionOrigins(Object.values(options.remotesJson?.() ?? {})));
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const hsts = options.hsts ?? 'auto';
  const overHttps = (request: FastifyRequest) =>
    (request.raw.socket as { encrypted?: boolean }).encrypted === true ||
    String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https';
  const badRequestPage = errorPage(options.root, '400.html');
  const app = Fastify({
    logger: options.logger ?? false,
    // Bodies are read by schema only where the shell takes telemetry: strictly (telemetry.ts).
    ajv: STRICT_VALIDATION,
    connectionTimeout: limits.socketTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    clientErrorHandler: clientErrorAnswer(headers),
    // A path that cannot be decoded (`/blog/%FF`, `/%`): the site's own 400 page, with every header.
    frameworkErrors: (error, request, frameworkReply) => {
      // Fastify types this reply by the server's generics: it is the plain reply every route gets.
      const reply = frameworkReply as unknown as FastifyReply;
      reply.headers(headers);
      if (hsts === 'on' || (hsts === 'auto' && overHttps(request as unknown as FastifyRequest)))
        reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      const status = error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 500);
      reply.code(status).header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding');
      const page =
        status === 400 && options.spa
          ? badRequestPage(acceptedEncodings(request.headers['accept-encoding']))
          : undefined;
      if (!page) return reply.type('text/plain; charset=utf-8').send(`${http.STATUS_CODES[status] ?? 'Error'}\n`);
      if (page.encoding !== 'identity') reply.header('Content-Encoding', page.encoding);
      return reply.type('text/html; charset=utf-8').send(page.body);
    },
  });
  app.server.maxConnections = limits.maxConnections;

  // Set below: the shell answers with its not-found page, a section with a plain one.
  let notFound: (request: FastifyRequest, reply: FastifyReply) => unknown = (_request, reply) => plainNotFound(reply);

  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const reportsHere =
      request.method === 'POST' &&
      ((options.cspReportPath !== undefined && pathname === options.cspReportPath) ||
        (options.telemetry !== undefined && pathname === TELEMETRY_PATH));
    const corsPreflight = request.method === 'OPTIONS' && options.corsOrigins !== undefined;
    if (!ALLOWED_METHODS.includes(request.method) && !reportsHere && !corsPreflight) {
      const allow = [...ALLOWED_METHODS, ...(options.corsOrigins ? ['OPTIONS'] : [])].join(', ');
      return reply.code(405).header('Allow', allow).type('text/plain; charset=utf-8').send('Method not allowed\n');
    }
    if (AMBIGUOUS_PATH.test(request.raw.url ?? '')) return notFound(request, reply);
    const range = request.headers.range;
    if (range !== undefined && !VALID_RANGE.test(range)) delete request.headers.range;
    return undefined;
  });

  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    if (hsts === 'on' || (hsts === 'auto' && overHttps(request)))
      reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // An answer that is not the file asked for is never validated or ranged, and a missing file's
    // answer is not kept: a CDN must not pin a 404 for a chunk that is uploaded a moment later.
    if (reply.statusCode >= 400) {
      for (const name of ['etag', 'last-modified', 'content-range', 'accept-ranges']) reply.removeHeader(name);
      const page = reply.statusCode === 404 && String(reply.getHeader('content-type')).startsWith('text/html');
      reply.header('Cache-Control', page ? 'no-cache' : 'no-store');
    }
    // Files are sent brotli, gzip or plain by Accept-Encoding: caches must keep them apart
    // (added to CORS's Vary: Origin, not in its place).
    const vary = reply.getHeader('vary');
    if (!String(vary ?? '').includes('Accept-Encoding'))
      reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  });

  if (options.corsOrigins) {
    await app.register(fastifyCors, { origin: options.corsOrigins, methods: ['GET', 'HEAD'] });
  }

  // @fastify/static hands over the raw Node response here.
  // With preCompressed, filePath may be the .br or .gz sibling: its cache life is the original's.
  const setHeaders = (res: { setHeader(name: string, value: string): void }, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(filePath.replace(/\.(br|gz)$/, '')));
  };

  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    cacheControl: false,
    index: false,
    redirect: false,
    wildcard: true,
    // A route's folder (about/story/) is answered by the page logic below, never as a directory;
    // the not-found page is an answer, never a file; the federation plugin's build statistics
    // (mf-stats.json, with source paths) are not for visitors.
    allowedPath: (pathName) => !pathName.endsWith('/') && !NOT_SERVED.has(pathName),
    setHeaders,
  });

  if (options.releases) {
    const releases = options.releases;
    // A published version never changes: a year, immutable, whatever its files are called.
    await app.register(fastifyStatic, {
      root: path.join(releases, VERSIONS_FOLDER),
      prefix: `/${VERSIONS_FOLDER}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      redirect: false,
      wildcard: true,
      allowedPath: (pathName) => !pathName.endsWith('/') && !pathName.split('/').some((part) => part.startsWith('.')),
      setHeaders: (res: { setHeader(name: string, value: string): void }) =>
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    });
    // The pointer; a section that has released nothing yet says so (served from its root).
    app.get(`/${POINTER_FILE}`, async (request, reply) => {
      const section = remoteNames.find((name) => path.basename(releases) === name);
      const body = await readFile(path.join(releases, POINTER_FILE), 'utf8').catch(
        () => `${JSON.stringify({ section, live: null, canary: null, published: [] })}\n`,
      );
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('application/json; charset=utf-8');
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.send(body);
    });
  }

  // The versions one request gets, and what its answer must then say: a canary's pages differ by
  // the browser's bucket (private, and the bucket set if it is new), a preview's by its cookie
  // (private, never stored, with the banner).
  const versions = options.sectionVersions;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  interface RequestVersions {
    locate: LocateSection;
    preview?: Preview;
    used: { bucket: boolean; preview: boolean };
    newBucket?: string;
  }
  const requestVersions = (request: FastifyRequest): RequestVersions | undefined => {
    const remotesJson = options.remotesJson;
    if (!versions || !remotesJson) return undefined;
    const cookies = cookiesOf(request.headers.cookie);
    const existing = bucketOf(cookies.get(BUCKET_COOKIE));
    const preview = readPreview(versions.previewSecret, cookies.get(PREVIEW_COOKIE), nowSeconds());
    const visitor: Visitor = { bucket: existing ?? newBucket(), ...(preview ? { preview } : {}) };
    const deadline = Date.now() + FRAGMENT_DEADLINE_MS;
    const used = { bucket: false, preview: false };
    const locate: LocateSection = async (name) => {
      const manifest = remotesJson()[name];
      if (!manifest) return undefined;
      const base = sectionFolderOf(manifest);
      const location: SectionLocation = locateSection(
        base,
        await versions.pointers.read(name, base, deadline),
        visitor,
      );
      if (location.byBucket) used.bucket = true;
      if (location.preview) used.preview = true;
      return location;
    };
    return { locate, used, ...(preview ? { preview } : {}), ...(existing ? {} : { newBucket: visitor.bucket }) };
  };
  const secureCookie = (request: FastifyRequest) => (overHttps(request) ? '; Secure' : '');
  /** The headers a page or remotes.json needs for the versions it was made of. */
  const versionHeaders = (request: FastifyRequest, reply: FastifyReply, chosen: RequestVersions | undefined) => {
    if (!chosen) return;
    if (chosen.preview || chosen.used.preview) reply.header('Cache-Control', 'private, no-store');
    else if (chosen.used.bucket) reply.header('Cache-Control', 'private, no-cache');
    if (chosen.used.bucket && chosen.newBucket)
      reply.header(
        'Set-Cookie',
        `${BUCKET_COOKIE}=${chosen.newBucket}; Path=/; Max-Age=${BUCKET_COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secureCookie(request)}`,
      );
  };

  if (options.remotesJson) {
    const remotesJson = options.remotesJson;
    const entryIntegrity = options.entryIntegrity;
    app.get('/remotes.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
      const integrity = entryIntegrity?.() ?? {};
      const chosen = requestVersions(request);
      let manifests: Record<string, string | Record<string, string>> = remotesJson();
      if (chosen) {
        const located = await Promise.all(remoteNames.map(async (name) => [name, await chosen.locate(name)] as const));
        const sectionVersions = Object.fromEntries(
          located.flatMap(([name, location]) => (location?.version ? [[name, location.version]] : [])),
        );
        manifests = {
          ...Object.fromEntries(located.flatMap(([name, location]) => (location ? [[name, location.manifest]] : []))),
          ...(Object.keys(sectionVersions).length > 0 ? { versions: sectionVersions } : {}),
        };
        versionHeaders(request, reply, chosen);
      }
      return { ...manifests, ...(Object.keys(integrity).length > 0 ? { integrity } : {}) };
    });
  }

  if (versions && options.remotesJson) {
    const remotesJson = options.remotesJson;
    const refuse = (reply: FastifyReply, message: string) =>
      reply.code(403).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(`${message}\n`);
    // A signed link sets the preview cookie and opens the section; anything wrong changes nothing.
    app.get(PREVIEW_PATH, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const checked = checkPreview(versions.previewSecret, query, nowSeconds());
      if ('refused' in checked) return refuse(reply, checked.refused);
      const { preview } = checked;
      const manifest = remotesJson()[preview.section];
      const base = manifest && sectionFolderOf(manifest);
      const pointer = base ? await versions.pointers.read(preview.section, base, Date.now() + 1_000) : undefined;
      if (!pointer?.published.includes(preview.version))
        return refuse(reply, `${preview.section} has no published version ${preview.version}.`);
      const maxAge = preview.expires - nowSeconds();
      return reply
        .code(303)
        .header('Cache-Control', 'no-store')
        .header(
          'Set-Cookie',
          `${PREVIEW_COOKIE}=${previewCookieValue(versions.previewSecret ?? '', preview)}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secureCookie(request)}`,
        )
        .header('Location', sectionBasePath(preview.section))
        .send();
    });
    app.get(END_PREVIEW_PATH, async (request, reply) => {
      const referer = URL.canParse(request.headers.referer ?? '') ? new URL(request.headers.referer ?? '') : undefined;
      const back = referer && referer.host === request.headers.host ? referer.pathname : '/';
      return reply
        .code(303)
        .header('Cache-Control', 'no-store')
        .header('Set-Cookie', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secureCookie(request)}`)
        .header('Location', back.startsWith('/_preview') || back.startsWith('//') ? '/' : back)
        .send();
    });
  }

  if (options.telemetry) {
    const pointers = options.sectionVersions?.pointers;
    const remotesJson = options.remotesJson;
    // A version label is one the section's pointer names: read from the pointers pages revalidate.
    const knownVersions = () =>
      Object.fromEntries(
        remoteNames.map((name) => {
          const manifest = remotesJson?.()[name];
          return [name, manifest && pointers ? pointers.last(sectionFolderOf(manifest)) : undefined];
        }),
      );
    await registerTelemetry(app, { ...options.telemetry, metrics: new TelemetryMetrics(knownVersions) });
  }

  if (options.cspReportPath) {
    app.post(options.cspReportPath, { bodyLimit: 64 * 1024 }, async (request, reply) => {
      logViolations(request.body);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
    // Reports come as application/csp-report (report-uri) or application/reports+json (report-to).
    for (const type of ['application/csp-report', 'application/reports+json'])
      app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, undefined);
        }
      });
  }

  if (options.spa) {
    const remotesJson = options.remotesJson;
    // The build writes each route's page (about/story/index.html) and 404.html with their own
    // head; a dist without them (a development build) falls back to index.html.
    const pageFiles = new Map<string, string>();
    const pageFile = (candidate: string) => {
      let file = pageFiles.get(candidate);
      if (file === undefined) {
        file = existsSync(path.join(options.root, candidate)) ? candidate : 'index.html';
        pageFiles.set(candidate, file);
      }
      return file;
    };
    const sendIndex = (status: number, preview?: Preview) => async (request: { url: string }, reply: FastifyReply) => {
      const pathname = new URL(request.url, 'http://localhost').pathname;
      const route = normalizePath(pathname);
      const file =
        status !== 200 ? pageFile('404.html') : route === '/' ? 'index.html' : pageFile(`${route.slice(1)}/index.html`);
      if (!preview) return reply.code(status).header('Cache-Control', 'no-cache').sendFile(file);
      // A preview's page carries its banner, for that browser alone.
      const html = withPreviewBanner(await readFile(path.join(options.root, file), 'utf8'), preview);
      return reply
        .code(status)
        .header('Cache-Control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    };
    // Pages with slots (Home, the section routes) and the not-found page are composed: the frame
    // with each section's fragment where the section can give it in time (page-composer.ts).
    const misses = new Map<string, number>();
    const composer = remotesJson
      ? new PageComposer({
          root: options.root,
          remotes: remotesJson,
          integrity: options.entryIntegrity,
          // Said once a minute per slot and reason: a section that is down would say it on every page.
          onMiss: (slot, route, reason) => {
            const key = `${slot} ${reason}`;
            if (Date.now() - (misses.get(key) ?? 0) < 60_000) return;
            misses.set(key, Date.now());
            console.warn(`[composition] ${route}: ${slot} left to the browser: ${reason}`);
          },
        })
      : undefined;
    if (composer) {
      // Stopped when the server closes: sections that never answered are not waited for.
      const warming = new AbortController();
      app.addHook('onReady', async () => {
        // The live versions, as a browser without cookies gets them.
        const chosen = requestVersions({ headers: {} } as FastifyRequest);
        void composer.warm(chosen?.locate, warming.signal);
      });
      app.addHook('onClose', async () => warming.abort());
    }
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const chosen = requestVersions(request);
      const preview = chosen?.preview;
      const accepts = preview ? (['identity'] as Encoding[]) : acceptedEncodings(request.headers['accept-encoding']);
      const page = await composer?.compose(pathname, accepts, chosen?.locate);
      if (!page) return sendIndex(isKnownPath(pathname) ? 200 : 404, preview)(request, reply);
      reply.code(page.status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      versionHeaders(request, reply, chosen);
      if (preview) return reply.send(withPreviewBanner(page.body.toString('utf8'), preview));
      if (page.status === 200) {
        reply.header('ETag', page.etag);
        if (ifNoneMatch(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      }
      if (page.encoding !== 'identity') reply.header('Content-Encoding', page.encoding);
      return reply.send(page.body);
    };
    // The not-found page, whatever the path asked for (`//host/…` included).
    notFound = (request, reply) => sendPage(request, reply, '/404');
    app.get('/', (request, reply) => sendPage(request, reply, '/'));
    app.setNotFoundHandler((request, reply) => {
      const pathname = new URL(request.url, 'http://localhost').pathname;
      if (/\.[a-z0-9]+$/i.test(pathname)) return plainNotFound(reply);
      return sendPage(request, reply, pathname);
    });
  }

  if (!options.spa) {
    // A section's own pages (its standalone host, prerendered per route: blog/crm-evolution/index.html).
    app.setNotFoundHandler((request, reply) => {
      const route = normalizePath(new URL(request.url, 'http://localhost').pathname);
      const file = route === '/' ? undefined : `${route.slice(1)}/index.html`;
      if (file && !file.includes('..') && existsSync(path.join(options.root, file))) {
        return reply.header('Cache-Control', 'no-cache').sendFile(file);
      }
      return plainNotFound(reply);
    });
  }

  return app;
}
