/** @jest-environment node */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Beacon } from '@agency/platform/telemetry';
import { registerTelemetry, routeGroup, STRICT_VALIDATION, TelemetryMetrics } from './telemetry';

const origin = 'http://localhost:3000';
const pointer = {
  section: 'blog' as const,
  live: '1.4.0',
  canary: { version: '1.5.0', percent: 10 },
  published: ['1.4.0', '1.5.0'],
  visible: ['1.4.0', '1.5.0'],
};

const beacon = (changes: Partial<Beacon> = {}): Beacon => ({
  route: '/blog/crm-evolution',
  pageView: true,
  page: { section: 'blog', version: '1.4.0' },
  vitals: [
    { name: 'LCP', value: 812, section: 'blog', version: '1.4.0' },
    { name: 'CLS', value: 0.02, section: 'shell', version: 'unversioned' },
    { name: 'INP', value: 48, section: 'blog', version: '1.4.0' },
  ],
  errors: [
    { kind: 'error', message: 'boom', frames: ['304.8e01c50bd440.js:1:2345'], section: 'blog', version: '1.4.0' },
  ],
  ...changes,
});

async function server(perMinute = 100): Promise<{ app: FastifyInstance; metrics: TelemetryMetrics }> {
  const metrics = new TelemetryMetrics(() => ({ blog: pointer }));
  const app = Fastify({ ajv: STRICT_VALIDATION });
  await registerTelemetry(app, { metrics, origins: [origin], perMinute, metricsToken: 'a-token' });
  return { app, metrics };
}

const post = (app: FastifyInstance, body: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/_telemetry',
    payload: body,
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin', ...headers },
    remoteAddress: '127.0.0.1',
  });

const metricsText = async (app: FastifyInstance) =>
  (await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;

describe('routeGroup', () => {
  it('groups routes into a few series', () => {
    expect(['/', '/about/story', '/blog', '/blog/crm-evolution', '/contact/quote', '/nope'].map(routeGroup)).toEqual([
      'home',
      'company',
      'blog',
      'blog/page',
      'contact/page',
      'not-found',
    ]);
  });
});

describe('/_telemetry', () => {
  it('counts a beacon by section, version and route group, and answers 204', async () => {
    const { app } = await server();
    const answer = await post(app, JSON.stringify(beacon()));
    expect(answer.statusCode).toBe(204);
    const text = await metricsText(app);
    expect(text).toContain('agency_page_views_total{section="blog",version="1.4.0",route_group="blog/page"} 1');
    expect(text).toContain(
      'agency_lcp_seconds_bucket{le="1",section="blog",version="1.4.0",route_group="blog/page"} 1',
    );
    expect(text).toContain('agency_lcp_seconds_sum{section="blog",version="1.4.0",route_group="blog/page"} 0.812');
    expect(text).toContain('agency_cls_sum{section="shell",version="unversioned",route_group="blog/page"} 0.02');
    expect(text).toContain(
      'agency_errors_total{section="blog",version="1.4.0",route_group="blog/page",kind="error"} 1',
    );
    expect(text).toContain('agency_error_messages_total{section="blog",version="1.4.0",kind="error",message="boom"} 1');
    expect(text).toContain('agency_release_info{section="blog",version="1.5.0",role="canary"} 1');
    await app.close();
  });

  it('labels a version the section never published as unknown', async () => {
    const { app } = await server();
    await post(app, JSON.stringify(beacon({ page: { section: 'blog', version: 'made-up' }, vitals: [], errors: [] })));
    expect(await metricsText(app)).toContain(
      'agency_page_views_total{section="blog",version="unknown",route_group="blog/page"} 1',
    );
    await app.close();
  });

  it('answers malformed, oversized, cross-origin and over-limit posts with 400, 413, 403, 429, counting nothing', async () => {
    const { app } = await server();
    const before = await metricsText(app);
    const answers = [
      await post(app, '{"route": "/blog",'),
      await post(app, JSON.stringify({ ...beacon(), route: '/blog?email=a@b.hk' })),
      await post(app, JSON.stringify({ ...beacon(), extra: 1 })),
      await post(
        app,
        JSON.stringify(beacon({ vitals: [{ name: 'FID' as 'LCP', value: 1, section: 'blog', version: '1' }] })),
      ),
      await post(app, JSON.stringify({ ...beacon(), pageView: 'true' })),
      await post(app, JSON.stringify({ ...beacon(), padding: 'x'.repeat(20_000) })),
      await post(app, JSON.stringify(beacon()), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      await post(app, JSON.stringify(beacon()), { 'sec-fetch-site': 'cross-site' }),
    ].map((answer) => answer.statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 413, 403, 403]);
    expect(await metricsText(app)).toBe(before);
    // Three a minute: the next one is refused, and not counted.
    const limited = await server(3);
    const codes = [];
    for (let index = 0; index < 4; index++) codes.push((await post(limited.app, JSON.stringify(beacon()))).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
    expect(await metricsText(limited.app)).toContain(
      'agency_page_views_total{section="blog",version="1.4.0",route_group="blog/page"} 3',
    );
    await Promise.all([app.close(), limited.app.close()]);
  });
});

describe('/metrics', () => {
  it('answers on loopback, or with the bearer token, and refuses anything else', async () => {
    const { app } = await server();
    const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ url: '/metrics', remoteAddress, headers }).then((answer) => answer.statusCode);
    expect(await ask('127.0.0.1')).toBe(200);
    expect(await ask('::1')).toBe(200);
    expect(await ask('203.0.113.9')).toBe(403);
    // Through a proxy on this machine: not loopback.
    expect(await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(403);
    expect(await ask('203.0.113.9', { authorization: 'Bearer a-token' })).toBe(200);
    expect(await ask('203.0.113.9', { authorization: 'Bearer another' })).toBe(403);
    await app.close();
  });
});
