/** @jest-environment node */
import zlib from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '../security-headers';
import { createFastify } from '../server';
import { sectionServer, shellServer, tempDist } from '../testing/servers';
import { pages } from './pages';
import { SectionVersions, sectionVersions } from './section-versions';
import { staticFiles } from './static-files';

describe('pages', () => {
  const dist = tempDist({
    'index.html': 'home page',
    '404.html': '<!doctype html><h1>404</h1>',
    '400.html': '<!doctype html><h1>400</h1>',
    'about/story/index.html': 'story page',
    'zh-hk/index.html': '首頁',
    'zh-hk/about/story/index.html': '我們的故事',
    'zh-hk/404.html': '<!doctype html><h1>找不到此頁</h1>',
    'zh-hk/400.html': '<!doctype html><h1>網址無法讀取</h1>',
    'main.js': 'console.log(1)',
  });
  let shell: FastifyInstance;
  beforeAll(async () => {
    shell = await shellServer(dist.root, { hsts: 'on' });
  });
  afterAll(async () => {
    await shell.close();
    dist.remove();
  });

  it('answers a route with the page the build wrote for it, revalidated, in the encoding the browser takes', async () => {
    for (const url of ['/about/story', '/about/story/']) {
      const page = await shell.inject({ url });
      expect([page.statusCode, page.body, page.headers['cache-control']]).toEqual([200, 'story page', 'no-cache']);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await shell.inject({ url: '/' })).body).toBe('home page');
    const brotli = await shell.inject({ url: '/about/story', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('story page');
  });

  it('answers an unknown path, and a route the build wrote no page for, with the not-found page: there is no app to fall back to', async () => {
    for (const url of ['/about/nope', '/blog/all-articles', '/faq']) {
      const response = await shell.inject({ url });
      expect([url, response.statusCode, response.body]).toEqual([url, 404, '<!doctype html><h1>404</h1>']);
    }
    const missing = await shell.inject({ url: '/missing.0123456789ab.js' });
    expect([missing.statusCode, missing.body]).toEqual([404, 'Not found']);
  });

  it.each(['/blog/%FF', '/%', '/a%2', '/about/%E0%A4%A'])(
    'answers the address %s, which cannot be decoded, with the site’s 400 page and every security header',
    async (url) => {
      const plain = await shell.inject({ url });
      expect(plain.statusCode).toBe(400);
      expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('no-store');
      expect(plain.body).toBe('<!doctype html><h1>400</h1>');
      for (const [name, value] of Object.entries(securityHeaders('shell')))
        expect(plain.headers[name.toLowerCase()]).toBe(value);
      expect(plain.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const compressed = await shell.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('<!doctype html><h1>400</h1>');
    },
  );

  it('answers each language’s pages in that language, from the path alone, with no negotiation', async () => {
    const answers = await Promise.all(
      ['/', '/zh-hk/', '/zh-hk/about/story', '/zh-hk/nowhere', '/zh-hk/%FF'].map(async (url) => {
        const response = await shell.inject({ url, headers: { 'accept-language': 'zh-HK,zh;q=0.9' } });
        return [url, response.statusCode, response.headers['content-language'], response.headers.vary, response.body];
      }),
    );
    expect(answers).toEqual([
      ['/', 200, 'en', 'Accept-Encoding', 'home page'],
      ['/zh-hk/', 200, 'zh-HK', 'Accept-Encoding', '首頁'],
      ['/zh-hk/about/story', 200, 'zh-HK', 'Accept-Encoding', '我們的故事'],
      ['/zh-hk/nowhere', 404, 'zh-HK', 'Accept-Encoding', '<!doctype html><h1>找不到此頁</h1>'],
      ['/zh-hk/%FF', 400, 'zh-HK', 'Accept-Encoding', '<!doctype html><h1>網址無法讀取</h1>'],
    ]);
  });

  it('sends /zh-hk to the Chinese Home with a 301, keeping the query', async () => {
    for (const [url, location] of [
      ['/zh-hk', '/zh-hk/'],
      ['/zh-hk?ref=card', '/zh-hk/?ref=card'],
    ]) {
      const response = await shell.inject({ url });
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, location]);
    }
  });

  it('answers an address that cannot be decoded on a section’s server with a plain 400 and its headers', async () => {
    const section = await sectionServer(dist.root);
    const response = await section.inject({ url: '/%' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Bad Request\n');
    expect(response.headers['x-frame-options']).toBe('DENY');
    await section.close();
  });

  it('reads its pages from the frame source it is given, and files from the root it is given', async () => {
    // As a development server would: pages rendered on demand, files from a folder of its own,
    // and a plugin of its own registered before them.
    const files = tempDist({ 'main.js': 'built by the watcher' });
    const rendered: Record<string, string> = { 'about/story/index.html': 'story, rendered now', '404.html': 'none' };
    const app = createFastify({ headers: securityHeaders('shell') });
    await app.register(async (own) => own.get('/__dev/ping', async () => 'pong'));
    await app.register(fastifyCookie);
    await app.register(staticFiles, { root: files.root });
    await app.register(sectionVersions, { versions: new SectionVersions({ remotes: () => ({}) }) });
    let version = 1;
    await app.register(pages, {
      frames: {
        read: async (file) => (rendered[file] ? { version: String(version), html: rendered[file] } : undefined),
      },
    });
    try {
      expect((await app.inject({ url: '/about/story' })).body).toBe('story, rendered now');
      rendered['about/story/index.html'] = 'story, edited';
      version++;
      expect((await app.inject({ url: '/about/story' })).body).toBe('story, edited');
      expect((await app.inject({ url: '/main.js' })).body).toBe('built by the watcher');
      expect((await app.inject({ url: '/__dev/ping' })).body).toBe('pong');
      expect((await app.inject({ url: '/' })).statusCode).toBe(404);
    } finally {
      await app.close();
      files.remove();
    }
  });
});
