/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { ReleasePointer } from '@agency/platform/releases';
import { grantedFolder, previewLink } from '../preview-links';
import { ReleasePointers } from '../section-versions';
import { shellServer, tempDist } from '../testing/servers';

const secret = 'a preview secret of at least 32 bytes';
const pointer: ReleasePointer = { section: 'blog', live: 'a', canary: null, published: ['a', 'b'], visible: ['a'] };
const manifests = { blog: 'http://localhost:3002/mf-manifest.json' };

describe('previews', () => {
  const dist = tempDist({
    'index.html': 'home',
    '404.html': '404',
    'blog/index.html': '<html><body><main>listing</main></body></html>',
  });
  let shell: FastifyInstance;
  let fetchSpy: jest.SpyInstance;
  beforeAll(async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 404 }));
    shell = await shellServer(dist.root, {
      previewSecret: secret,
      sections: {
        remotes: () => manifests,
        pointers: new ReleasePointers(async () => Response.json(pointer), secret),
        previewSecret: secret,
      },
    });
  });
  afterAll(async () => {
    await shell.close();
    fetchSpy.mockRestore();
    dist.remove();
  });

  it('opens a signed preview for that browser, at the grant its section’s server checks; refuses anything else with 403 and no cookie', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const link = previewLink(secret, { section: 'blog', version: 'b', expires });
    const opened = await shell.inject({ url: link });
    expect([opened.statusCode, opened.headers.location]).toEqual([303, '/blog']);
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^agency_preview=blog~b~${expires}~[\\w-]+; Max-Age=(600|599); Path=/; HttpOnly; SameSite=Lax$`),
    );
    const remotes = await shell.inject({ url: '/remotes.json', headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(remotes.json()).toEqual({
      blog: `${grantedFolder('http://localhost:3002/', secret, { section: 'blog', version: 'b', expires })}mf-manifest.json`,
      versions: { blog: 'b' },
    });
    expect(remotes.headers['cache-control']).toBe('private, no-store');
    const page = await shell.inject({ url: '/blog', headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Preview: <strong>blog b</strong>. Only this browser sees it.');

    const refusals = [
      [link.replace('version=b', 'version=a'), 'This preview link is not valid: its signature does not match.'],
      [
        previewLink(secret, { section: 'blog', version: 'b', expires: expires - 601 }),
        'This preview link has expired.',
      ],
      [previewLink(secret, { section: 'blog', version: 'z', expires }), 'blog has no published version z.'],
    ] as const;
    for (const [url, message] of refusals) {
      const refused = await shell.inject({ url });
      expect([refused.statusCode, refused.body, refused.headers['set-cookie']]).toEqual([
        403,
        `${message}\n`,
        undefined,
      ]);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    const ended = await shell.inject({
      url: '/_preview/end',
      headers: { referer: 'http://localhost/blog/x', host: 'localhost' },
    });
    expect([ended.statusCode, ended.headers.location]).toEqual([303, '/blog/x']);
    expect(ended.headers['set-cookie']).toBe('agency_preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });

  it('refuses every link on a server without the secret', async () => {
    const server = await shellServer(dist.root, { sections: { remotes: () => manifests } });
    const link = previewLink(secret, { section: 'blog', version: 'b', expires: Math.floor(Date.now() / 1000) + 60 });
    const refused = await server.inject({ url: link });
    expect([refused.statusCode, refused.body]).toEqual([403, 'Preview links are not enabled on this server.\n']);
    await server.close();
  });
});
