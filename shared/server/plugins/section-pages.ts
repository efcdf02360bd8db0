/**
 * A section's own pages: its standalone host, prerendered per route by its build
 * (`blog/crm-evolution/index.html`), which a section team opens to check its build. Any other
 * unknown path is a plain 404: a section's origin gives nothing away. It sets the server's
 * not-found handler (fastify-plugin), and sends files with the static-files plugin's `sendFile`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { normalizePath } from '@agency/platform/routes';
import { plainNotFound } from './static-files';

export interface SectionPagesOptions {
  /** The section's dist. */
  root: string;
}

export const sectionPages = fp<SectionPagesOptions>(
  async (app, { root }) => {
    app.setNotFoundHandler((request, reply) => {
      const route = normalizePath(new URL(request.url, 'http://localhost').pathname);
      const file = route === '/' ? undefined : `${route.slice(1)}/index.html`;
      if (file && !file.includes('..') && existsSync(path.join(root, file)))
        return reply.header('Cache-Control', 'no-cache').sendFile(file, root);
      return plainNotFound(reply);
    });
  },
  { fastify: '5.x', name: 'agency-section-pages', dependencies: ['agency-static-files'] },
);
