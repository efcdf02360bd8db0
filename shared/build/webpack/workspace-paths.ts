/** Where the factory finds the workspace: the repository root, shared/ and this package. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** shared/build: the page template, the runtime-core modules and the prerender step. */
export const buildDir = path.resolve(import.meta.dirname, '..');
export const sharedDir = path.dirname(buildDir);
export const rootDir = path.dirname(sharedDir);

/** The version of a package as installed in the workspace (hoisted to the root's node_modules). */
export function installedVersion(pkg: string): string {
  const file = path.join(rootDir, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
