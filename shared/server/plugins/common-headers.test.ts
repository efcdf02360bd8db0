/** @jest-environment node */
import http from 'node:http';
import { securityHeaders } from '../security-headers';
import { lowerCased, serversOn } from '../testing/servers';

/** A GET with the path sent exactly as given (an in-process request would tidy it). */
function rawGet(origin: string, pathAsSent: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: pathAsSent, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('common headers', () => {
  const servers = serversOn({
    'index.html': '<!doctype html><title>Home</title>',
    '404.html': '<!doctype html><title>Page Not Found</title><h1>404</h1>',
    'about/story/index.html': '<!doctype html><title>Our Story</title>',
    'main.js': 'console.log("main");'.repeat(20),
  });

  it('sends the security headers on every response: page, file, JSON, 404 and 405', async () => {
    const responses = await Promise.all([
      servers.shell.inject({ url: '/' }),
      servers.shell.inject({ url: '/blog/all-articles' }),
      servers.shell.inject({ url: '/main.js' }),
      servers.shell.inject({ url: '/remotes.json' }),
      servers.shell.inject({ url: '/missing.0123456789ab.js' }),
      servers.shell.inject({ method: 'DELETE', url: '/' }),
    ]);
    for (const response of responses) expect(response.headers).toMatchObject(lowerCased(securityHeaders('shell')));
    for (const url of ['/main.js', '/missing.js'])
      expect((await servers.section.inject({ url })).headers).toMatchObject(lowerCased(securityHeaders('section')));
  });

  it('isolates: opener, resource and frame policies; HSTS only over HTTPS', async () => {
    const page = await servers.shell.inject({ url: '/about/story' });
    expect(page.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect((await servers.section.inject({ url: '/main.js' })).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    const proxied = await servers.shell.inject({ url: '/about/story', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const missing = await servers.section.inject({ url: '/nope.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers methods no route takes with 405 and Allow, and a section’s CORS preflight', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await servers.shell.inject({ method, url: '/about/story' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect((await servers.shell.inject({ method, url: '/_telemetry' })).statusCode).toBe(405);
      expect((await servers.section.inject({ method, url: '/main.js' })).headers.allow).toBe('GET, HEAD, OPTIONS');
    }
    const preflight = await servers.section.inject({
      method: 'OPTIONS',
      url: '/main.js',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });

  it('allows the shell origin on a section, and no other', async () => {
    const allowed = await servers.section.inject({ url: '/main.js', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers.vary).toBe('Origin, Accept-Encoding');
    const other = await servers.section.inject({ url: '/main.js', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('ignores a Range it cannot read (the whole file), and serves a valid one', async () => {
    const whole = await servers.shell.inject({ url: '/main.js' });
    const invalid = await servers.shell.inject({ url: '/main.js', headers: { range: 'bytes=abc' } });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.body).toBe(whole.body);
    const part = await servers.shell.inject({ url: '/main.js', headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(whole.body.slice(0, 10));
  });

  it('validates a 200 (a 304 for its ETag), and answers an error whole, whatever validators or range it carries', async () => {
    const page = await servers.shell.inject({ url: '/about/story' });
    expect(page.headers.etag).toMatch(/^"[\w+/=]+"$/);
    const again = await servers.shell.inject({
      url: '/about/story',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);

    const plain = await servers.shell.inject({ url: '/blog/nope' });
    expect(plain.statusCode).toBe(404);
    // The not-found page's own ETag, as a client could work it out, gets no 304 either.
    const { createHash } = await import('node:crypto');
    const guessed = `"${createHash('sha1').update(plain.rawPayload).digest('base64')}"`;
    for (const headers of [{ 'if-none-match': '*' }, { 'if-none-match': guessed }, { range: 'bytes=0-9' }]) {
      const response = await servers.shell.inject({ url: '/blog/nope', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(plain.body);
      expect(response.body).toContain('<h1>404</h1>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      for (const name of ['etag', 'last-modified', 'content-range', 'accept-ranges'])
        expect(response.headers[name]).toBeUndefined();
    }
  });

  it('never serves a route for a path another origin could be read from', async () => {
    // Over a real socket: the paths go out exactly as written.
    const address = await servers.shell.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const url of ['//evil.example/about/story', '/\\evil.example/about/story', '/about%5cstory']) {
        const response = await rawGet(address, url);
        expect([url, response.status]).toEqual([url, 404]);
        expect(response.body).toContain('<h1>404</h1>');
      }
      expect((await rawGet(address, '/about/story')).status).toBe(200);
    } finally {
      await servers.shell.server.close();
    }
  });
});
