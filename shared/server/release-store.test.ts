/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReleaseError, ReleaseStore, rollbackTarget } from './release-store';

let root: string;
let build: string;
let clock: number;
const store = () => new ReleaseStore(path.join(root, 'store'), 'blog', () => new Date((clock += 60_000)));

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
    expect(pointerFile()).toEqual({ section: 'blog', live: null, canary: null, published: ['1.0.0'] });
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
    expect(pointerFile()).toEqual({ section: 'blog', live: 'b', canary: null, published: ['a', 'b'] });
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
    expect(rollbackTarget(history, { section: 'blog', live: 'c', canary: null, published: ['a', 'c'] })).toBe('a');
    expect(rollbackTarget(history, { section: 'blog', live: 'c', canary: null, published: ['c'] })).toBeUndefined();
  });
});
