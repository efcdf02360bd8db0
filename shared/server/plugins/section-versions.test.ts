/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { ReleasePointer } from '@agency/platform/releases';
import { ReleasePointers } from '../section-versions';
import { shellServer, tempDist } from '../testing/servers';

const pointer: ReleasePointer = {
  section: 'blog',
  live: 'a',
  canary: { version: 'b', percent: 10 },
  published: ['a', 'b'],
  visible: ['a', 'b'],
};
const manifests = { blog: 'http://localhost:3002/mf-manifest.json' };
const inCanaryBucket = '45c48cce2e2d7fbdea1afc51c7c6ad26'; // section-versions.test.ts: in a 10 % canary

describe('section versions: remotes.json', () => {
  const dist = tempDist({ 'index.html': 'home', '404.html': '404' });
  let shell: FastifyInstance;
  // The server reads the sections' fragment manifests at start: answer at once, offline.
  let fetchSpy: jest.SpyInstance;
  beforeAll(async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}));
    shell = await shellServer(dist.root, {
      sections: {
        remotes: () => manifests,
        pointers: new ReleasePointers(async () => Response.json(pointer)),
      },
    });
  });
  afterAll(async () => {
    await shell.close();
    fetchSpy.mockRestore();
    dist.remove();
  });

  it('serves the deploy configuration no-cache, with pinned entries’ hashes', async () => {
    const server = await shellServer(dist.root, {
      sections: { remotes: () => manifests, integrity: () => ({ blog: 'sha384-abc' }) },
    });
    const response = await server.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ ...manifests, integrity: { blog: 'sha384-abc' } });
    expect((await (await shellServer(dist.root)).inject({ url: '/remotes.json' })).json()).toEqual({});
    await server.close();
  });

  it('answers with the browser’s versions, and sets a bucket while a canary runs', async () => {
    const fresh = await shell.inject({ url: '/remotes.json' });
    expect(String(fresh.headers['set-cookie'])).toMatch(
      /^agency_bucket=[0-9a-f]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(fresh.headers['cache-control']).toBe('private, no-cache');
    const inCanary = await shell.inject({
      url: '/remotes.json',
      headers: { cookie: `agency_bucket=${inCanaryBucket}` },
    });
    expect(inCanary.json()).toEqual({ blog: 'http://localhost:3002/v/b/mf-manifest.json', versions: { blog: 'b' } });
    expect(inCanary.headers['set-cookie']).toBeUndefined();
    // Over HTTPS (a proxy the server trusts says so), the bucket is a Secure cookie.
    const secure = await shellServer(dist.root, {
      trustProxy: '127.0.0.1',
      sections: { remotes: () => manifests, pointers: new ReleasePointers(async () => Response.json(pointer)) },
    });
    const overHttps = await secure.inject({ url: '/remotes.json', headers: { 'x-forwarded-proto': 'https' } });
    expect(String(overHttps.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    await secure.close();
  });

  it('leaves out a section whose location cannot say what it has released: never its unversioned build', async () => {
    const server = await shellServer(dist.root, {
      sections: {
        remotes: () => ({ ...manifests, services: 'http://localhost:3001/mf-manifest.json' }),
        pointers: new ReleasePointers(async (url) =>
          url.startsWith('http://localhost:3002/')
            ? new Response('The release pointer cannot be read just now.\n', { status: 503 })
            : new Response('Not found', { status: 404 }),
        ),
      },
    });
    expect((await server.inject({ url: '/remotes.json' })).json()).toEqual({
      services: 'http://localhost:3001/mf-manifest.json',
    });
    await server.close();
  });
});
