/** @jest-environment node */
import { serversOn } from '../testing/servers';
import { cacheControlFor } from './static-files';

describe('cacheControlFor', () => {
  it('caches hashed files forever and revalidates everything else', () => {
    expect(cacheControlFor('/dist/812.3fa8c1d0e92b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/assets/font.0123456789ab.woff2')).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'main.js', 'index.html', 'remotes.json'])
      expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
  });
});

describe('static files', () => {
  const servers = serversOn({
    'index.html': '<!doctype html><title>Home</title>',
    '404.html': '<h1>404</h1>',
    '400.html': '<h1>400</h1>',
    'main.js': 'console.log(1)',
    '77.0123456789ab.js': 'console.log(2)',
    '77.0123456789ab.js.br': 'brotli bytes',
    'sitemap.xml': '<urlset/>',
    'mf-stats.json': '{"source":"/home/ci/remote-blog"}',
  });

  it('sends cache headers by file kind', async () => {
    expect((await servers.shell.inject({ url: '/main.js' })).headers['cache-control']).toBe('no-cache');
    expect((await servers.shell.inject({ url: '/77.0123456789ab.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const sitemap = await servers.shell.inject({ url: '/sitemap.xml' });
    expect([sitemap.headers['content-type'], sitemap.body]).toEqual(['application/xml', '<urlset/>']);
  });

  it('answers with the precompressed file when the browser accepts it, cached like the original', async () => {
    const chunk = await servers.shell.inject({
      url: '/77.0123456789ab.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.body).toBe('brotli bytes');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a missing file with a plain 404 that no cache keeps, and serves neither error pages nor build statistics', async () => {
    for (const server of [servers.shell, servers.section])
      for (const url of ['/missing.0123456789ab.js', '/404.html', '/400.html', '/mf-stats.json']) {
        const response = await server.inject({ url });
        expect([url, response.statusCode, response.body]).toEqual([url, 404, 'Not found']);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-store');
      }
  });
});
