/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { previewLink } from './preview-links';
import { ReleasePointers } from './section-versions';
import { PAGE_START_SCRIPT_SOURCE, securityHeaders, SPECULATION_RULES_SOURCE } from './security-headers';
import { cacheControlFor, createStaticServer, DEFAULT_LIMITS } from './static-server';

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
    // The server reads the sections' fragment manifests at start: answer at once, offline.
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}));
    const server = await createStaticServer({
      root: dist,
      spa: true,
      remotesJson: () => ({ blog: 'https://blog.example.com/mf-manifest.json' }),
    });
    try {
      const response = await server.inject({ url: '/' });
      expect(response.headers['content-security-policy']).toContain(
        `script-src 'self' ${PAGE_START_SCRIPT_SOURCE} ${SPECULATION_RULES_SOURCE} https://blog.example.com;`,
      );
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
      expect(response.headers['content-security-policy']).toContain(
        `script-src 'self' ${PAGE_START_SCRIPT_SOURCE} ${SPECULATION_RULES_SOURCE} https://services.example.com;`,
      );
    } finally {
      await server.close();
    }
  });

  it('serves remotes.json no-cache from the deploy configuration', async () => {
    const response = await shell.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({});
  });

  it('carries pinned entries’ hashes in remotes.json, and sends no hints to a section’s location (its islands load on intent)', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}));
    const server = await createStaticServer({
      root: dist,
      spa: true,
      remotesJson: () => ({ blog: 'https://blog.example.com/mf-manifest.json' }),
      entryIntegrity: () => ({ blog: 'sha384-abc' }),
    });
    try {
      expect((await server.inject({ url: '/remotes.json' })).json()).toEqual({
        blog: 'https://blog.example.com/mf-manifest.json',
        integrity: { blog: 'sha384-abc' },
      });
      expect((await server.inject({ url: '/blog/crm-evolution' })).headers.link).toBeUndefined();
    } finally {
      await server.close();
      fetchSpy.mockRestore();
    }
  });

  it.each(['/blog/%FF', '/%', '/a%2', '/about/%E0%A4%A'])(
    'answers the address %s, which cannot be decoded, with the site’s 400 page and every security header',
    async (url) => {
      const pages = mkdtempSync(path.join(tmpdir(), 'agency-400-'));
      writeFileSync(path.join(pages, 'index.html'), 'home page');
      writeFileSync(path.join(pages, '400.html'), '<!doctype html><h1>400</h1>');
      writeFileSync(path.join(pages, '400.html.br'), 'brotli 400 page');
      const server = await createStaticServer({ root: pages, spa: true, hsts: 'on' });
      try {
        const plain = await server.inject({ url });
        expect(plain.statusCode).toBe(400);
        expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(plain.headers['cache-control']).toBe('no-store');
        expect(plain.body).toBe('<!doctype html><h1>400</h1>');
        for (const [name, value] of Object.entries(securityHeaders('shell')))
          expect(plain.headers[name.toLowerCase()]).toBe(value);
        expect(plain.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const compressed = await server.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(compressed.headers['content-encoding']).toBe('br');
        expect(compressed.body).toBe('brotli 400 page');
        // The 400 page is an answer, never a file of its own.
        expect((await server.inject({ url: '/400.html' })).statusCode).toBe(404);
      } finally {
        await server.close();
        rmSync(pages, { recursive: true, force: true });
      }
    },
  );

  it('answers an address that cannot be decoded on a section’s server with a plain 400 and its headers', async () => {
    const response = await remote.inject({ url: '/%' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Bad Request\n');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('allows the shell origin on a remote, and no other', async () => {
    const allowed = await remote.inject({ url: '/main.js', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await remote.inject({ url: '/main.js', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

/** A GET with the path sent exactly as given. */
function rawGet(
  origin: string,
  pathAsSent: string,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: pathAsSent, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('createStaticServer: HTTP correctness, isolation and limits', () => {
  let dist: string;
  let shell: FastifyInstance;
  let remote: FastifyInstance;
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'agency-hardened-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Page Not Found</title><h1>404</h1>');
    mkdirSync(path.join(dist, 'about/story'), { recursive: true });
    writeFileSync(path.join(dist, 'about/story/index.html'), '<!doctype html><title>Our Story</title>');
    writeFileSync(path.join(dist, 'main.js'), 'console.log("main");'.repeat(20));
    writeFileSync(path.join(dist, 'mf-stats.json'), '{"source":"/home/ci/remote-blog"}');
    shell = await createStaticServer({ root: dist, spa: true, remotesJson: () => ({}), cspReportPath: '/csp-reports' });
    remote = await createStaticServer({ root: dist, spa: false, corsOrigins: ['http://localhost:3000'] });
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterAll(async () => {
    warn.mockRestore();
    await Promise.all([shell.close(), remote.close()]);
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a not-found page whole, whatever validators or range the request carries', async () => {
    const plain = await shell.inject({ url: '/blog/nope' });
    expect(plain.statusCode).toBe(404);
    for (const headers of [
      { 'if-none-match': '*' },
      { 'if-none-match': String(plain.headers.etag) },
      { range: 'bytes=0-9' },
    ]) {
      const response = await shell.inject({ url: '/blog/nope', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(plain.body);
      expect(response.body).toContain('<h1>404</h1>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      for (const name of ['etag', 'last-modified', 'content-range', 'accept-ranges'])
        expect(response.headers[name]).toBeUndefined();
    }
    const direct = await shell.inject({ url: '/404.html' });
    expect(direct.statusCode).toBe(404);
    expect(direct.body).toBe('Not found');
  });

  it('never serves a route for a path another origin could be read from', async () => {
    // Over a real socket: the paths go out exactly as written (an in-process request would tidy them).
    const address = await shell.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const url of ['//evil.example/about/story', '/\\evil.example/about/story', '/about%5cstory']) {
        const response = await rawGet(address, url);
        expect([url, response.status]).toEqual([url, 404]);
        expect(response.body).toContain('<h1>404</h1>');
        expect(response.headers.link).toBeUndefined();
      }
      expect((await rawGet(address, '/about/story')).status).toBe(200);
    } finally {
      await shell.server.close();
    }
  });

  it('answers methods it does not take with 405 and Allow, and a section’s CORS preflight', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await shell.inject({ method, url: '/about/story' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['content-security-policy']).toBeDefined();
      expect((await remote.inject({ method, url: '/main.js' })).headers.allow).toBe('GET, HEAD, OPTIONS');
    }
    const preflight = await remote.inject({
      method: 'OPTIONS',
      url: '/main.js',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });

  it('ignores a Range it cannot read (the whole file), and serves a valid one', async () => {
    const whole = await shell.inject({ url: '/main.js' });
    const invalid = await shell.inject({ url: '/main.js', headers: { range: 'bytes=abc' } });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.body).toBe(whole.body);
    const part = await shell.inject({ url: '/main.js', headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(whole.body.slice(0, 10));
  });

  it('gives nothing away on a section’s origin: a plain 404, never kept; no build statistics', async () => {
    for (const url of ['/blog/nope', '/missing.0123456789ab.js', '/mf-stats.json']) {
      const response = await remote.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not found');
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await shell.inject({ url: '/missing.0123456789ab.js' })).headers['cache-control']).toBe('no-store');
  });

  it('isolates: opener, resource and frame policies; HSTS only over HTTPS', async () => {
    const page = await shell.inject({ url: '/about/story' });
    expect(page.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect((await remote.inject({ url: '/main.js' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    const proxied = await shell.inject({ url: '/about/story', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const missing = await remote.inject({ url: '/nope.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('takes and logs policy violation reports when an endpoint is set', async () => {
    const response = await shell.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'https://www.harbourline.example/blog',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
        },
      }),
    });
    expect(response.statusCode).toBe(204);
    expect(warn).toHaveBeenCalledWith(
      '[csp] script-src-elem blocked https://evil.example/x.js on https://www.harbourline.example/blog',
    );
    const page = await shell.inject({ url: '/about/story' });
    expect(page.headers['content-security-policy']).toBeDefined();
  });
});

describe('createStaticServer: a client cannot hold the server', () => {
  /** Opens a raw connection, writes `start`, then `drip` every `everyMs`; resolves with what came back, when closed. */
  function rawClient(port: number, start: string, drip?: { line: string; everyMs: number }) {
    return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(start));
      const timer = drip ? setInterval(() => socket.writable && socket.write(drip.line), drip.everyMs) : undefined;
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
    });
  }

  let dist: string;
  let server: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'agency-limits-'));
    writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
    // The production limits, scaled down so the test takes a second.
    server = await createStaticServer({
      root: dist,
      spa: false,
      limits: { headersTimeoutMs: 600, requestTimeoutMs: 1_000, checkIntervalMs: 100 },
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('cuts off a client that dribbles its headers, and says why with the security headers', async () => {
    const slow = await rawClient(port, 'GET /main.js HTTP/1.1\r\nHost: localhost\r\n', {
      line: 'X-Slow: 1\r\n',
      everyMs: 50,
    });
    expect(slow.closedAfterMs).toBeLessThan(2_000);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(slow.answer).toContain('\r\nContent-Security-Policy: ');
    expect(slow.answer).toContain('\r\nX-Frame-Options: DENY\r\n');
  });

  it('answers a request it cannot read (400) or whose headers are too large (431) with the security headers', async () => {
    const garbled = await rawClient(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbled.answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(garbled.answer).toContain('\r\nContent-Security-Policy: ');
    const huge = await rawClient(port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(huge.answer).toContain('\r\nPermissions-Policy: ');
  });

  it('in production, cuts a slow client off within about 10 s and caps connections', () => {
    expect(DEFAULT_LIMITS.headersTimeoutMs + DEFAULT_LIMITS.checkIntervalMs).toBeLessThanOrEqual(10_000);
    expect(DEFAULT_LIMITS.maxConnections).toBeGreaterThan(0);
  });
});

describe('createStaticServer: sections’ releases', () => {
  let folder: string;
  let section: FastifyInstance;
  let shell: FastifyInstance;
  const secret = 'preview secret';
  const pointer = { section: 'blog', live: 'a', canary: { version: 'b', percent: 10 }, published: ['a', 'b'] };
  const manifests = { blog: 'http://localhost:3002/mf-manifest.json' };
  const inCanaryBucket = '45c48cce2e2d7fbdea1afc51c7c6ad26'; // section-versions.test.ts: in a 10 % canary

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'agency-store-'));
    const dist = path.join(folder, 'dist');
    const releases = path.join(folder, 'store/blog');
    mkdirSync(dist, { recursive: true });
    mkdirSync(path.join(releases, 'v/a'), { recursive: true });
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'root entry');
    writeFileSync(path.join(releases, 'v/a/remoteEntry.js'), 'entry of a');
    writeFileSync(path.join(releases, 'live.json'), JSON.stringify(pointer));
    section = await createStaticServer({ root: dist, spa: false, corsOrigins: ['http://localhost:3000'], releases });
    const pointers = new ReleasePointers(async () => new Response(JSON.stringify(pointer), { status: 200 }));
    shell = await createStaticServer({
      root: dist,
      spa: true,
      remotesJson: () => manifests,
      sectionVersions: { pointers, previewSecret: secret },
    });
  });

  afterAll(async () => {
    await Promise.all([section.close(), shell.close()]);
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves a section’s versions as immutable files beside its root build, and its pointer revalidated', async () => {
    const versioned = await section.inject({ url: '/v/a/remoteEntry.js' });
    expect(versioned.body).toBe('entry of a');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers['access-control-allow-origin']).toBeUndefined();
    expect((await section.inject({ url: '/remoteEntry.js' })).body).toBe('root entry');
    expect((await section.inject({ url: '/v/c/remoteEntry.js' })).statusCode).toBe(404);
    const live = await section.inject({ url: '/live.json' });
    expect(JSON.parse(live.body)).toEqual(pointer);
    expect(live.headers['cache-control']).toBe('no-cache');
    const again = await section.inject({ url: '/live.json', headers: { 'if-none-match': String(live.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers remotes.json with the browser’s versions, and sets a bucket while a canary runs', async () => {
    const fresh = await shell.inject({ url: '/remotes.json' });
    const cookie = String(fresh.headers['set-cookie']);
    expect(cookie).toMatch(/^agency_bucket=[0-9a-f]{32}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
    expect(fresh.headers['cache-control']).toBe('private, no-cache');
    const inCanary = await shell.inject({
      url: '/remotes.json',
      headers: { cookie: `agency_bucket=${inCanaryBucket}` },
    });
    expect(JSON.parse(inCanary.body)).toEqual({
      blog: 'http://localhost:3002/v/b/mf-manifest.json',
      versions: { blog: 'b' },
    });
    expect(inCanary.headers['set-cookie']).toBeUndefined();
  });

  it('opens a signed preview for that browser, and refuses anything else with 403 and no cookie', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const link = previewLink(secret, { section: 'blog', version: 'b', expires });
    const opened = await shell.inject({ url: link });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/blog');
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^agency_preview=blog~b~${expires}~[\\w-]+; Path=/; Max-Age=(600|599); SameSite=Lax; HttpOnly$`),
    );
    const remotes = await shell.inject({ url: '/remotes.json', headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(JSON.parse(remotes.body)).toMatchObject({ versions: { blog: 'b' } });
    expect(remotes.headers['cache-control']).toBe('private, no-store');

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
    expect(ended.headers['set-cookie']).toBe('agency_preview=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly');
  });
});
