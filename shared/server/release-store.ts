/**
 * A section's releases in a folder: what `npm run release|promote|rollback|canary|abort|retire|
 * releases -w remote-<name>` change and read. The folder is the section's location as the Node
 * production server serves it (see start.ts), and the same layout works on object storage:
 *
 *   <store>/<section>/v/<version>/   a published build, written once (files made read-only)
 *   <store>/<section>/live.json      the pointer the shell's server reads on every page request
 *   <store>/<section>/history.jsonl  every action, one JSON line each: what, when, from, to
 *
 * A version is published under a temporary name and renamed into place, so nobody ever reads half
 * of one; the pointer is replaced the same way. A version name is used once, ever: publishing it
 * again is refused, even after it was retired. Commands take a lock, so two never interleave.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, chmod, cp, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReleasePointer } from '@agency/platform/releases';
import { parsePointer, POINTER_FILE, VERSION_PATTERN, VERSIONS_FOLDER } from '@agency/platform/releases';
import type { RemoteName } from '@agency/platform/routes';

export const HISTORY_FILE = 'history.jsonl';
/** How many published versions a section keeps, besides its live, canary and rollback versions. */
export const DEFAULT_KEEP = 5;

export type ReleaseAction = 'release' | 'promote' | 'rollback' | 'canary' | 'abort' | 'retire';

/** One line of history.jsonl. */
export interface HistoryEntry {
  at: string;
  action: ReleaseAction;
  /** The live version before (promote, rollback), or the version acted on (release, retire: null). */
  from: string | null;
  to: string | null;
  percent?: number;
}

export interface ReleaseSummary {
  version: string;
  releasedAt: string | undefined;
  state: 'live' | 'canary' | 'rollback target' | 'published';
  percent?: number;
}

/** A refusal the command prints as it is (no stack): the store is unchanged. */
export class ReleaseError extends Error {}

/** The store `npm start` serves and the release commands write: RELEASE_STORE, or releases/ in the repository. */
export function releaseStoreRoot(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.RELEASE_STORE || path.join(path.dirname(fileURLToPath(import.meta.url)), '../../releases'));
}

const emptyPointer = (section: RemoteName): ReleasePointer => ({ section, live: null, canary: null, published: [] });

/** Files of a section's build that a release must have. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

export class ReleaseStore {
  readonly folder: string;

  constructor(
    readonly root: string,
    readonly section: RemoteName,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.folder = path.join(root, section);
  }

  versionFolder(version: string): string {
    return path.join(this.folder, VERSIONS_FOLDER, version);
  }

  async pointer(): Promise<ReleasePointer> {
    try {
      const parsed = parsePointer(
        JSON.parse(await readFile(path.join(this.folder, POINTER_FILE), 'utf8')),
        this.section,
      );
      if (!parsed) throw new ReleaseError(`${path.join(this.folder, POINTER_FILE)} is not a pointer this tool wrote.`);
      return parsed;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyPointer(this.section);
      throw error;
    }
  }

  async history(): Promise<HistoryEntry[]> {
    try {
      const text = await readFile(path.join(this.folder, HISTORY_FILE), 'utf8');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as HistoryEntry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /** Published versions, oldest first, each with its release date and what it is now. */
  async list(): Promise<ReleaseSummary[]> {
    const [pointer, history] = await Promise.all([this.pointer(), this.history()]);
    const target = rollbackTarget(history, pointer);
    return pointer.published.map((version) => {
      const releasedAt = history.find((entry) => entry.action === 'release' && entry.to === version)?.at;
      if (version === pointer.live) return { version, releasedAt, state: 'live' };
      if (version === pointer.canary?.version)
        return { version, releasedAt, state: 'canary', percent: pointer.canary.percent };
      return { version, releasedAt, state: version === target ? 'rollback target' : 'published' };
    });
  }

  /**
   * Publishes a build (a section's dist) as a new version; nothing visitors see changes. Then
   * retires the oldest versions beyond `keep` (never the live, canary or rollback version).
   */
  async publish(from: string, version: string, keep = DEFAULT_KEEP): Promise<{ files: number; retired: string[] }> {
    checkVersion(version);
    for (const file of REQUIRED_FILES)
      if (!existsSync(path.join(from, file)))
        throw new ReleaseError(`${from} is not a section's build: it has no ${file}. Build it first.`);
    return this.locked(async () => {
      const history = await this.history();
      if (
        existsSync(this.versionFolder(version)) ||
        history.some((entry) => entry.to === version && entry.action === 'release')
      )
        throw new ReleaseError(
          `${this.section} ${version} was published before. A version is never overwritten or reused: release under a new version.`,
        );
      const versions = path.join(this.folder, VERSIONS_FOLDER);
      await mkdir(versions, { recursive: true });
      const incoming = path.join(versions, `.incoming-${version}-${randomBytes(4).toString('hex')}`);
      try {
        await cp(from, incoming, { recursive: true, errorOnExist: true, force: false });
        const files = await makeReadOnly(incoming);
        await rename(incoming, this.versionFolder(version));
        const pointer = await this.pointer();
        await this.writePointer({ ...pointer, published: [...pointer.published, version] });
        await this.record({ action: 'release', from: null, to: version });
        const retired = await this.retireBeyond(keep);
        return { files, retired };
      } finally {
        await rm(incoming, { recursive: true, force: true });
      }
    });
  }

  /** Makes a published version live for every visitor; ends a canary. */
  async promote(version: string): Promise<{ from: string | null; to: string }> {
    checkVersion(version);
    return this.locked(async () => {
      const pointer = await this.pointer();
      this.checkPublished(pointer, version);
      if (pointer.live === version && !pointer.canary)
        throw new ReleaseError(`${this.section} ${version} is live already.`);
      await this.writePointer({ ...pointer, live: version, canary: null });
      await this.record({ action: 'promote', from: pointer.live, to: version });
      return { from: pointer.live, to: version };
    });
  }

  /** Makes the previous live version live again (and ends a canary). */
  async rollback(): Promise<{ from: string | null; to: string }> {
    return this.locked(async () => {
      const [pointer, history] = await Promise.all([this.pointer(), this.history()]);
      const target = rollbackTarget(history, pointer);
      if (!target)
        throw new ReleaseError(`${this.section} has no earlier live version that is still published to roll back to.`);
      await this.writePointer({ ...pointer, live: target, canary: null });
      await this.record({ action: 'rollback', from: pointer.live, to: target });
      return { from: pointer.live, to: target };
    });
  }

  /** Sends `percent` of browsers to a published version; the rest stay on the live one. */
  async canary(version: string, percent: number): Promise<void> {
    checkVersion(version);
    if (!Number.isInteger(percent) || percent < 1 || percent > 99)
      throw new ReleaseError(`--percent takes a whole number from 1 to 99 (not ${percent}).`);
    await this.locked(async () => {
      const pointer = await this.pointer();
      this.checkPublished(pointer, version);
      if (!pointer.live)
        throw new ReleaseError(`${this.section} has no live version yet: promote one before a canary.`);
      if (pointer.live === version) throw new ReleaseError(`${this.section} ${version} is the live version.`);
      await this.writePointer({ ...pointer, canary: { version, percent } });
      await this.record({ action: 'canary', from: pointer.live, to: version, percent });
    });
  }

  /** Ends a canary: every browser gets the live version again. */
  async abort(): Promise<string> {
    return this.locked(async () => {
      const pointer = await this.pointer();
      if (!pointer.canary) throw new ReleaseError(`${this.section} has no canary running.`);
      await this.writePointer({ ...pointer, canary: null });
      await this.record({ action: 'abort', from: pointer.canary.version, to: pointer.live });
      return pointer.canary.version;
    });
  }

  /** Removes a published version (not the live or canary one): its files 404 from now on. */
  async retire(version: string): Promise<void> {
    checkVersion(version);
    await this.locked(async () => {
      const pointer = await this.pointer();
      this.checkPublished(pointer, version);
      if (pointer.live === version || pointer.canary?.version === version)
        throw new ReleaseError(
          `${this.section} ${version} is ${pointer.live === version ? 'live' : 'in canary'}: it cannot be retired.`,
        );
      await this.remove(pointer, [version]);
    });
  }

  /** Retires every version older than the newest `keep`, except the live, canary and rollback ones. */
  private async retireBeyond(keep: number): Promise<string[]> {
    const [pointer, history] = await Promise.all([this.pointer(), this.history()]);
    const kept = new Set([
      ...pointer.published.slice(-Math.max(keep, 1)),
      pointer.live,
      pointer.canary?.version,
      rollbackTarget(history, pointer),
    ]);
    const retired = pointer.published.filter((version) => !kept.has(version));
    if (retired.length > 0) await this.remove(pointer, retired);
    return retired;
  }

  private async remove(pointer: ReleasePointer, versions: string[]) {
    // The pointer stops naming them first: no page is composed from a version being deleted.
    await this.writePointer({
      ...pointer,
      published: pointer.published.filter((version) => !versions.includes(version)),
    });
    for (const version of versions) {
      await rm(this.versionFolder(version), { recursive: true, force: true });
      await this.record({ action: 'retire', from: version, to: null });
    }
  }

  private checkPublished(pointer: ReleasePointer, version: string) {
    if (!pointer.published.includes(version)) {
      const known = pointer.published.length > 0 ? pointer.published.join(', ') : 'none yet';
      throw new ReleaseError(`${this.section} has no published version ${version} (published: ${known}).`);
    }
  }

  private async writePointer(pointer: ReleasePointer) {
    const file = path.join(this.folder, POINTER_FILE);
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
    await rename(temporary, file);
  }

  private async record(entry: Omit<HistoryEntry, 'at'>) {
    const line: HistoryEntry = { at: this.now().toISOString(), ...entry };
    await appendFile(path.join(this.folder, HISTORY_FILE), `${JSON.stringify(line)}\n`);
  }

  /** Runs `action` holding the section's lock (a file created exclusively), waiting up to 10 s for it. */
  private async locked<T>(action: () => Promise<T>): Promise<T> {
    await mkdir(this.folder, { recursive: true });
    const lock = path.join(this.folder, '.lock');
    const started = Date.now();
    for (;;) {
      try {
        const handle = await open(lock, 'wx');
        await handle.close();
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (Date.now() - started > 10_000)
          throw new ReleaseError(`${lock} is held by another release command. Remove it if none is running.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    try {
      return await action();
    } finally {
      await rm(lock, { force: true });
    }
  }
}

function checkVersion(version: string) {
  if (!VERSION_PATTERN.test(version))
    throw new ReleaseError(
      `"${version}" is not a version name: letters, digits and . _ + - (up to 64), not starting with a dot.`,
    );
}

/**
 * The version `rollback` goes to: history replayed as a stack of live versions (promote pushes,
 * rollback pops), the newest earlier one that is still published.
 */
export function rollbackTarget(history: HistoryEntry[], pointer: ReleasePointer): string | undefined {
  const stack: string[] = [];
  for (const entry of history) {
    if (entry.action === 'promote' && entry.to) stack.push(entry.to);
    if (entry.action === 'rollback') {
      stack.pop();
      if (entry.to && stack.at(-1) !== entry.to) stack.push(entry.to);
    }
  }
  for (let index = stack.length - 1; index >= 0; index--) {
    const version = stack[index];
    if (version && version !== pointer.live && pointer.published.includes(version)) return version;
  }
  return undefined;
}

/** Makes every file of a folder read-only; returns how many there are. */
async function makeReadOnly(folder: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    await chmod(file, (await stat(file)).mode & 0o444);
    count++;
  }
  return count;
}
