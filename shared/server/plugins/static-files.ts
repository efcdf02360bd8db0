/**
 * An app's build as files: precompressed (the .br and .gz the build wrote beside each file), each
 * with its cache life by name. It decorates the reply with `sendFile` (fastify-plugin), which the
 * section's pages and releases use with roots of their own.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** A hashed file name, e.g. 812.3fa8c1d0e92b.js: its content never changes, so cache it forever. */
const HASHED_FILE = /\.[0-9a-f]{12}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache';
}

/** Files a dist holds that are never served as they are (the error pages are answers, not files). */
const NOT_SERVED = new Set(['/404.html', '/400.html', '/mf-stats.json']);

/** A short plain 404: for a missing file, and on a section's origin for any unknown path. */
export const plainNotFound = (reply: FastifyReply): FastifyReply =>
  reply.code(404).type('text/plain; charset=utf-8').send('Not found');

export interface StaticFilesOptions {
  /** The folder served at `/`: an app's dist (or what a development server writes). */
  root: string;
}

export const staticFiles = fp<StaticFilesOptions>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      index: false,
      redirect: false,
      wildcard: true,
      // A route's folder (about/story/) is a page, answered by a pages plugin, never a directory;
      // the error pages are answers, never files; the federation plugin's build statistics
      // (mf-stats.json, with source paths) are not for visitors.
      allowedPath: (pathName) => !pathName.endsWith('/') && !NOT_SERVED.has(pathName),
      // @fastify/static hands over the raw Node response here. With preCompressed, filePath may
      // be the .br or .gz sibling: its cache life is the original's. A route that answers with
      // another cache life sets it on the reply first, which takes precedence.
      setHeaders: (res: { setHeader(name: string, value: string): void }, filePath: string) =>
        res.setHeader('Cache-Control', cacheControlFor(filePath.replace(/\.(br|gz)$/, ''))),
    });
  },
  { fastify: '5.x', name: 'agency-static-files' },
);
