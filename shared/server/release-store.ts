/**
 * A section's releases in a folder: what `npm run release|promote|rollback|canary|abort|retire|
 * releases -w remote-<name>` change and read, and what the section's server reads to know what it
 * may serve. The folder is the section's location as the Node production server serves it (see
 * start.ts), and the same layout works on object storage:
 *
 *   <store>/<section>/v/<version>/   a published build, written once (files and folders read-only)
 *   <store>/<section>/live.json      the pointer the shell's server reads on every page request
 *   <store>/<section>/history.jsonl  every action, one JSON line each: what, when, from, to
 *   <store>/.lock                    held by the one command changing the store
 *
 * A version is published under a temporary name and renamed into place, so nobody ever reads half
 * of one; the pointer is replaced the same way, and every file is synced before its rename, so a
 * crash leaves the old state or the new one. A version name is used once, ever: publishing it again
 * is refused, even after it was retired. One lock covers the whole store (every section's pointer
 * and history, and what runs after a change, such as rewriting the nginx map), so two commands
 * never interleave; a lock whose command died (Ctrl-C, a crash) is taken over.
 *
 * Every file operation goes through `fs` (node:fs/promises by default): the tests inject the
 * errors a disk gives (EACCES, EIO, a torn write), which file modes cannot cause for root.
 */
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReleasePointer } from '@agency/platform/releases';
import { parsePointer, POINTER_FILE, VERSION_PATTERN, VERSIONS_FOLDER } from '@agency/platform/releases';
import type { RemoteName } from '@agency/platform/routes';
import { remoteNames } from '@agency/platform/routes';

export const HISTORY_FILE = 'history.jsonl';
export const LOCK_FILE = '.lock';
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
  /** Whether anyone but a preview may read it (it has been live or in a canary). */
  visible: boolean;
}

/** A refusal the command prints as it is (no stack): the store is unchanged. */
export class ReleaseError extends Error {}

/** The file operations the store uses: node:fs/promises, or a test's stand-in. */
export type StoreFileSystem = Pick<
  typeof nodeFs,
  'readFile' | 'open' | 'rename' | 'rm' | 'mkdir' | 'readdir' | 'lstat' | 'stat' | 'chmod' | 'copyFile'
>;

export interface ReleaseStoreOptions {
  now?: () => Date;
  fs?: StoreFileSystem;
  /**
   * Runs inside the store's lock after each change of a pointer, with every section's pointer (the
   * release commands keep the nginx map in step here). Its failure fails the command, after the
   * change itself was made.
   */
  afterChange?: (pointers: ReleasePointer[]) => Promise<void>;
  /** Where the store says what it skipped or recovered (console.warn). */
  warn?: (message: string) => void;
  /** How long a command waits for another's lock, and after how long an unreleased lock is stale. */
  lock?: { waitMs?: number; staleMs?: number };
}

/** The store `npm start` serves and the release commands write: RELEASE_STORE, or releases/ in the repository. */
export function releaseStoreRoot(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.RELEASE_STORE || path.join(path.dirname(fileURLToPath(import.meta.url)), '../../releases'));
}

const emptyPointer = (section: RemoteName): ReleasePointer => ({
  section,
  live: null,
  canary: null,
  published: [],
  visible: [],
});

/** Files of a section's build that a release must have. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

export class ReleaseStore {
  readonly folder: string;
  private readonly fs: StoreFileSystem;
  private readonly now: () => Date;
  private readonly warn: (message: string) => void;

  constructor(
    readonly root: string,
    readonly section: RemoteName,
    private readonly options: ReleaseStoreOptions = {},
  ) {
    this.folder = path.join(root, section);
    this.fs = options.fs ?? nodeFs;
    this.now = options.now ?? (() => new Date());
    this.warn = options.warn ?? ((message) => console.warn(message));
  }

  versionFolder(version: string): string {
    return path.join(this.folder, VERSIONS_FOLDER, version);
  }

  get pointerFile(): string {
    return path.join(this.folder, POINTER_FILE);
  }

  /**
   * The pointer as stored: null when the section has released nothing (no pointer file). Any other
   * failure throws: a pointer that cannot be read, or is not whole, never reads as "no releases".
   */
  async storedPointer(): Promise<ReleasePointer | null> {
    let text: string;
    try {
      text = await this.fs.readFile(this.pointerFile, 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ReleaseError(`${this.pointerFile} is not whole (not JSON): restore it, or run the last command again.`);
    }
    const parsed = parsePointer(raw, this.section);
    if (!parsed) throw new ReleaseError(`${this.pointerFile} is not a pointer this tool wrote.`);
    if (typeof raw === 'object' && raw !== null && !('visible' in raw)) {
      // Written before visibility was kept: every version the history ever made live or canary is.
      const shown = new Set(parsed.visible);
      for (const entry of await this.history())
        if (entry.to && ['promote', 'rollback', 'canary'].includes(entry.action)) shown.add(entry.to);
      parsed.visible = parsed.published.filter((version) => shown.has(version));
    }
    return parsed;
  }

  /**
   * What changes whenever the pointer file is replaced (its identity, time and size), or null when
   * there is none: a server reads the pointer again only when this changes.
   */
  async pointerStamp(): Promise<string | null> {
    try {
      const info = await this.fs.stat(this.pointerFile);
      return `${info.ino} ${info.mtimeMs} ${info.size}`;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
  }

  /** The pointer, or an empty one when the section has released nothing. */
  async pointer(): Promise<ReleasePointer> {
    return (await this.storedPointer()) ?? emptyPointer(this.section);
  }

  /** The history, oldest first; a line that is not whole (a write cut short) is skipped, and said. */
  async history(): Promise<HistoryEntry[]> {
    let text: string;
    try {
      text = await this.fs.readFile(path.join(this.folder, HISTORY_FILE), 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    }
    const entries: HistoryEntry[] = [];
    text.split('\n').forEach((line, index) => {
      if (!line) return;
      try {
        entries.push(JSON.parse(line) as HistoryEntry);
      } catch {
        this.warn(`${path.join(this.folder, HISTORY_FILE)}: line ${index + 1} is not whole; skipped.`);
      }
    });
    return entries;
  }

  /** Published versions, oldest first, each with its release date and what it is now. */
  async list(): Promise<ReleaseSummary[]> {
    const [pointer, history] = await Promise.all([this.pointer(), this.history()]);
    const target = rollbackTarget(history, pointer);
    return pointer.published.map((version) => {
      const releasedAt = history.find((entry) => entry.action === 'release' && entry.to === version)?.at;
      const visible = pointer.visible.includes(version);
      if (version === pointer.live) return { version, releasedAt, state: 'live', visible };
      if (version === pointer.canary?.version)
        return { version, releasedAt, state: 'canary', percent: pointer.canary.percent, visible };
      return { version, releasedAt, state: version === target ? 'rollback target' : 'published', visible };
    });
  }

  /**
   * Publishes a build (a section's dist) as a new version; nothing visitors see changes. Then
   * retires the oldest versions beyond `keep` (never the live, canary or rollback version).
   */
  async publish(from: string, version: string, keep = DEFAULT_KEEP): Promise<{ files: number; retired: string[] }> {
    checkVersion(version);
    for (const file of REQUIRED_FILES)
      if (!(await this.exists(path.join(from, file))))
        throw new ReleaseError(`${from} is not a section's build: it has no ${file}. Build it first.`);
    return this.locked(async () => {
      const history = await this.history();
      if (
        (await this.exists(this.versionFolder(version))) ||
        history.some((entry) => entry.to === version && entry.action === 'release')
      )
        throw new ReleaseError(
          `${this.section} ${version} was published before. A version is never overwritten or reused: release under a new version.`,
        );
      const versions = path.join(this.folder, VERSIONS_FOLDER);
      await this.fs.mkdir(versions, { recursive: true });
      const incoming = path.join(versions, `.incoming-${version}-${randomBytes(4).toString('hex')}`);
      try {
        const files = await this.copyBuild(from, incoming);
        await this.makeReadOnly(incoming);
        await this.fs.rename(incoming, this.versionFolder(version));
        await this.syncFolder(versions);
        const pointer = await this.pointer();
        await this.writePointer({ ...pointer, published: [...pointer.published, version] });
        await this.record({ action: 'release', from: null, to: version });
        const retired = await this.retireBeyond(keep);
        await this.changed();
        return { files, retired };
      } finally {
        await this.removeTree(incoming);
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
      await this.writePointer({ ...pointer, live: version, canary: null, visible: [...pointer.visible, version] });
      await this.record({ action: 'promote', from: pointer.live, to: version });
      await this.changed();
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
      await this.writePointer({ ...pointer, live: target, canary: null, visible: [...pointer.visible, target] });
      await this.record({ action: 'rollback', from: pointer.live, to: target });
      await this.changed();
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
      await this.writePointer({ ...pointer, canary: { version, percent }, visible: [...pointer.visible, version] });
      await this.record({ action: 'canary', from: pointer.live, to: version, percent });
      await this.changed();
    });
  }

  /** Ends a canary: every browser gets the live version again. */
  async abort(): Promise<string> {
    return this.locked(async () => {
      const pointer = await this.pointer();
      if (!pointer.canary) throw new ReleaseError(`${this.section} has no canary running.`);
      await this.writePointer({ ...pointer, canary: null });
      await this.record({ action: 'abort', from: pointer.canary.version, to: pointer.live });
      await this.changed();
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
      await this.changed();
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
      visible: pointer.visible.filter((version) => !versions.includes(version)),
    });
    for (const version of versions) {
      await this.removeTree(this.versionFolder(version));
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
    const visible = pointer.published.filter((version) => pointer.visible.includes(version));
    const whole = { ...pointer, visible };
    // The server refuses a pointer that does not hold together; so does the tool that writes it.
    if (!parsePointer(whole, this.section))
      throw new Error(`refusing to write a pointer that does not hold together: ${JSON.stringify(whole)}`);
    const { section, live, canary, published } = whole;
    await writeFileAtomic(
      this.fs,
      this.pointerFile,
      `${JSON.stringify({ section, live, canary, published, visible }, null, 2)}\n`,
    );
  }

  private async record(entry: Omit<HistoryEntry, 'at'>) {
    const file = path.join(this.folder, HISTORY_FILE);
    const line = `${JSON.stringify({ at: this.now().toISOString(), ...entry })}\n`;
    let before = '';
    try {
      before = await this.fs.readFile(file, 'utf8');
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
    // A line cut short by a crash stays a line of its own (skipped when read), never glued to this one.
    const separator = before === '' || before.endsWith('\n') ? '' : '\n';
    const handle = await this.fs.open(file, 'a');
    try {
      await handle.writeFile(separator + line);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  private async changed() {
    if (!this.options.afterChange) return;
    const pointers = await Promise.all(
      remoteNames.map((name) =>
        name === this.section ? this.pointer() : new ReleaseStore(this.root, name, this.options).pointer(),
      ),
    );
    await this.options.afterChange(pointers);
  }

  /** Runs `action` holding the store's lock (a file created exclusively), waiting for it if need be. */
  private async locked<T>(action: () => Promise<T>): Promise<T> {
    await this.fs.mkdir(this.root, { recursive: true });
    const lock = path.join(this.root, LOCK_FILE);
    const waitMs = this.options.lock?.waitMs ?? 10_000;
    const staleMs = this.options.lock?.staleMs ?? 10 * 60_000;
    const owner = JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString() });
    const started = Date.now();
    for (;;) {
      try {
        const handle = await this.fs.open(lock, 'wx');
        try {
          await handle.writeFile(owner);
        } finally {
          await handle.close();
        }
        break;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const holder = await this.lockHolder(lock);
      if (holder && this.isStale(holder, staleMs)) {
        await this.takeOver(lock, holder);
        continue;
      }
      if (Date.now() - started > waitMs)
        throw new ReleaseError(
          `${lock} is held by ${holder?.description ?? 'another release command'}. ` +
            'Wait for it to finish; if none is running, remove the file.',
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    try {
      return await action();
    } finally {
      await this.fs.rm(lock, { force: true });
    }
  }

  private async lockHolder(
    lock: string,
  ): Promise<{ text: string; pid?: number; host?: string; at: number; description: string } | undefined> {
    try {
      const [text, info] = await Promise.all([this.fs.readFile(lock, 'utf8'), this.fs.stat(lock)]);
      let parsed: { pid?: unknown; host?: unknown } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        // An empty lock (the older tools wrote none) or one cut short: only its age can tell.
      }
      const pid = typeof parsed.pid === 'number' ? parsed.pid : undefined;
      const host = typeof parsed.host === 'string' ? parsed.host : undefined;
      const since = new Date(info.mtimeMs).toISOString();
      const description = pid
        ? `process ${pid} on ${host ?? 'an unknown host'} since ${since}`
        : `a command since ${since}`;
      return { text, pid, host, at: info.mtimeMs, description };
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** A lock whose process is gone (on this host), or older than any command runs. */
  private isStale(holder: { pid?: number; host?: string; at: number }, staleMs: number): boolean {
    if (Date.now() - holder.at > staleMs) return true;
    if (holder.pid === undefined || holder.host !== os.hostname()) return false;
    try {
      process.kill(holder.pid, 0);
      return false;
    } catch (error) {
      return errorCode(error) === 'ESRCH';
    }
  }

  private async takeOver(lock: string, holder: { text: string; description: string }) {
    const moved = `${lock}.stale-${randomBytes(4).toString('hex')}`;
    try {
      await this.fs.rename(lock, moved);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return; // another command took it over first
      throw error;
    }
    // What was moved must be the stale lock: if another command took over and locked in between,
    // its lock goes back.
    const text = await this.fs.readFile(moved, 'utf8').catch(() => holder.text);
    if (text !== holder.text) {
      await this.fs.rename(moved, lock);
      return;
    }
    await this.fs.rm(moved, { force: true });
    this.warn(`Took over ${lock}, left by ${holder.description}, which is no longer running.`);
  }

  private async exists(file: string): Promise<boolean> {
    try {
      await this.fs.lstat(file);
      return true;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    }
  }

  /**
   * Copies a build file by file, each synced (several at a time: a sync waits on the disk, not
   * the processor); a symbolic link is refused (it would publish a way out of the version).
   */
  private async copyBuild(from: string, to: string): Promise<number> {
    const files: [string, string][] = [];
    const walk = async (source: string, target: string) => {
      const info = await this.fs.lstat(source);
      if (info.isSymbolicLink())
        throw new ReleaseError(
          `${source} is a symbolic link: a release copies files, never links (a link would point into a build ` +
            'that changes, or outside it). Replace it with the file.',
        );
      if (info.isDirectory()) {
        await this.fs.mkdir(target);
        for (const name of (await this.fs.readdir(source)).sort())
          await walk(path.join(source, name), path.join(target, name));
        return;
      }
      if (!info.isFile()) throw new ReleaseError(`${source} is neither a file nor a folder: it cannot be released.`);
      files.push([source, target]);
    };
    await walk(from, to);
    const queue = [...files];
    const copyNext = async (): Promise<void> => {
      const next = queue.shift();
      if (!next) return;
      await this.fs.copyFile(next[0], next[1], nodeFs.constants.COPYFILE_EXCL);
      await this.syncFile(next[1]);
      return copyNext();
    };
    await Promise.all(Array.from({ length: 16 }, copyNext));
    return files.length;
  }

  private async syncFile(file: string) {
    const handle = await this.fs.open(file, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** A folder's entries made durable (a rename into it survives a crash). */
  private syncFolder(folder: string) {
    return this.syncFile(folder);
  }

  /** Every file and folder of a version read-only: nothing can change a published version in place. */
  private async makeReadOnly(folder: string) {
    for (const name of await this.fs.readdir(folder)) {
      const entry = path.join(folder, name);
      const info = await this.fs.lstat(entry);
      if (info.isDirectory()) await this.makeReadOnly(entry);
      else await this.fs.chmod(entry, info.mode & 0o444);
    }
    await this.fs.chmod(folder, (await this.fs.lstat(folder)).mode & 0o555);
  }

  /** Removes a version's folder: its folders are made writable first (they are read-only). */
  private async removeTree(folder: string) {
    const open = async (dir: string) => {
      let names: string[];
      try {
        await this.fs.chmod(dir, 0o755);
        names = await this.fs.readdir(dir);
      } catch (error) {
        if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return;
        throw error;
      }
      for (const name of names) {
        const entry = path.join(dir, name);
        if ((await this.fs.lstat(entry)).isDirectory()) await open(entry);
      }
    };
    await open(folder);
    await this.fs.rm(folder, { recursive: true, force: true });
  }
}

/** Writes a file whole or not at all: a temporary name, synced, then renamed over the file. */
export async function writeFileAtomic(fs: StoreFileSystem, file: string, content: string): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temporary, 'wx');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
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
