/**
 * Which version of each section a request to the shell gets, and `/remotes.json` for it. A
 * request's versions follow the sections' pointers: the live one, a canary's by the browser's
 * bucket cookie, or a signed preview's (section-versions.ts, preview-links.ts). An answer a bucket
 * decided is private, and sets the bucket if the browser had none; a preview's is private and never
 * stored. It decorates the server with `sectionVersions` (fastify-plugin), which the pages and
 * previews plugins ask; it needs @fastify/cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ReleasePointer } from '@agency/platform/releases';
import { BUCKET_COOKIE, BUCKET_COOKIE_MAX_AGE_S, PREVIEW_COOKIE } from '@agency/platform/releases';
import type { RemoteName } from '@agency/platform/routes';
import { remoteNames } from '@agency/platform/routes';
import type { LocateSection } from '../page-composer';
import { FRAGMENT_DEADLINE_MS } from '../page-composer';
import type { Preview } from '../preview-links';
import { readPreview } from '../preview-links';
import type { PointerRead, ReleasePointers, SectionLocation, Visitor } from '../section-versions';
import { bucketOf, locateSection, newBucket } from '../section-versions';

export interface SectionVersionsOptions {
  /** remotes.json: where each section is (its mf-manifest.json), from the deploy configuration. */
  remotes: () => Partial<Record<RemoteName, string>>;
  /** Optional pinning: the SRI hash of each section's remoteEntry.js that the shell may run. */
  integrity?: () => Record<string, string>;
  /** The sections' release pointers; without, every section is at its location's root. */
  pointers?: ReleasePointers;
  /** Checks preview cookies and signs grants (PREVIEW_SECRET); without, there are no previews. */
  previewSecret?: string;
}

/** The versions one request gets, and what its answer must then say. */
export interface RequestVersions {
  locate: LocateSection;
  preview?: Preview;
  /** What decided a location: the answer varies by bucket, or is for this browser alone. */
  used: { bucket: boolean; preview: boolean };
  /** A bucket made for this request (the browser had none): set if a canary used it. */
  newBucket?: string;
}

/** A section's location: the folder of the mf-manifest.json remotes.json names. */
export const sectionFolderOf = (manifest: string): string => new URL('.', manifest).href;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export class SectionVersions {
  private readonly byRequest = new WeakMap<FastifyRequest, RequestVersions>();

  constructor(private readonly options: SectionVersionsOptions) {}

  get remotes(): () => Partial<Record<RemoteName, string>> {
    return this.options.remotes;
  }

  get integrity(): () => Record<string, string> {
    return this.options.integrity ?? (() => ({}));
  }

  /** The request's versions, worked out once per request. */
  forRequest(request: FastifyRequest): RequestVersions {
    let chosen = this.byRequest.get(request);
    if (!chosen) {
      chosen = this.forCookies(request.cookies ?? {});
      this.byRequest.set(request, chosen);
    }
    return chosen;
  }

  /** The versions a browser with these cookies gets (none: a first visit). */
  forCookies(cookies: Record<string, string | undefined>): RequestVersions {
    const existing = bucketOf(cookies[BUCKET_COOKIE]);
    const secret = this.options.previewSecret;
    const preview = readPreview(secret, cookies[PREVIEW_COOKIE], nowSeconds());
    const visitor: Visitor = { bucket: existing ?? newBucket(), ...(preview ? { preview } : {}) };
    const deadline = Date.now() + FRAGMENT_DEADLINE_MS;
    const used = { bucket: false, preview: false };
    const locate: LocateSection = async (name) => {
      const manifest = this.options.remotes()[name];
      if (!manifest) return undefined;
      const base = sectionFolderOf(manifest);
      const location: SectionLocation | undefined = locateSection(
        base,
        await this.pointerOf(name, deadline),
        visitor,
        secret,
      );
      if (location?.byBucket) used.bucket = true;
      if (location?.preview) used.preview = true;
      return location;
    };
    return { locate, used, ...(preview ? { preview } : {}), ...(existing ? {} : { newBucket: visitor.bucket }) };
  }

  /** What a section's location says of its releases now (within `deadline`). */
  pointerOf(name: RemoteName, deadline: number): Promise<PointerRead> {
    const manifest = this.options.remotes()[name];
    const pointers = this.options.pointers;
    if (!manifest || !pointers) return Promise.resolve({ state: 'root' });
    return pointers.read(name, sectionFolderOf(manifest), deadline);
  }

  /** Each section's last pointer, as pages revalidated it (telemetry's version labels). */
  lastPointers(): Partial<Record<RemoteName, ReleasePointer | undefined>> {
    const pointers = this.options.pointers;
    return Object.fromEntries(
      remoteNames.map((name) => {
        const manifest = this.options.remotes()[name];
        return [name, manifest && pointers ? pointers.last(sectionFolderOf(manifest)) : undefined];
      }),
    );
  }

  /** The headers a page or remotes.json needs for the versions it was made of. */
  sendHeaders(request: FastifyRequest, reply: FastifyReply, chosen: RequestVersions): void {
    if (chosen.preview || chosen.used.preview) reply.header('Cache-Control', 'private, no-store');
    else if (chosen.used.bucket) reply.header('Cache-Control', 'private, no-cache');
    if (chosen.used.bucket && chosen.newBucket)
      reply.setCookie(BUCKET_COOKIE, chosen.newBucket, {
        path: '/',
        maxAge: BUCKET_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        httpOnly: true,
        secure: request.protocol === 'https',
      });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sectionVersions: SectionVersions;
  }
}

export interface SectionVersionsPluginOptions {
  versions: SectionVersions;
}

export const sectionVersions = fp<SectionVersionsPluginOptions>(
  async (app, { versions }) => {
    app.decorate('sectionVersions', versions);

    // Served from the deploy configuration, not a file, so one build runs in every environment;
    // its locations are the request's versions, as a page's are.
    app.get('/remotes.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
      const chosen = versions.forRequest(request);
      const located = await Promise.all(remoteNames.map(async (name) => [name, await chosen.locate(name)] as const));
      const manifests = Object.fromEntries(
        located.flatMap(([name, location]) => (location ? [[name, location.manifest]] : [])),
      );
      const sectionVersions = Object.fromEntries(
        located.flatMap(([name, location]) => (location?.version ? [[name, location.version]] : [])),
      );
      const integrity = versions.integrity();
      versions.sendHeaders(request, reply, chosen);
      return {
        ...manifests,
        ...(Object.keys(sectionVersions).length > 0 ? { versions: sectionVersions } : {}),
        ...(Object.keys(integrity).length > 0 ? { integrity } : {}),
      };
    });
  },
  { fastify: '5.x', name: 'agency-section-versions', dependencies: ['@fastify/cookie'] },
);
