/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { shellServer, tempDist } from '../testing/servers';

describe('CSP reports', () => {
  const dist = tempDist({ 'index.html': 'home', '404.html': '404' });
  let shell: FastifyInstance;
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    shell = await shellServer(dist.root, { cspReportPath: '/csp-reports' });
  });
  afterAll(async () => {
    warn.mockRestore();
    await shell.close();
    dist.remove();
  });

  it('takes and logs policy violation reports, one line each, in either format', async () => {
    const post = (type: string, body: unknown) =>
      shell.inject({
        method: 'POST',
        url: '/csp-reports',
        headers: { 'content-type': type },
        payload: JSON.stringify(body),
      });
    const legacy = await post('application/csp-report', {
      'csp-report': {
        'document-uri': 'https://www.harbourline.example/blog',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    });
    expect([legacy.statusCode, legacy.headers['cache-control']]).toEqual([204, 'no-store']);
    await post('application/reports+json', [
      {
        body: {
          effectiveDirective: 'img-src',
          blockedURL: 'https://cdn.example/a.png\u001b[2J',
          documentURL: 'https://www.harbourline.example/',
        },
      },
    ]);
    expect(warn.mock.calls).toEqual([
      ['[csp] script-src-elem blocked https://evil.example/x.js on https://www.harbourline.example/blog'],
      ['[csp] img-src blocked https://cdn.example/a.png[2J on https://www.harbourline.example/'],
    ]);
  });

  it('is there only where the server was told to take reports', async () => {
    const other = await shellServer(dist.root);
    const answer = await other.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(405);
    await other.close();
  });
});
