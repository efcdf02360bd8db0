/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import * as nodeFs from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { parsePointer } from '@agency/platform/releases';
import type { RemoteName } from '@agency/platform/routes';
import { keepNginxMap } from './release-nginx';
import type { ReleaseStoreOptions, StoreFileSystem } from './release-store';
import { ReleaseError, ReleaseStore, rollbackTarget } from './release-store';

let root: string;
let build: string;
let clock: number;
const store = (options: ReleaseStoreOptions = {}, section: RemoteName = 'blog') =>
  new ReleaseStore(path.join(root, 'store'), section, {
    now: () => new Date((clock += 60_000)),
    warn: () => undefined,
    ...options,
  });
/** The real file system with some of its operations replaced. */
const fileSystem = (overrides: Partial<StoreFileSystem>): StoreFileSystem => ({ ...nodeFs, ...overrides });
const failure = (code: string) => Object.assign(new Error(`${code}: injected`), { code });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agency-releases-'));
  build = path.join(root, 'dist');
  mkdirSync(path.join(build, 'fragments'), { recursive: true });
  writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(build, 'remoteEntry.js'), 'entry');
  writeFileSync(path.join(build, 'fragments/manifest.json'), '{"build":"0123456789ab"}');
  clock = Date.UTC(2026, 10, 26, 9, 0);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const pointerFile = () => JSON.parse(readFileSync(path.join(root, 'store/blog/live.json'), 'utf8')) as unknown;

describe('ReleaseStore', () => {
  it('publishes a build as a version of its own, read-only, without making it live', async () => {
    const releases = store();
    expect(await releases.publish(build, '1.0.0')).toEqual({ files: 3, retired: [] });
    const entry = path.join(root, 'store/blog/v/1.0.0/remoteEntry.js');
    expect(readFileSync(entry, 'utf8')).toBe('entry');
    expect(statSync(entry).mode & 0o222).toBe(0);
    expect(pointerFile()).toEqual({ section: 'blog', live: null, canary: null, published: ['1.0.0'], visible: [] });
    expect(await releases.history()).toEqual([
      { at: '2026-11-26T09:01:00.000Z', action: 'release', from: null, to: '1.0.0' },
    ]);
  });

  it('refuses a version published before, even once retired, and a folder that is no build', async () => {
    const releases = store();
    await releases.publish(build, '1.0.0');
    await expect(releases.publish(build, '1.0.0')).rejects.toThrow(
      new ReleaseError(
        'blog 1.0.0 was published before. A version is never overwritten or reused: release under a new version.',
      ),
    );
    await releases.publish(build, '1.0.1');
    await releases.retire('1.0.0');
    await expect(releases.publish(build, '1.0.0')).rejects.toThrow('was published before');
    await expect(releases.publish(path.join(root, 'nothing'), '2.0.0')).rejects.toThrow(
      `${path.join(root, 'nothing')} is not a section's build: it has no mf-manifest.json. Build it first.`,
    );
    await expect(releases.publish(build, '../x')).rejects.toThrow('"../x" is not a version name');
  });

  it('promotes, rolls back along the live versions, and records each move', async () => {
    const releases = store();
    for (const version of ['a', 'b', 'c']) await releases.publish(build, version);
    await expect(releases.rollback()).rejects.toThrow('blog has no earlier live version');
    expect(await releases.promote('a')).toEqual({ from: null, to: 'a' });
    expect(await releases.promote('b')).toEqual({ from: 'a', to: 'b' });
    expect(await releases.promote('c')).toEqual({ from: 'b', to: 'c' });
    expect(await releases.rollback()).toEqual({ from: 'c', to: 'b' });
    expect(await releases.rollback()).toEqual({ from: 'b', to: 'a' });
    await expect(releases.rollback()).rejects.toThrow('no earlier live version');
    await expect(releases.promote('a')).rejects.toThrow('blog a is live already.');
    await expect(releases.promote('z')).rejects.toThrow('blog has no published version z (published: a, b, c).');
    const moves = (await releases.history()).filter((entry) => entry.action !== 'release');
    expect(moves.map(({ action, from, to }) => `${action} ${from} ${to}`)).toEqual([
      'promote null a',
      'promote a b',
      'promote b c',
      'rollback c b',
      'rollback b a',
    ]);
  });

  it('runs a canary beside the live version until a promote or an abort', async () => {
    const releases = store();
    await releases.publish(build, 'a');
    await releases.publish(build, 'b');
    await expect(releases.canary('b', 10)).rejects.toThrow('promote one before a canary');
    await releases.promote('a');
    await expect(releases.canary('b', 100)).rejects.toThrow('--percent takes a whole number from 1 to 99 (not 100).');
    await releases.canary('b', 10);
    expect(pointerFile()).toEqual({
      section: 'blog',
      live: 'a',
      canary: { version: 'b', percent: 10 },
      published: ['a', 'b'],
      visible: ['a', 'b'],
    });
    expect((await releases.list()).map(({ version, state, percent }) => [version, state, percent])).toEqual([
      ['a', 'live', undefined],
      ['b', 'canary', 10],
    ]);
    await expect(releases.retire('b')).rejects.toThrow('blog b is in canary: it cannot be retired.');
    expect(await releases.abort()).toBe('b');
    await expect(releases.abort()).rejects.toThrow('blog has no canary running.');
    await releases.canary('b', 25);
    await releases.promote('b');
    expect(pointerFile()).toEqual({
      section: 'blog',
      live: 'b',
      canary: null,
      published: ['a', 'b'],
      visible: ['a', 'b'],
    });
    expect((await releases.list()).map(({ state }) => state)).toEqual(['rollback target', 'live']);
  });

  it('keeps the last versions it is told to, and never the live, canary or rollback one', async () => {
    const releases = store();
    await releases.publish(build, 'v1');
    await releases.promote('v1');
    await releases.publish(build, 'v2');
    await releases.promote('v2');
    const retired: string[][] = [];
    for (const version of ['v3', 'v4', 'v5']) retired.push((await releases.publish(build, version, 2)).retired);
    // The newest two stay, and v2 (live) and v1 (the rollback target) besides: v3 goes as v5 comes.
    expect(retired).toEqual([[], [], ['v3']]);
    expect((await releases.pointer()).published).toEqual(['v1', 'v2', 'v4', 'v5']);
    expect(() => statSync(path.join(root, 'store/blog/v/v3'))).toThrow();
    await expect(releases.retire('v2')).rejects.toThrow('blog v2 is live: it cannot be retired.');
  });
});

describe('rollbackTarget', () => {
  it('skips earlier live versions that were retired', () => {
    const history = ['a', 'b', 'c'].map((to, index) => ({
      at: `2026-11-26T09:0${index}:00.000Z`,
      action: 'promote' as const,
      from: null,
      to,
    }));
    const pointer = { section: 'blog' as const, live: 'c', canary: null, visible: ['c'] };
    expect(rollbackTarget(history, { ...pointer, published: ['a', 'c'] })).toBe('a');
    expect(rollbackTarget(history, { ...pointer, published: ['c'] })).toBeUndefined();
  });
});

describe('ReleaseStore: what it guarantees whatever happens', () => {
  it('keeps which versions have been visible: a published version stays embargoed until live or in a canary', async () => {
    const releases = store();
    for (const version of ['a', 'b', 'c', 'd']) await releases.publish(build, version);
    await releases.promote('a');
    await releases.canary('b', 10);
    await releases.abort();
    expect((await releases.pointer()).visible).toEqual(['a', 'b']);
    expect((await releases.list()).map(({ version, visible }) => [version, visible])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
      ['d', false],
    ]);
    await releases.retire('b');
    expect((await releases.pointer()).visible).toEqual(['a']);
  });

  it('reads a pointer written before visibility was kept: every version the history made live or canary', async () => {
    const releases = store();
    for (const version of ['a', 'b', 'c']) await releases.publish(build, version);
    await releases.promote('a');
    await releases.promote('b');
    const file = path.join(root, 'store/blog/live.json');
    writeFileSync(file, JSON.stringify({ section: 'blog', live: 'b', canary: null, published: ['a', 'b', 'c'] }));
    expect((await releases.pointer()).visible).toEqual(['a', 'b']);
  });

  it('never reads an unreadable or half-written pointer as "no releases"', async () => {
    const releases = store();
    await releases.publish(build, 'a');
    for (const code of ['EACCES', 'EIO', 'EMFILE']) {
      const failing = store({
        fs: fileSystem({
          readFile: (async (file: string, options?: unknown) => {
            if (String(file).endsWith('live.json')) throw failure(code);
            return nodeFs.readFile(file, options as BufferEncoding);
          }) as StoreFileSystem['readFile'],
        }),
      });
      await expect(failing.storedPointer()).rejects.toThrow(`${code}: injected`);
      await expect(failing.promote('a')).rejects.toThrow(`${code}: injected`);
    }
    const file = path.join(root, 'store/blog/live.json');
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, whole.length / 2));
    await expect(releases.storedPointer()).rejects.toThrow('is not whole');
    // A pointer whose live version is not published does not hold together.
    writeFileSync(file, JSON.stringify({ section: 'blog', live: 'z', canary: null, published: ['a'], visible: [] }));
    await expect(releases.storedPointer()).rejects.toThrow('is not a pointer this tool wrote');
    rmSync(file);
    expect(await releases.storedPointer()).toBeNull();
  });

  it('refuses a live version that is not published, and a pointer that does not hold together', () => {
    const base = { section: 'blog', canary: null, visible: [] };
    expect(parsePointer({ ...base, live: 'b', published: ['a'] }, 'blog')).toBeUndefined();
    expect(parsePointer({ ...base, live: 'a', published: ['a'], visible: ['b'] }, 'blog')).toBeUndefined();
    expect(parsePointer({ ...base, live: null, canary: { version: 'a', percent: 5 }, published: ['a'] }, 'blog')).toBe(
      undefined,
    );
    expect(parsePointer({ ...base, live: 'a', published: ['a'] }, 'blog')?.live).toBe('a');
  });

  it('skips a torn last line of the history with a warning, and keeps writing whole lines after it', async () => {
    const warnings: string[] = [];
    const releases = store({ warn: (message) => warnings.push(message) });
    await releases.publish(build, 'a');
    const file = path.join(root, 'store/blog/history.jsonl');
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"at":"2026-11-26T09:09:00.000Z","action":"prom`);
    await releases.promote('a');
    expect((await releases.history()).map(({ action }) => action)).toEqual(['release', 'promote']);
    expect(warnings).toEqual([`${file}: line 2 is not whole; skipped.`]);
    // Every later command still works, rollback included (here it has nowhere to go, and says so).
    expect(await releases.rollback().catch((error: Error) => error.message)).toBe(
      'blog has no earlier live version that is still published to roll back to.',
    );
  });

  it('refuses a build with a symbolic link in it, and publishes nothing', async () => {
    writeFileSync(path.join(root, 'secret.txt'), 'outside the build');
    symlinkSync(path.join(root, 'secret.txt'), path.join(build, 'fragments/linked.html'));
    await expect(store().publish(build, 'a')).rejects.toThrow(
      `${path.join(build, 'fragments/linked.html')} is a symbolic link: a release copies files, never links`,
    );
    expect(readdirSync(path.join(root, 'store/blog/v'))).toEqual([]);
    expect(existsSync(path.join(root, 'store/blog/live.json'))).toBe(false);
  });

  it('makes a version’s folders read-only as well as its files, and still retires it', async () => {
    const releases = store();
    await releases.publish(build, 'a');
    await releases.publish(build, 'b');
    for (const folder of ['store/blog/v/a', 'store/blog/v/a/fragments'])
      expect(statSync(path.join(root, folder)).mode & 0o222).toBe(0);
    await releases.retire('a');
    expect(existsSync(path.join(root, 'store/blog/v/a'))).toBe(false);
  });

  it('syncs every file before the rename that puts it in place', async () => {
    const events: string[] = [];
    const short = (file: string) => path.relative(root, file).replace(/\.[0-9a-f]{8}\.tmp$/, '.tmp');
    const open = (async (file: string, flags?: string) => {
      const handle = await nodeFs.open(file, flags);
      const sync = handle.sync.bind(handle);
      return Object.assign(handle, {
        sync: async () => {
          events.push(`sync ${short(file)}`);
          return sync();
        },
      });
    }) as StoreFileSystem['open'];
    const rename = (async (from: string, to: string) => {
      events.push(`rename ${short(from).replace(/-[0-9a-f]{8}$/, '')} ${short(to)}`);
      return nodeFs.rename(from, to);
    }) as StoreFileSystem['rename'];
    await store({ fs: fileSystem({ open, rename }) }).publish(build, 'a');
    const renameVersion = events.indexOf('rename store/blog/v/.incoming-a store/blog/v/a');
    const renamePointer = events.indexOf('rename store/blog/live.json.tmp store/blog/live.json');
    expect(renameVersion).toBeGreaterThan(-1);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'fragments/manifest.json']) {
      const synced = events.findIndex(
        (event) => event.startsWith('sync store/blog/v/.incoming-a') && event.endsWith(file),
      );
      expect([file, synced > -1 && synced < renameVersion]).toEqual([file, true]);
    }
    expect(events.indexOf('sync store/blog/live.json.tmp')).toBeLessThan(renamePointer);
    expect(renamePointer).toBeGreaterThan(renameVersion);
  });
});

describe('ReleaseStore: one lock for the whole store', () => {
  /** A file system whose next pointer rename, once `armed`, waits for `release()`: a pause inside the lock. */
  function pausingAtPointer() {
    let armed = false;
    let release: () => void = () => undefined;
    let arrive: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (arrive = resolve));
    const rename = (async (from: string, to: string) => {
      if (armed && String(to).endsWith('live.json')) {
        armed = false;
        arrive();
        await paused;
      }
      return nodeFs.rename(from, to);
    }) as StoreFileSystem['rename'];
    return { fs: fileSystem({ rename }), arm: () => (armed = true), reached, release: () => release() };
  }

  it('makes two commands on two sections take turns, and leaves a consistent store and nginx map', async () => {
    const map = path.join(root, 'versions.map');
    const reloads: string[] = [];
    const afterChange = keepNginxMap({
      mapFile: map,
      reload: 'nginx -s reload',
      check: 'nginx -t',
      run: async (command) => void reloads.push(command),
    });
    const pause = pausingAtPointer();
    const blog = store({ fs: pause.fs, afterChange });
    const services = store({ afterChange }, 'services');
    await blog.publish(build, 'b1');
    await services.publish(build, 's1');
    pause.arm();
    const first = blog.promote('b1');
    await pause.reached;
    // The blog's command holds the store: the services' command waits, whatever section it is for.
    let secondDone = false;
    const second = services.promote('s1').then(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    expect((await services.pointer()).live).toBeNull();
    pause.release();
    await Promise.all([first, second]);
    expect([(await blog.pointer()).live, (await services.pointer()).live]).toEqual(['b1', 's1']);
    const written = readFileSync(map, 'utf8');
    expect(written).toContain('map $host $blog_version {\n    default "b1";\n}');
    expect(written).toContain('map $host $services_version {\n    default "s1";\n}');
    expect(reloads).toEqual(Array(4).fill(['nginx -t', 'nginx -s reload']).flat());
    expect(readdirSync(root).filter((name) => name.includes('.tmp'))).toEqual([]);
  });

  it('checks the configuration before a reload: a failed check reloads nothing and says why', async () => {
    const ran: string[] = [];
    const releases = store({
      afterChange: keepNginxMap({
        mapFile: path.join(root, 'versions.map'),
        reload: 'nginx -s reload',
        run: async (command) => {
          ran.push(command);
          if (command === 'nginx -t') throw new Error('nginx: [emerg] unexpected "}" in versions.map:3');
        },
      }),
    });
    await expect(releases.publish(build, 'a')).rejects.toThrow(
      /nginx -t` failed, so nginx was not reloaded: it serves the versions it had[^]*unexpected "\}"/,
    );
    expect(ran).toEqual(['nginx -t']);
  });

  it('takes over a lock its command left behind (Ctrl-C), and waits for a live one', async () => {
    const warnings: string[] = [];
    const lock = path.join(root, 'store/.lock');
    mkdirSync(path.dirname(lock), { recursive: true });
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lock, JSON.stringify({ pid: gone, host: hostname(), at: new Date().toISOString() }));
    await store({ warn: (message) => warnings.push(message) }).publish(build, 'a');
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^Took over ${lock}, left by process ${gone} on ${hostname()} since `)),
    ]);
    expect(existsSync(lock)).toBe(false);

    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() }));
    await expect(store({ lock: { waitMs: 200 } }).publish(build, 'b')).rejects.toThrow(
      `${lock} is held by process ${process.pid} on ${hostname()} since`,
    );
  });
});
