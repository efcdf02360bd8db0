/**
 * The unit tests' servers: temporary dist folders, and the shell's and a section's servers
 * assembled as start.ts does, on them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SectionVersions } from '../plugins/section-versions';
import type { SectionVersionsOptions } from '../plugins/section-versions';
import { securityHeaders } from '../security-headers';
import type { SectionServerOptions, ShellServerOptions } from '../server';
import { createSectionServer, createShellServer } from '../server';

/** A temporary folder with these files (path → content); `remove()` deletes it. */
export function tempDist(files: Record<string, string | Buffer>): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'agency-server-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A shell's server on `root`, every section at its remotes.json location unless `versions` says
 * otherwise. Its start does not wait for sections (`warmWaitMs` 0): a test's are rarely there.
 */
export function shellServer(
  root: string,
  options: Partial<ShellServerOptions> & { sections?: Partial<SectionVersionsOptions> } = {},
): Promise<FastifyInstance> {
  const { sections, ...rest } = options;
  return createShellServer({
    root,
    headers: securityHeaders('shell'),
    versions: new SectionVersions({ remotes: () => ({}), ...sections }),
    warmWaitMs: 0,
    ...rest,
  });
}

/** A section's server on `root`, allowing the default shell's origin. */
export function sectionServer(root: string, options: Partial<SectionServerOptions> = {}): Promise<FastifyInstance> {
  return createSectionServer({
    root,
    headers: securityHeaders('section'),
    corsOrigins: ['http://localhost:3000'],
    ...options,
  });
}

/**
 * The shell's and a section's servers on one temporary dist folder with these files: started
 * before the enclosing describe block's tests, closed (and the folder removed) after them.
 */
export function serversOn(files: Record<string, string | Buffer>): {
  shell: FastifyInstance;
  section: FastifyInstance;
} {
  const dist = tempDist(files);
  const servers = {} as { shell: FastifyInstance; section: FastifyInstance };
  beforeAll(async () => {
    servers.shell = await shellServer(dist.root);
    servers.section = await sectionServer(dist.root);
  });
  afterAll(async () => {
    await Promise.all([servers.shell.close(), servers.section.close()]);
    dist.remove();
  });
  return servers;
}

/** Header names lower-cased, as a response carries them. */
export const lowerCased = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
