import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Sources {
  /** Paths are hashed relative to it, so the id does not depend on where the checkout sits. */
  rootDir: string;
  /** Every file below them (but in node_modules), by path and content; a missing folder adds nothing. */
  folders: string[];
  /** Files hashed by content alone, such as the lockfile. */
  files: string[];
}

/**
 * A build id: 12 hex digits of a hash over the sources a build's output depends on. The same
 * sources give the same id on any machine; any change to a file's content, name or place gives
 * another.
 */
export function hashSources({ rootDir, folders, files }: Sources): string {
  const hash = createHash('sha256');
  const add = (folder: string): void => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.name === 'node_modules') continue;
      if (entry.isDirectory()) add(file);
      else hash.update(`${path.relative(rootDir, file)}\0`).update(readFileSync(file));
    }
  };
  for (const folder of folders) add(folder);
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}
