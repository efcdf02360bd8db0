/**
 * The release commands keep an nginx site in step (RELEASE_NGINX_MAP): after every change of a
 * pointer, inside the store's lock, the map of every section's versions is written whole (a
 * temporary name, synced, renamed), the configuration is checked with it (RELEASE_NGINX_CHECK,
 * `nginx -t` by default), and only then nginx is reloaded (RELEASE_NGINX_RELOAD). A failed check
 * reloads nothing, and the command says why: nginx keeps serving the versions it had.
 */
import { execSync } from 'node:child_process';
import * as nodeFs from 'node:fs/promises';
import type { ReleasePointer } from '@agency/platform/releases';
import { nginxVersionMap } from './nginx-config';
import type { StoreFileSystem } from './release-store';
import { ReleaseError, writeFileAtomic } from './release-store';

/** Runs a shell command; rejects with its output when it fails. */
export type RunCommand = (command: string) => Promise<void>;

const runInShell: RunCommand = async (command) => {
  try {
    execSync(command, { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${stdout}${stderr}`.trim() || (error as Error).message);
  }
};

export interface NginxMapOptions {
  /** The map file the site includes. */
  mapFile: string;
  /** Reloads nginx; without it, the map is written and nothing is run. */
  reload?: string;
  /** Checks the configuration before a reload. */
  check?: string;
  run?: RunCommand;
  fs?: StoreFileSystem;
}

/** What the store runs after each change (its `afterChange`): the map, the check, the reload. */
export function keepNginxMap(options: NginxMapOptions): (pointers: ReleasePointer[]) => Promise<void> {
  const run = options.run ?? runInShell;
  const fs = options.fs ?? nodeFs;
  return async (pointers) => {
    await writeFileAtomic(fs, options.mapFile, nginxVersionMap(pointers));
    if (!options.reload) return;
    const check = options.check ?? 'nginx -t';
    try {
      await run(check);
    } catch (error) {
      throw new ReleaseError(
        `The release is recorded and ${options.mapFile} written, but \`${check}\` failed, so nginx was not ` +
          `reloaded: it serves the versions it had until the configuration is fixed and reloaded.\n${(error as Error).message}`,
      );
    }
    try {
      await run(options.reload);
    } catch (error) {
      throw new ReleaseError(
        `The release is recorded and ${options.mapFile} written, but \`${options.reload}\` failed: ` +
          `nginx may still serve the versions it had.\n${(error as Error).message}`,
      );
    }
  };
}
