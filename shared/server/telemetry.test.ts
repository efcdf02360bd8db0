/** @jest-environment node */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createFastify } from './server';
import type { Beacon } from '@agency/platform/telemetry';
import { metrics as metricsEndpoint, telemetry } from './plugins/telemetry';
import { clientNetwork, MESSAGE_WINDOW_MS, messageFingerprint, routeGroup, TelemetryMetrics } from './telemetry';
import { formatReport, parseMetrics, summarize } from './telemetry-report';

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

const error = (message: string): Beacon =>
  beacon({
    vitals: [],
    errors: [{ kind: 'error', message, frames: [], section: 'blog', version: '1.4.0' }],
  });

let clock = Date.now();

interface Servers {
  /** The shell's public listener, with the telemetry plugin. */
  app: FastifyInstance;
  /** The loopback listener's /metrics. */
  loopback: FastifyInstance;
}

const opened: Servers[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).flatMap(({ app, loopback }) => [app.close(), loopback.close()]));
});

async function servers(
  perMinute = 100,
  options: { trustProxy?: number | string; metricsToken?: string } = {},
): Promise<Servers> {
  const metrics = new TelemetryMetrics(
    () => ({ blog: pointer }),
    () => clock,
  );
  const app = createFastify({ headers: {}, trustProxy: options.trustProxy });
  await app.register(telemetry, { metrics, origins: [origin], perMinute, metricsToken: options.metricsToken });
  const loopback = Fastify();
  await loopback.register(metricsEndpoint, { metrics });
  const pair = { app, loopback };
  opened.push(pair);
  return pair;
}

const post = (app: FastifyInstance, body: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/_telemetry',
    payload: body,
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin', ...headers },
    remoteAddress,
  });

const metricsText = async ({ loopback }: Servers) =>
  (await loopback.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;

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
    const pair = await servers();
    const answer = await post(pair.app, JSON.stringify(beacon()));
    expect(answer.statusCode).toBe(204);
    // Whole lines of the exposition: a series and its exact value.
    expect((await metricsText(pair)).split('\n')).toEqual(
      expect.arrayContaining([
        'agency_page_views_total{section="blog",version="1.4.0",route_group="blog/page"} 1',
        'agency_lcp_seconds_bucket{le="1",section="blog",version="1.4.0",route_group="blog/page"} 1',
        'agency_lcp_seconds_sum{section="blog",version="1.4.0",route_group="blog/page"} 0.812',
        'agency_cls_sum{section="shell",version="unversioned",route_group="blog/page"} 0.02',
        'agency_errors_total{section="blog",version="1.4.0",route_group="blog/page",kind="error"} 1',
        'agency_error_message_clients{section="blog",version="1.4.0",kind="error",message="boom"} 1',
        'agency_error_message_reports{section="blog",version="1.4.0",kind="error",message="boom"} 1',
        'agency_release_info{section="blog",version="1.5.0",role="canary"} 1',
      ]),
    );
  });

  it('labels a version the section never published as unknown', async () => {
    const pair = await servers();
    await post(
      pair.app,
      JSON.stringify(beacon({ page: { section: 'blog', version: 'made-up' }, vitals: [], errors: [] })),
    );
    expect(await metricsText(pair)).toContain(
      'agency_page_views_total{section="blog",version="unknown",route_group="blog/page"} 1',
    );
  });

  it('answers malformed, oversized, cross-origin and over-limit posts with 400, 413, 403, 429, counting nothing', async () => {
    const pair = await servers();
    const before = await metricsText(pair);
    const answers = [
      await post(pair.app, '{"route": "/blog",'),
      await post(pair.app, JSON.stringify({ ...beacon(), route: '/blog?email=a@b.hk' })),
      await post(pair.app, JSON.stringify({ ...beacon(), extra: 1 })),
      await post(
        pair.app,
        JSON.stringify(beacon({ vitals: [{ name: 'FID' as 'LCP', value: 1, section: 'blog', version: '1' }] })),
      ),
      await post(pair.app, JSON.stringify({ ...beacon(), pageView: 'true' })),
      await post(pair.app, JSON.stringify({ ...beacon(), padding: 'x'.repeat(20_000) })),
      await post(pair.app, JSON.stringify(beacon()), {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      }),
      await post(pair.app, JSON.stringify(beacon()), { 'sec-fetch-site': 'cross-site' }),
    ].map((answer) => answer.statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 413, 403, 403]);
    expect(await metricsText(pair)).toBe(before);
    // Three a minute: the next one is refused, and not counted.
    const limited = await servers(3);
    const codes = [];
    for (let index = 0; index < 4; index++) codes.push((await post(limited.app, JSON.stringify(beacon()))).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
    expect(await metricsText(limited)).toContain(
      'agency_page_views_total{section="blog",version="1.4.0",route_group="blog/page"} 3',
    );
  });

  it('refuses vitals outside plausible bounds: a time beyond a minute, a layout shift beyond 10, anything below 0', async () => {
    const pair = await servers();
    const vital = (name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', value: number) =>
      post(pair.app, JSON.stringify(beacon({ vitals: [{ name, value, section: 'blog', version: '1.4.0' }] })));
    const before = await metricsText(pair);
    for (const [name, value] of [
      ['LCP', 60_001],
      ['INP', 600_000],
      ['TTFB', -1],
      ['CLS', 10.5],
      ['CLS', -0.1],
    ] as const)
      expect([name, value, (await vital(name, value)).statusCode]).toEqual([name, value, 400]);
    expect(await metricsText(pair)).toBe(before);
    for (const [name, value] of [
      ['LCP', 60_000],
      ['CLS', 10],
      ['FCP', 0],
    ] as const)
      expect([name, value, (await vital(name, value)).statusCode]).toEqual([name, value, 204]);
  });

  it('lets control and format characters reach neither /metrics nor the report', async () => {
    const pair = await servers();
    const hostile = '\u001b]0;owned\u0007\u001b[2J\u001b[31mfake line\u000d\nagency ok\u202e reversed\u200b';
    expect((await post(pair.app, JSON.stringify(error(hostile)))).statusCode).toBe(204);
    const text = await metricsText(pair);
    // No character a terminal acts on, in the exposition or in any label.
    const acted = (output: string) => /[\p{Cc}\p{Cf}]/u.test(output.replaceAll('\n', ''));
    expect(acted(text)).toBe(false);
    expect(text).toContain('message="]0;owned [2J [31mfake line agency ok reversed"');
    const report = formatReport(summarize(parseMetrics(text)));
    expect(acted(report)).toBe(false);
  });

  it('ranks messages by distinct clients: 25 junk messages from one client cannot bury an error three clients meet', async () => {
    const pair = await servers();
    for (let index = 0; index < 25; index++)
      await post(pair.app, JSON.stringify(error(`junk ${'x'.repeat(index + 1)} ${index}`)), {}, '203.0.113.7');
    for (const client of ['198.51.100.1', '198.51.100.2', '2001:db8:1:2::9'])
      await post(
        pair.app,
        JSON.stringify(error('TypeError: cannot read properties of null (reading "share")')),
        {},
        client,
      );
    const text = await metricsText(pair);
    const rows = summarize(parseMetrics(text));
    const messages = rows.find((row) => row.version === '1.4.0')?.messages ?? [];
    expect(messages[0]).toEqual({
      kind: 'error',
      message: 'TypeError: cannot read properties of null (reading "share")',
      clients: 3,
      count: 3,
    });
    expect(messages).toHaveLength(20);
    expect(formatReport(rows).split('\n')).toContain(
      '  blog 1.4.0  3 clients, 3 × error: TypeError: cannot read properties of null (reading "share")',
    );
  });

  it('keeps a client for the window only: the ranking is of the last 15 minutes', async () => {
    const pair = await servers();
    await post(pair.app, JSON.stringify(error('old error 1')), {}, '198.51.100.1');
    await post(pair.app, JSON.stringify(error('old error 2')), {}, '198.51.100.2');
    clock += MESSAGE_WINDOW_MS + 1;
    await post(pair.app, JSON.stringify(error('new error')), {}, '198.51.100.3');
    const text = await metricsText(pair);
    expect(text).toContain('message="new error"} 1');
    expect(text).not.toContain('old error');
  });
});

describe('clients', () => {
  it('are networks: an IPv6 address by its /64, an IPv4 one whole', () => {
    expect(clientNetwork('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
  });

  it('share one rate limit per IPv6 /64, whatever address within it they use', async () => {
    const { app } = await servers(2);
    const codes = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:3::1'])
      codes.push((await post(app, JSON.stringify(beacon()), {}, address)).statusCode);
    expect(codes).toEqual([204, 204, 429, 204]);
  });

  it('are the proxy’s word only when TRUST_PROXY says to take it', async () => {
    const forwarded = (app: FastifyInstance, client: string) =>
      post(app, JSON.stringify(beacon()), { 'x-forwarded-for': client }, '10.0.0.2').then(
        (answer) => answer.statusCode,
      );
    // Unset: every visitor behind the proxy would be one client; the header cannot choose a bucket.
    const untrusting = await servers(1);
    expect([await forwarded(untrusting.app, '198.51.100.1'), await forwarded(untrusting.app, '198.51.100.2')]).toEqual([
      204, 429,
    ]);
    // One proxy hop trusted: each visitor is their own client.
    const trusting = await servers(1, { trustProxy: 1 });
    expect([await forwarded(trusting.app, '198.51.100.1'), await forwarded(trusting.app, '198.51.100.2')]).toEqual([
      204, 204,
    ]);
    // The proxy's address trusted: only a connection from it may say who the client is.
    const byAddress = await servers(1, { trustProxy: '10.0.0.2' });
    expect([await forwarded(byAddress.app, '198.51.100.1'), await forwarded(byAddress.app, '198.51.100.2')]).toEqual([
      204, 204,
    ]);
    const other = (client: string) =>
      post(byAddress.app, JSON.stringify(beacon()), { 'x-forwarded-for': client }, '10.0.0.3').then(
        (answer) => answer.statusCode,
      );
    expect([await other('198.51.100.3'), await other('198.51.100.4')]).toEqual([204, 429]);
  });
});

describe('messageFingerprint', () => {
  it('makes one error of messages that differ by their figures only', () => {
    expect(messageFingerprint('Chunk 812 failed after 3012 ms')).toBe(
      messageFingerprint('Chunk 77 failed after 95 ms'),
    );
    expect(messageFingerprint('Loading 3fa8c1d0e92b.js failed')).toBe(
      messageFingerprint('Loading 0b7e41c2d9aa.js failed'),
    );
    expect(messageFingerprint('Share failed')).not.toBe(messageFingerprint('Subscribe failed'));
  });
});

describe('/metrics', () => {
  const proxyHeaders = {
    forwarded: 'for=203.0.113.9',
    via: '1.1 proxy',
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-host': 'www.harbourline.example',
    'x-forwarded-proto': 'https',
    'x-real-ip': '203.0.113.9',
    'true-client-ip': '203.0.113.9',
    'cf-connecting-ip': '203.0.113.9',
  };

  it('on the loopback listener, answers this machine, and nothing that came through a proxy', async () => {
    const { loopback } = await servers();
    const ask = (headers: Record<string, string> = {}) =>
      loopback.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers }).then((answer) => answer.statusCode);
    expect(await ask()).toBe(200);
    for (const [name, value] of Object.entries(proxyHeaders))
      expect([name, await ask({ [name]: value })]).toEqual([name, 403]);
  });

  it('on the public listener, is not there without a token, and answers the bearer token alone with one', async () => {
    const untokened = await servers();
    const askPublic = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      app.inject({ url: '/metrics', remoteAddress, headers }).then((answer) => answer.statusCode);
    expect(await askPublic(untokened.app)).toBe(404);
    for (const [name, value] of Object.entries(proxyHeaders))
      expect([name, await askPublic(untokened.app, { [name]: value })]).toEqual([name, 404]);

    const tokened = await servers(100, { metricsToken: 'a-token' });
    // From loopback, with each proxy header, without the token: refused.
    expect(await askPublic(tokened.app)).toBe(403);
    for (const [name, value] of Object.entries(proxyHeaders))
      expect([name, await askPublic(tokened.app, { [name]: value })]).toEqual([name, 403]);
    expect(await askPublic(tokened.app, { authorization: 'Bearer a-token' }, '203.0.113.9')).toBe(200);
    expect(await askPublic(tokened.app, { authorization: 'Bearer another' }, '203.0.113.9')).toBe(403);
  });
});
