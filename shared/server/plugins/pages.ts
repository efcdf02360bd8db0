/**
 * The shell's pages: every route's page composed from the frame the shell's build wrote and the
 * sections' fragments (page-composer.ts), at the versions the request gets (the section-versions
 * plugin, when registered), with a preview's banner; the not-found page for any other path; the
 * bad-request page for an address that cannot be read. Frames come from `frames`: the dist in
 * production, a renderer in development. It answers every path no other route takes
 * (fastify-plugin: the server's not-found handler is its), so register it after the others.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RemoteName } from '@agency/platform/routes';
import { errorPageFile } from '@agency/platform/prerender';
import { LANGUAGE_TAG, locales, localizedPath, splitLocale } from '@agency/platform/routes';
import type { ComposedPage, Encoding, FrameSource } from '../page-composer';
import { acceptedEncodings, PageComposer } from '../page-composer';
import { settleBy } from '../fragment-source';
import { withPreviewBanner } from '../preview-links';
import { isAmbiguousPath } from './common-headers';
import { plainNotFound } from './static-files';

/** How long a server's start waits for the sections' fragments at most (see the onReady hook). */
export const WARM_WAIT_MS = 5_000;

export interface PagesOptions {
  /** The shell's page files: route frames, 404.html, 400.html. */
  frames: FrameSource;
  /** Where each section is (remotes.json), for a server without the section-versions plugin. */
  remotes?: () => Partial<Record<RemoteName, string>>;
  /** A composer of the test's own (its fragment source, deadline); built from `frames` otherwise. */
  composer?: PageComposer;
  /** How long the server's start waits for the sections' fragments at most; WARM_WAIT_MS by default. */
  warmWaitMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bad-request page in the best encoding the request takes (createServer's answer to an unreadable address). */
    badRequestPage: (accepts: Encoding[], rawUrl: string | undefined) => Promise<ComposedPage | undefined>;
  }
}

export const pages = fp<PagesOptions>(
  async (app, options) => {
    const versions = app.hasDecorator('sectionVersions') ? app.sectionVersions : undefined;
    const misses = new Map<string, number>();
    const composer =
      options.composer ??
      new PageComposer({
        frames: options.frames,
        remotes: versions?.remotes ?? options.remotes ?? (() => ({})),
        integrity: versions?.integrity,
        // Said once a minute per slot and reason: a section that is down would say it on every page.
        onMiss: (slot, route, reason) => {
          const key = `${slot} ${reason}`;
          if (Date.now() - (misses.get(key) ?? 0) < 60_000) return;
          misses.set(key, Date.now());
          console.warn(`[composition] ${route}: ${slot} left to the browser: ${reason}`);
        },
      });

    // The address cannot be decoded, but its language segment can be read as it was sent.
    app.decorate('badRequestPage', (accepts: Encoding[], rawUrl: string | undefined) => {
      const { locale } = splitLocale((rawUrl ?? '/').split('?')[0] ?? '/');
      return composer.plainPage(errorPageFile(400, locale), 400, accepts, locale);
    });

    // Stopped when the server closes: sections that never answered are not waited for.
    const warming = new AbortController();
    app.addHook('onReady', async () => {
      // The live versions, as a browser without cookies gets them. The server listens once the
      // sections' fragments are here, so its first visitors get composed pages; a section that
      // does not answer holds it up for `warmWaitMs` at most, and is tried on in the background.
      const warmed = composer.warm(versions?.forCookies({}).locate, warming.signal);
      await settleBy(warmed, Date.now() + (options.warmWaitMs ?? WARM_WAIT_MS), Date.now);
    });
    app.addHook('onClose', async () => warming.abort());

    const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const chosen = versions?.forRequest(request);
      const preview = chosen?.preview;
      // A preview's page gets its banner: it is composed as text.
      const accepts: Encoding[] = preview ? ['identity'] : acceptedEncodings(request.headers['accept-encoding']);
      const page = await composer.compose(pathname, accepts, chosen?.locate);
      if (!page) return plainNotFound(reply);
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Language', LANGUAGE_TAG[page.locale]);
      if (chosen && versions) versions.sendHeaders(request, reply, chosen);
      if (preview) return reply.send(withPreviewBanner(page.body.toString('utf8'), preview));
      if (page.encoding !== 'identity') reply.header('Content-Encoding', page.encoding);
      return reply.send(page.body);
    };

    app.get('/', (request, reply) => sendPage(request, reply, '/'));
    // Each language's Home is at its folder: `/zh-hk` is sent there (a slash, not a negotiation).
    for (const locale of locales) {
      const home = localizedPath('/', locale);
      if (home === '/') continue;
      const bare = home.replace(/\/$/, '');
      app.get(bare, (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.header('Cache-Control', 'no-cache').redirect(`${home}${query}`, 301);
      });
    }
    app.setNotFoundHandler((request, reply) => {
      // A path another origin could be read from gets the not-found page, whatever it names.
      if (isAmbiguousPath(request.raw.url)) return sendPage(request, reply, '/404');
      const pathname = new URL(request.url, 'http://localhost').pathname;
      // A missing file (a path with an extension) is a short plain 404, not the not-found page.
      if (/\.[a-z0-9]+$/i.test(pathname)) return plainNotFound(reply);
      return sendPage(request, reply, pathname);
    });
  },
  { fastify: '5.x', name: 'agency-pages' },
);
