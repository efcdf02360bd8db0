/**
 * A section's releases on its own origin (release-store.ts): its pointer at `/live.json` and its
 * versions at `/v/<version>/`, beside its build at the root, with the embargo that keeps what was
 * never released unseen:
 *
 * - a version that has been live or in a canary (the pointer's `visible`) is served to anyone,
 *   immutable: pages made of it may still be open;
 * - any other published version is served only at a preview's grant, `/g/<grant>/v/<version>/`
 *   (preview-links.ts), privately; everywhere else it is a 404 that no cache keeps;
 * - once the section has had a live version, its root build (the dist) is not served at all: it
 *   is whatever was built last, released or not;
 * - `/live.json` names only visible versions, unless the shell asks with its pointer token.
 *
 * The pointer is read through the store (its file-system seam) whenever its file changes. Only
 * "not found" means "no releases": when it cannot be read, or is not whole, `/live.json` answers
 * 503 and files are served by the last good pointer, or not at all before there is one. It gates
 * every request to the server (fastify-plugin).
 */
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ReleasePointer } from '@agency/platform/releases';
import { POINTER_FILE, VERSION_PATTERN } from '@agency/platform/releases';
import { grantOpens, GRANTS_FOLDER, holdsPointerToken } from '../preview-links';
import type { ReleaseStore } from '../release-store';
import { IMMUTABLE, plainNotFound } from './static-files';

export interface ReleasesOptions {
  /** The section's folder in the store, read through the store's file system. */
  store: ReleaseStore;
  /** PREVIEW_SECRET, the shell's: checks grants and the shell's pointer token; without, no previews. */
  previewSecret?: string;
}

interface PointerState {
  /** The last good pointer (null: the section has released nothing); undefined before one was read. */
  pointer?: ReleasePointer | null;
  /** Why the pointer cannot be read now. */
  error?: unknown;
}

/** The store's pointer, read again when its file changes; the last good one kept through errors. */
class LivePointer {
  private stamp?: string | null;
  private good?: ReleasePointer | null;

  constructor(private readonly store: ReleaseStore) {}

  async read(): Promise<PointerState> {
    try {
      const stamp = await this.store.pointerStamp();
      if (stamp !== this.stamp || this.good === undefined) {
        this.good = stamp === null ? null : await this.store.storedPointer();
        this.stamp = stamp;
      }
      return { pointer: this.good };
    } catch (error) {
      this.stamp = undefined;
      return { pointer: this.good, error };
    }
  }
}

/** Whether a section has had a live version: from then on its root build is not served. */
const hasReleased = (pointer: ReleasePointer | null | undefined) =>
  Boolean(pointer && (pointer.live !== null || pointer.visible.length > 0));

const unavailable = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('Retry-After', '5')
    .type('text/plain; charset=utf-8')
    .send('The release pointer cannot be read just now.\n');

/** `/v/<version>/…` and `/g/<grant>/v/<version>/…`: what the routes below answer. */
const VERSIONED = new RegExp(`^/(v|${GRANTS_FOLDER}/[^/]+/v)/`);

export const releases = fp<ReleasesOptions>(
  async (app, { store, previewSecret }) => {
    const live = new LivePointer(store);
    const section = store.section;

    // The root build, for every path the versions' routes do not take.
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname === `/${POINTER_FILE}` || VERSIONED.test(pathname)) return undefined;
      const state = await live.read();
      if (state.pointer === undefined) return unavailable(reply);
      if (hasReleased(state.pointer)) return plainNotFound(reply);
      return undefined;
    });

    app.get(`/${POINTER_FILE}`, async (request, reply) => {
      const state = await live.read();
      if (state.error !== undefined || state.pointer === undefined) {
        request.log.error({ err: state.error }, `${section}: the release pointer cannot be read`);
        return unavailable(reply);
      }
      const pointer = state.pointer ?? { section, live: null, canary: null, published: [], visible: [] };
      const whole = holdsPointerToken(previewSecret, request.headers.authorization, section);
      reply
        .header('Cache-Control', whole ? 'private, no-cache' : 'no-cache')
        .header('Vary', 'Authorization')
        .type('application/json; charset=utf-8');
      // Anyone else learns only of versions that anyone may read.
      return whole ? pointer : { ...pointer, published: pointer.visible };
    });

    const version = async (
      request: { params: unknown },
      reply: FastifyReply,
      open: (pointer: ReleasePointer, version: string, grant?: string) => boolean,
      cacheControl: string,
    ) => {
      const { version: name = '', grant, '*': file = '' } = request.params as Record<string, string | undefined>;
      const state = await live.read();
      if (state.pointer === undefined) return unavailable(reply);
      if (!state.pointer || !VERSION_PATTERN.test(name) || !open(state.pointer, name, grant))
        return plainNotFound(reply);
      return reply.header('Cache-Control', cacheControl).sendFile(`/${file}`, store.versionFolder(name));
    };

    // A version anyone may read never changes: a year, immutable, whatever its files are called.
    app.get('/v/:version/*', (request, reply) =>
      version(request, reply, (pointer, name) => pointer.visible.includes(name), IMMUTABLE),
    );
    // A preview's: for the browser that holds the grant, never kept by a shared cache.
    app.get(`/${GRANTS_FOLDER}/:grant/v/:version/*`, (request, reply) =>
      version(
        request,
        reply,
        (pointer, name, grant) =>
          pointer.published.includes(name) &&
          grantOpens(previewSecret, grant ?? '', section, name, Math.floor(Date.now() / 1000)),
        'private, no-cache',
      ),
    );
  },
  { fastify: '5.x', name: 'agency-releases', dependencies: ['agency-static-files'] },
);
