/**
 * What every answer of a server carries, and what every request must be: the security headers
 * (security-headers.ts) and HSTS, validators and conditional requests (@fastify/etag), the cache
 * life of an error, `Vary: Accept-Encoding`, the methods a static site takes, and paths and ranges
 * it will not read. It hooks the whole server (fastify-plugin): register it first.
 */
import fastifyEtag from '@fastify/etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STRICT_TRANSPORT_SECURITY } from '../security-headers';

export interface CommonHeadersOptions {
  /** Sent with every response (securityHeaders()). */
  headers: Record<string, string>;
  /**
   * Strict-Transport-Security: `auto` (the default) sends it when the request came over HTTPS,
   * directly or through a proxy that says so (`X-Forwarded-Proto: https`; over plain HTTP a
   * browser ignores the header, so a forged one gains nothing); `on` always; `off` never.
   */
  hsts?: 'auto' | 'on' | 'off';
  /** Methods some route takes besides GET and HEAD, named in a 405's Allow (OPTIONS for CORS preflights). */
  allow?: string[];
}

/** A Range header as RFC 9110 writes it; anything else is ignored (the whole file, not a 416). */
const VALID_RANGE = /^bytes=(\d+-\d*|-\d+)(\s*,\s*(\d+-\d*|-\d+))*$/;

/** A raw path that a browser or proxy could read as another origin (`//host/…`, `/\host/…`). */
const AMBIGUOUS_PATH = /^(\/\/|\/\\)|\\|%5c/i;

/** Whether a request's path, as sent, could be read as another origin's: it gets the not-found answer. */
export const isAmbiguousPath = (rawUrl: string | undefined): boolean => AMBIGUOUS_PATH.test(rawUrl ?? '');

const overHttps = (request: FastifyRequest) =>
  (request.raw.socket as { encrypted?: boolean }).encrypted === true ||
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim() === 'https';

/** The headers every answer carries; also for the answers Fastify makes before any hook (a bad URL). */
export function sendCommonHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  { headers, hsts = 'auto' }: CommonHeadersOptions,
): void {
  reply.headers(headers);
  if (hsts === 'on' || (hsts === 'auto' && overHttps(request)))
    reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

export const commonHeaders = fp<CommonHeadersOptions>(
  async (app, options) => {
    const allowed = ['GET', 'HEAD', ...(options.allow ?? [])];

    app.addHook('onRequest', async (request, reply) => {
      // A method no route takes here: said so, whatever the path (Fastify would answer 404).
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.is404)
        return reply
          .code(405)
          .header('Allow', allowed.join(', '))
          .type('text/plain; charset=utf-8')
          .send('Method not allowed\n');
      if (isAmbiguousPath(request.raw.url)) return reply.callNotFound();
      const range = request.headers.range;
      if (range !== undefined && !VALID_RANGE.test(range)) delete request.headers.range;
      return undefined;
    });

    // Only a 200 is validated: an error page, a redirect or a refusal ignores If-None-Match.
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode !== 200) delete request.headers['if-none-match'];
    });
    // Every 200 answer gets a validator (a file keeps the one it was sent with), and a matching
    // If-None-Match gets a 304.
    await app.register(fastifyEtag);

    app.addHook('onSend', async (request, reply) => {
      sendCommonHeaders(request, reply, options);
      // An answer that is not the file asked for is never validated or ranged, and a missing
      // file's answer is not kept: a CDN must not pin a 404 for a chunk uploaded a moment later.
      // The not-found page is revalidated like any page.
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
  },
  { fastify: '5.x', name: 'agency-common-headers' },
);
