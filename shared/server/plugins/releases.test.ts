/** @jest-environment node */
import * as nodeFs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Fetch } from '../fragment-source';
import { grantedFolder, pointerToken } from '../preview-links';
import type { StoreFileSystem } from '../release-store';
import { ReleaseStore } from '../release-store';
import { ReleasePointers } from '../section-versions';
import { sectionServer, shellServer, tempDist } from '../testing/servers';

const secret = 'a preview secret of at least 32 bytes';
const CHUNK = '812.3fa8c1d0e92b.js';
/** Every kind of file a version has. */
const VERSION_FILES = [
  'mf-manifest.json',
  'remoteEntry.js',
  CHUNK,
  'fragments/manifest.json',
  'fragments/route/blog.html',
  'fragments/route/blog.styles.html',
];

const build = (label: string): Record<string, string> =>
  Object.fromEntries([
    ...VERSION_FILES.map((file) => [file, `${file} of ${label}`]),
    ['blog/index.html', `the blog's own page, ${label}`],
  ]);

const failure = (code: string) => Object.assign(new Error(`${code}: injected`), { code });

/** The store's file system, whose reads of the pointer fail while `failing` holds a code (or 'torn'). */
function flakyPointer() {
  const state: { failing?: string } = {};
  const fs: StoreFileSystem = {
    ...nodeFs,
    readFile: (async (file: string, options?: unknown) => {
      const text = await nodeFs.readFile(file, options as BufferEncoding);
      if (!String(file).endsWith('live.json') || !state.failing) return text;
      if (state.failing === 'torn') return String(text).slice(0, 40);
      throw failure(state.failing);
    }) as StoreFileSystem['readFile'],
    stat: (async (file: string) => {
      if (String(file).endsWith('live.json') && state.failing && state.failing !== 'torn') throw failure(state.failing);
      const info = await nodeFs.stat(file);
      // A torn write is a new file: make the server read it again.
      return state.failing === 'torn' ? Object.assign(info, { mtimeMs: info.mtimeMs + 1 }) : info;
    }) as StoreFileSystem['stat'],
  };
  return { fs, state };
}

/** The shell's pointer reads, answered by the section's server in process. */
const through =
  (section: FastifyInstance): Fetch =>
  async (url, init) => {
    const answer = await section.inject({ url: new URL(url).pathname, headers: init.headers });
    const body = answer.statusCode === 304 ? null : answer.body;
    return new Response(body, { status: answer.statusCode, headers: answer.headers as Record<string, string> });
  };

describe('releases on a section’s origin', () => {
  const work = tempDist({});
  const dist = path.join(work.root, 'dist');
  const storeRoot = path.join(work.root, 'store');
  const flaky = flakyPointer();
  const store = new ReleaseStore(storeRoot, 'blog', { fs: flaky.fs, warn: () => undefined });
  let section: FastifyInstance;

  beforeAll(async () => {
    for (const label of ['a', 'b', 'c']) {
      const from = path.join(work.root, `builds/${label}`);
      for (const [file, content] of Object.entries(build(label))) {
        await nodeFs.mkdir(path.dirname(path.join(from, file)), { recursive: true });
        await nodeFs.writeFile(path.join(from, file), content);
      }
    }
    await nodeFs.cp(path.join(work.root, 'builds/c'), dist, { recursive: true });
    section = await sectionServer(dist, { releases: { store, previewSecret: secret } });
  });
  afterAll(async () => {
    await section.close();
    work.remove();
  });
  afterEach(() => delete flaky.state.failing);

  const get = (url: string, headers: Record<string, string> = {}) => section.inject({ url, headers });
  const grant = (version: string, expires = Math.floor(Date.now() / 1000) + 600) =>
    new URL(grantedFolder('http://blog.test/', secret, { section: 'blog', version, expires })).pathname;

  it('serves its build at the root until a version has been live, and nothing there after', async () => {
    expect((await get('/live.json')).json()).toEqual({
      section: 'blog',
      live: null,
      canary: null,
      published: [],
      visible: [],
    });
    await store.publish(path.join(work.root, 'builds/a'), 'a');
    await store.publish(path.join(work.root, 'builds/b'), 'b');
    for (const file of [...VERSION_FILES, 'blog'])
      expect([file, (await get(`/${file}`)).statusCode]).toEqual([file, 200]);
    await store.promote('a');
    for (const file of [...VERSION_FILES, 'blog']) {
      const answer = await get(`/${file}`);
      expect([file, answer.statusCode, answer.headers['cache-control']]).toEqual([file, 404, 'no-store']);
    }
    const entry = await get('/v/a/remoteEntry.js');
    expect([entry.statusCode, entry.body, entry.headers['cache-control']]).toEqual([
      200,
      'remoteEntry.js of a',
      'public, max-age=31536000, immutable',
    ]);
  });

  it('shows an unreleased version to nobody: every file 404 no-store, and left out of the pointer', async () => {
    for (const file of VERSION_FILES) {
      const answer = await get(`/v/b/${file}`);
      expect([file, answer.statusCode, answer.headers['cache-control'], answer.body]).toEqual([
        file,
        404,
        'no-store',
        'Not found',
      ]);
    }
    const listing = await get('/live.json');
    expect(listing.json()).toEqual({ section: 'blog', live: 'a', canary: null, published: ['a'], visible: ['a'] });
    expect(listing.headers['cache-control']).toBe('no-cache');
    // The shell, with its token, is told of it: a preview may open it.
    const whole = await get('/live.json', { authorization: `Bearer ${pointerToken(secret, 'blog')}` });
    expect(whole.json()).toMatchObject({ published: ['a', 'b'], visible: ['a'] });
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    expect(whole.headers.vary).toBe('Authorization, Accept-Encoding');
    expect((await get('/live.json', { authorization: 'Bearer guessed' })).json()).toMatchObject({ published: ['a'] });
  });

  it('opens an unreleased version at a valid grant only, privately: never a shared cache’s', async () => {
    for (const file of VERSION_FILES) {
      const answer = await get(`${grant('b')}${file}`);
      expect([file, answer.statusCode, answer.body, answer.headers['cache-control']]).toEqual([
        file,
        200,
        `${file} of b`,
        'private, no-cache',
      ]);
    }
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      `${grant('b', now - 1)}remoteEntry.js`, // expired
      `${grant('a').replace('/v/a/', '/v/b/')}remoteEntry.js`, // another version's grant
      `${grant('b').replace(/\.[\w-]{43}\//, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/')}remoteEntry.js`, // forged
      `${grant('z')}remoteEntry.js`, // not published
    ];
    for (const url of refused) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.headers['cache-control']]).toEqual([url, 404, 'no-store']);
    }
    // A server without the secret opens nothing.
    const secretless = await sectionServer(dist, { releases: { store } });
    expect((await secretless.inject({ url: `${grant('b')}remoteEntry.js` })).statusCode).toBe(404);
    await secretless.close();
  });

  it('keeps a version that has been visible readable: pages of it may still be open', async () => {
    await store.canary('b', 10);
    await store.promote('b');
    await store.publish(path.join(work.root, 'builds/c'), 'c');
    await store.promote('c');
    for (const version of ['a', 'b', 'c'])
      expect([version, (await get(`/v/${version}/remoteEntry.js`)).statusCode]).toEqual([version, 200]);
    expect((await get('/live.json')).json()).toMatchObject({ live: 'c', published: ['a', 'b', 'c'] });
  });

  it('answers 503 when its pointer cannot be read or is not whole, serving by the last good one meanwhile', async () => {
    for (const failing of ['EACCES', 'EIO', 'EMFILE', 'torn']) {
      flaky.state.failing = failing;
      const pointer = await get('/live.json');
      expect([failing, pointer.statusCode, pointer.headers['cache-control']]).toEqual([failing, 503, 'no-store']);
      expect([failing, (await get('/v/c/remoteEntry.js')).statusCode]).toEqual([failing, 200]);
      expect([failing, (await get('/remoteEntry.js')).statusCode]).toEqual([failing, 404]);
    }
    delete flaky.state.failing;
    expect((await get('/live.json')).statusCode).toBe(200);

    // A server that never read a good pointer serves nothing: not its root build, not a version.
    flaky.state.failing = 'EIO';
    const cold = await sectionServer(dist, { releases: { store, previewSecret: secret } });
    for (const url of ['/live.json', '/remoteEntry.js', '/v/c/remoteEntry.js'])
      expect([url, (await cold.inject({ url })).statusCode]).toEqual([url, 503]);
    await cold.close();
  });

  it('lets the shell keep its last good pointer through those errors, never switching to the unversioned build', async () => {
    const pointers = new ReleasePointers(through(section), secret);
    const shellDist = tempDist({ 'index.html': 'home', '404.html': '404' });
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 404 }));
    const shell = await shellServer(shellDist.root, {
      sections: { remotes: () => ({ blog: 'http://blog.test/mf-manifest.json' }), pointers, previewSecret: secret },
    });
    try {
      const remotes = async () => (await shell.inject({ url: '/remotes.json' })).json() as Record<string, unknown>;
      expect(await remotes()).toEqual({ blog: 'http://blog.test/v/c/mf-manifest.json', versions: { blog: 'c' } });
      for (const failing of ['EACCES', 'EIO', 'torn']) {
        flaky.state.failing = failing;
        expect([failing, await remotes()]).toEqual([
          failing,
          { blog: 'http://blog.test/v/c/mf-manifest.json', versions: { blog: 'c' } },
        ]);
      }
      // A shell that starts while the pointer cannot be read leaves the section out.
      const coldShell = await shellServer(shellDist.root, {
        sections: {
          remotes: () => ({ blog: 'http://blog.test/mf-manifest.json' }),
          pointers: new ReleasePointers(through(section), secret),
        },
      });
      expect((await coldShell.inject({ url: '/remotes.json' })).json()).toEqual({});
      await coldShell.close();
    } finally {
      await shell.close();
      fetchSpy.mockRestore();
      shellDist.remove();
    }
  });
});
