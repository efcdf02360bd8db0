/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { securityHeaders } from './security-headers';
import { cacheControlFor, createStaticServer } from './static-server';

describe('cacheControlFor', () => {
  it('caches hashed files forever and revalidates everything else', () => {
    expect(cacheControlFor('/dist/812.3fa8c1d0e92b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/assets/font.0123456789ab.woff2')).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'main.js', 'index.html', 'remotes.json'])
      expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
  });
});

describe('createStaticServer', () => {
  let dist: string;
  let shell: FastifyInstance;
  let remote: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'agency-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
    writeFileSync(path.join(dist, '77.0123456789ab.js'), 'console.log(2)');
    writeFileSync(path.join(dist, '77.0123456789ab.js.br'), 'brotli bytes');
    shell = await createStaticServer({ root: dist, spa: true, remotesJson: () => ({}) });
    remote = await createStaticServer({ root: dist, spa: false, corsOrigins: ['http://localhost:3000'] });
  });

  afterAll(async () => {
    await Promise.all([shell.close(), remote.close()]);
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a known route with the app and status 200, an unknown one with the app and 404', async () => {
    const known = await shell.inject({ url: '/services/crm-solutions' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toMatch(/^text\/html/);
    expect(known.headers['cache-control']).toBe('no-cache');
    const unknown = await shell.inject({ url: '/blog/all-articles' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<!doctype html>');
    expect((await shell.inject({ url: '/' })).statusCode).toBe(200);
  });

  it('answers with the page the build wrote for a route, and 404.html for an unknown path', async () => {
    const pages = mkdtempSync(path.join(tmpdir(), 'agency-pages-'));
    writeFileSync(path.join(pages, 'index.html'), 'home page');
    writeFileSync(path.join(pages, '404.html'), 'not found page');
    writeFileSync(path.join(pages, 'sitemap.xml'), '<urlset/>');
    mkdirSync(path.join(pages, 'about/story'), { recursive: true });
    writeFileSync(path.join(pages, 'about/story/index.html'), 'story page');
    const server = await createStaticServer({ root: pages, spa: true });
    try {
      expect((await server.inject({ url: '/about/story' })).body).toBe('story page');
      expect((await server.inject({ url: '/about/story/' })).body).toBe('story page');
      // A route the build wrote no page for still gets the app.
      expect((await server.inject({ url: '/faq' })).body).toBe('home page');
      const unknown = await server.inject({ url: '/about/nope' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toBe('not found page');
      const sitemap = await server.inject({ url: '/sitemap.xml' });
      expect(sitemap.headers['content-type']).toMatch(/xml/);
      expect(sitemap.body).toBe('<urlset/>');
    } finally {
      await server.close();
      rmSync(pages, { recursive: true, force: true });
    }
  });

  it('answers a missing file with a plain 404, not the app', async () => {
    const missing = await shell.inject({ url: '/missing.0123456789ab.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
  });

  it('sends cache headers by file kind', async () => {
    const entry = await shell.inject({ url: '/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await shell.inject({ url: '/77.0123456789ab.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers with the precompressed file when the browser accepts it, cached like the original', async () => {
    const chunk = await shell.inject({ url: '/77.0123456789ab.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.body).toBe('brotli bytes');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the security headers on every response: page, file, JSON and 404', async () => {
    const lowerCased = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const responses = await Promise.all([
      shell.inject({ url: '/' }),
      shell.inject({ url: '/blog/all-articles' }),
      shell.inject({ url: '/77.0123456789ab.js' }),
      shell.inject({ url: '/remotes.json' }),
      shell.inject({ url: '/missing.0123456789ab.js' }),
    ]);
    for (const response of responses) expect(response.headers).toMatchObject(lowerCased(securityHeaders('shell')));
    for (const url of ['/main.js', '/missing.js'])
      expect((await remote.inject({ url })).headers).toMatchObject(lowerCased(securityHeaders('section')));
  });

  it('by default allows the sections that its remotes.json names', async () => {
    // The server reads the manifests for its preload hints at start: answer at once, offline.
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}));
    const server = await createStaticServer({
      root: dist,
      spa: true,
      remotesJson: () => ({ blog: 'https://blog.example.com/mf-manifest.json' }),
    });
    try {
      const response = await server.inject({ url: '/' });
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://blog.example.com;");
    } finally {
      await server.close();
      fetchSpy.mockRestore();
    }
  });

  it('sends the headers it is given instead', async () => {
    const headers = securityHeaders('shell', ['https://services.example.com']);
    const server = await createStaticServer({ root: dist, spa: true, securityHeaders: headers });
    try {
      const response = await server.inject({ url: '/blog' });
      expect(response.headers['content-security-policy']).toBe(headers['Content-Security-Policy']);
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://services.example.com;");
    } finally {
      await server.close();
    }
  });

  it('serves remotes.json no-cache from the deploy configuration', async () => {
    const response = await shell.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({});
  });

  it('allows the shell origin on a remote, and no other', async () => {
    const allowed = await remote.inject({ url: '/main.js', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await remote.inject({ url: '/main.js', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
