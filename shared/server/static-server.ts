import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPath, normalizePath } from '../src/routes/routes';
import { acceptedEncodings, PageComposer } from './page-composer';
import { SectionHints } from './section-hints';
import { sectionOrigins, securityHeaders } from './security-headers';

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
   * Sent with every response. Defaults to the shell's headers (with `spa`), naming the sections'
   * origins of `remotesJson` as read at start, or a section's.
   */
  securityHeaders?: Record<string, string>;
  logger?: boolean;
}

/** One app's production server: precompressed static files, cache and security headers. */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  const headers =
    options.securityHeaders ??
    securityHeaders(options.spa ? 'shell' : 'section', sectionOrigins(Object.values(options.remotesJson?.() ?? {})));
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
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
    // A route's folder (about/story/) is answered by the page logic below, never as a directory.
    allowedPath: (pathName) => !pathName.endsWith('/'),
    setHeaders,
  });

  if (options.remotesJson) {
    const remotesJson = options.remotesJson;
    app.get('/remotes.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
      return remotesJson();
    });
  }

  if (options.spa) {
    const remotesJson = options.remotesJson;
    const hints = new SectionHints();
    if (remotesJson)
      app.addHook('onReady', async () => {
        void hints.warm(remotesJson()); // in the background: starting up never waits for a remote
      });
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
    const sendIndex = (status: number) => (request: { url: string }, reply: FastifyReply) => {
      const pathname = new URL(request.url, 'http://localhost').pathname;
      const links = status === 200 && remotesJson ? hints.linkHeader(pathname, remotesJson()) : undefined;
      if (links) reply.header('Link', links);
      const route = normalizePath(pathname);
      const file =
        status !== 200 ? pageFile('404.html') : route === '/' ? 'index.html' : pageFile(`${route.slice(1)}/index.html`);
      return reply.code(status).header('Cache-Control', 'no-cache').sendFile(file);
    };
    // Pages with slots (Home, the section routes) and the not-found page are composed: the frame
    // with each section's fragment where the section can give it in time (page-composer.ts).
    const misses = new Map<string, number>();
    const composer = remotesJson
      ? new PageComposer({
          root: options.root,
          remotes: remotesJson,
          // Said once a minute per slot and reason: a section that is down would say it on every page.
          onMiss: (slot, route, reason) => {
            const key = `${slot} ${reason}`;
            if (Date.now() - (misses.get(key) ?? 0) < 60_000) return;
            misses.set(key, Date.now());
            console.warn(`[composition] ${route}: ${slot} left to the browser: ${reason}`);
          },
        })
      : undefined;
    if (composer) app.addHook('onReady', async () => void composer.warm());
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = new URL(request.url, 'http://localhost').pathname;
      const page = await composer?.compose(pathname, acceptedEncodings(request.headers['accept-encoding']));
      if (!page) return sendIndex(isKnownPath(pathname) ? 200 : 404)(request, reply);
      reply.code(page.status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      if (page.status === 200) {
        const links = remotesJson ? hints.linkHeader(pathname, remotesJson()) : undefined;
        if (links) reply.header('Link', links);
        reply.header('ETag', page.etag);
        if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      }
      if (page.encoding !== 'identity') reply.header('Content-Encoding', page.encoding);
      return reply.send(page.body);
    };
    app.get('/', sendPage);
    app.setNotFoundHandler((request, reply) => {
      const pathname = new URL(request.url, 'http://localhost').pathname;
      const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
      if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send();
      if (looksLikeFile) return reply.code(404).type('text/plain').send('Not found');
      return sendPage(request, reply);
    });
  }

  if (!options.spa) {
    // A section's own pages (its standalone host, prerendered per route: blog/crm-evolution/index.html).
    app.setNotFoundHandler((request, reply) => {
      const route = normalizePath(new URL(request.url, 'http://localhost').pathname);
      const file = route === '/' ? undefined : `${route.slice(1)}/index.html`;
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && file && !file.includes('..');
      if (isPage && existsSync(path.join(options.root, file))) {
        return reply.header('Cache-Control', 'no-cache').sendFile(file);
      }
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
    });
  }

  return app;
}
