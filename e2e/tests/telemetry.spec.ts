import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, island, islandReady, test } from '../support/fixtures';
import { originOf, telemetryPorts } from '../support/ports';
import { rootDir, startServer, stopAllServers, waitForUrl } from '../support/processes';
import { sectionCommandOk } from '../support/releases';
import { pageBeacon } from '../support/telemetry';

/*
 * First-party telemetry on a private shell (base + 90, listening on every interface, its /metrics
 * listener on 127.0.0.1 at base + 95) whose blog comes from a private blog server (base + 92) with
 * version 1.4.0 live, so that what is counted here is this spec's alone: beacons, their
 * attribution to a section and version, the endpoint's refusals, /metrics' access rules and what
 * `npm run telemetry` prints. The shell trusts loopback as its proxy (TRUST_PROXY), so a test can
 * be several clients by X-Forwarded-For.
 */

const shellUrl = `http://localhost:${telemetryPorts.shell}`;
const blogUrl = `http://localhost:${telemetryPorts.blog}`;
const metricsUrl = `http://127.0.0.1:${telemetryPorts.shell + 5}/metrics`;
const VERSION = '1.4.0';
const ARTICLE = '/blog/ai-transformation';
const METRICS_TOKEN = 'e2e metrics token';
const PER_MINUTE = 12;
const PROMETHEUS = '/usr/bin/prometheus';

let work: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  // Two servers, then a release and a promote: on a busy machine, more than a hook's default 30 s.
  test.setTimeout(120_000);
  work = await mkdtemp(path.join(tmpdir(), 'agency-e2e-telemetry-'));
  const env = { RELEASE_STORE: path.join(work, 'store'), SHELL_PORT: String(telemetryPorts.shell) };
  const blog = startServer('private blog', ['--only', 'remote-blog'], {
    ...env,
    BLOG_PORT: String(telemetryPorts.blog),
  });
  const shell = startServer('private shell', ['--only', 'shell'], {
    ...env,
    HOST: '0.0.0.0',
    SHELL_URL: shellUrl,
    BLOG_URL: blogUrl,
    SERVICES_URL: originOf('services'),
    PORTFOLIO_URL: originOf('portfolio'),
    CONTACT_URL: originOf('contact'),
    METRICS_TOKEN,
    TELEMETRY_RATE_LIMIT: String(PER_MINUTE),
    TRUST_PROXY: '127.0.0.1,::1',
  });
  await Promise.all([waitForUrl(blog, `${blogUrl}/live.json`), waitForUrl(shell, `${shellUrl}/remotes.json`)]);
  await sectionCommandOk(
    'blog',
    'release',
    ['--from', path.join(rootDir, 'remote-blog/dist'), '--version', VERSION],
    env,
  );
  await sectionCommandOk('blog', 'promote', [VERSION], env);
});

test.afterAll(async () => {
  await stopAllServers();
  await rm(work, { recursive: true, force: true });
});

const metrics = async () => (await fetch(metricsUrl)).text();

/** Who serves the article: the blog at VERSION. */
const blog = { section: 'blog', version: VERSION } as const;

/** Posts a beacon to the private shell as its own page would, with `headers` over that; resolves with the status. */
const postBeacon = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${shellUrl}/_telemetry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shellUrl, ...headers },
    body,
  }).then((answer) => answer.status);

/**
 * The series of the blog's article pages, which the refused posts below would count in: the
 * earlier tests' other pages may still report as their browsers close, into series of their own.
 */
const articleSeries = async () =>
  (await metrics())
    .split('\n')
    .filter((line) => line.includes('route_group="blog/page"'))
    .join('\n');

/** A series' value in /metrics (0 when it has none yet). */
const series = (text: string, name: string, labels: string) =>
  Number(new RegExp(`^${name}\\{${labels.replace(/[{}]/g, '\\$&')}\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

/**
 * Counts, per page path, the beacons its pages send (in localStorage, so the next page can read
 * them: a beacon sent while a page unloads is not seen by the test's network events). And notes
 * when the page's telemetry is listening: the last thing it does is listen for the page being
 * hidden, in the bubbling phase (web-vitals listens in the capture phase, before it).
 */
const countBeacons = `(() => {
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    if (String(url).endsWith('/_telemetry')) {
      const key = 'e2e-beacons ' + location.pathname;
      localStorage.setItem(key, String(Number(localStorage.getItem(key) || 0) + 1));
    }
    return send(url, data);
  };
  const listen = document.addEventListener.bind(document);
  document.addEventListener = (type, listener, options) => {
    const capture = typeof options === 'boolean' ? options : Boolean(options && options.capture);
    if (type === 'visibilitychange' && !capture) window.e2eTelemetryListening = true;
    return listen(type, listener, options);
  };
})()`;

/** A page of the private shell, in a context of its own, whose beacons are counted (countBeacons). */
async function openCountingBeacons(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: shellUrl });
  await context.addInitScript(countBeacons);
  return { context, page: await context.newPage() };
}

/** Until the page's telemetry is listening (its chunk loads when the browser is idle after load). */
const telemetryListening = (page: Page) =>
  page.waitForFunction(() => (window as { e2eTelemetryListening?: boolean }).e2eTelemetryListening === true);

test('a page view, a click and leaving send one beacon with LCP, CLS and INP for the blog’s version', async ({
  browser,
}) => {
  const before = await metrics();
  const { context, page } = await openCountingBeacons(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(ARTICLE);
  await telemetryListening(page);
  await page.locator('[data-slot="blog/Section"] h1').click();
  await page.waitForTimeout(300);
  await page.goto('/about/story');
  const count = (text: string, metric: string, section = 'blog', version = VERSION) =>
    series(text, metric, `section="${section}",version="${version}",route_group="blog/page"`);
  await expect
    .poll(async () => count(await metrics(), 'agency_page_views_total') - count(before, 'agency_page_views_total'))
    .toBe(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), `e2e-beacons ${ARTICLE}`)).toBe('1');

  const after = await metrics();
  // LCP (the article's own element), INP (a click in the article), FCP and TTFB (the blog served the page).
  for (const metric of [
    'agency_lcp_seconds_count',
    'agency_inp_seconds_count',
    'agency_fcp_seconds_count',
    'agency_ttfb_seconds_count',
  ])
    expect(count(after, metric) - count(before, metric), metric).toBe(1);
  // CLS: the blog's when nothing shifted, else the section whose element shifted most.
  const cls = (text: string) =>
    [...text.matchAll(/^agency_cls_count\{section="(\w+)",version="([^"]+)",route_group="blog\/page"\} (\S+)$/gm)].map(
      ([, section, version, value]) => ({ section, version, value: Number(value) }),
    );
  const grown = cls(after).filter(
    (entry) =>
      entry.value >
      (cls(before).find((old) => old.section === entry.section && old.version === entry.version)?.value ?? 0),
  );
  expect(grown).toHaveLength(1);
  expect(grown[0]?.version).toBe(grown[0]?.section === 'blog' ? VERSION : 'unversioned');
  if (count(after, 'agency_cls_sum') === count(before, 'agency_cls_sum') && grown[0]?.section === 'blog')
    expect(grown[0]).toMatchObject({ section: 'blog', version: VERSION });
  await context.close();
});

test('an error thrown by a section’s island code counts for that section and version, not the shell', async ({
  browser,
}) => {
  const before = await metrics();
  const { context, page } = await openCountingBeacons(browser);
  // The blog's entry, as deployed, with a fault: it throws once the island has loaded it.
  await page.route(`${blogUrl}/v/${VERSION}/remoteEntry.js`, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
    const body = `${await response.text()}\n;setTimeout(function () { throw new Error('The blog island broke'); }, 0);`;
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
    );
    await route.fulfill({ status: response.status(), body, headers });
  });
  await page.goto(ARTICLE);
  await telemetryListening(page);
  await island(page, 'blog-ShareButton').getByRole('button').hover();
  await islandReady(page, 'blog-ShareButton');
  await page.waitForTimeout(200);
  await page.goto('/about/story');
  const errors = (text: string, section: string, version: string) =>
    series(
      text,
      'agency_errors_total',
      `section="${section}",version="${version}",route_group="blog/page",kind="error"`,
    );
  await expect.poll(async () => errors(await metrics(), 'blog', VERSION) - errors(before, 'blog', VERSION)).toBe(1);
  const after = await metrics();
  expect(errors(after, 'shell', 'unversioned') - errors(before, 'shell', 'unversioned')).toBe(0);
  expect(after).toContain(
    `agency_error_message_clients{section="blog",version="${VERSION}",kind="error",message="Uncaught Error: The blog island broke"} 1`,
  );
  await context.close();
});

test('malformed, oversized, cross-origin and over-limit posts get 400, 413, 403, 429 and change no counter', async () => {
  const good = JSON.stringify(pageBeacon(ARTICLE, blog));
  const before = await articleSeries();
  expect([
    await postBeacon('{"route":'),
    await postBeacon(JSON.stringify(pageBeacon(`${ARTICLE}?email=a@b.hk`, blog))),
    await postBeacon(JSON.stringify({ ...pageBeacon(ARTICLE, blog), padding: 'x'.repeat(20_000) })),
    await postBeacon(good, { origin: 'https://evil.example' }),
  ]).toEqual([400, 400, 413, 403]);
  expect(await articleSeries()).toBe(before);

  let status = 204;
  let counted = before;
  for (let sent = 0; status === 204 && sent <= PER_MINUTE; sent++) {
    counted = await articleSeries();
    status = await postBeacon(good);
  }
  expect(status).toBe(429);
  expect(await articleSeries()).toBe(counted);
});

test('/metrics: its own loopback listener, never through a proxy; on the public port, the token alone', async () => {
  const loopback = await fetch(metricsUrl);
  expect([loopback.status, loopback.headers.get('content-type')]).toEqual([
    200,
    'text/plain; version=0.0.4; charset=utf-8',
  ]);
  // Whatever a proxy on this machine says, it is refused.
  for (const header of [
    'x-forwarded-for',
    'via',
    'true-client-ip',
    'cf-connecting-ip',
    'x-forwarded-host',
    'forwarded',
  ])
    expect([header, (await fetch(metricsUrl, { headers: { [header]: '203.0.113.9' } })).status]).toEqual([header, 403]);
  // The public port answers the token alone: from loopback, with or without proxy headers, no.
  const onPublic = (headers: Record<string, string> = {}) =>
    fetch(`${shellUrl}/metrics`, { headers }).then((answer) => answer.status);
  expect(await onPublic()).toBe(403);
  expect(await onPublic({ 'x-forwarded-for': '127.0.0.1' })).toBe(403);
  expect(await onPublic({ authorization: `Bearer ${METRICS_TOKEN}` })).toBe(200);
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
  test.skip(!address, 'this machine has no address besides loopback');
  const outside = `http://${address}:${telemetryPorts.shell}/metrics`;
  expect((await fetch(outside)).status).toBe(403);
  expect((await fetch(outside, { headers: { authorization: 'Bearer wrong' } })).status).toBe(403);
  expect((await fetch(outside, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
  // Nor is the loopback listener reachable from another address.
  await expect(fetch(`http://${address}:${telemetryPorts.shell + 5}/metrics`)).rejects.toThrow();
});

test('npm run telemetry: the error real visitors meet comes first, and nothing a client wrote reaches the terminal raw', async () => {
  const errors = (...messages: string[]) =>
    JSON.stringify(
      pageBeacon('/blog/crm-evolution', blog, {
        pageView: false,
        errors: messages.map((message) => ({ kind: 'rejection', message, frames: [], ...blog })),
      }),
    );
  const post = (body: string, client: string) => postBeacon(body, { 'x-forwarded-for': client });
  // One client's 25 kinds of junk, ESC and OSC sequences in them, then an error three visitors meet.
  const junk = Array.from({ length: 25 }, (_, index) => `\u001b]0;pwned\u0007\u001b[2Jjunk ${'z'.repeat(index)}`);
  expect(await post(errors(...junk.slice(0, 20)), '203.0.113.7')).toBe(204);
  expect(await post(errors(...junk.slice(20)), '203.0.113.7')).toBe(204);
  for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
    expect(await post(errors('TypeError: share is not a function'), client)).toBe(204);
  expect(await metrics()).not.toContain('\u001b');

  const report = await run(process.execPath, ['--import', 'tsx', 'shared/server/scripts/telemetry.ts'], {
    METRICS_URL: metricsUrl,
  });
  // No character a terminal acts on (a line break ends a line, as it should).
  expect(/[\p{Cc}\p{Cf}]/u.test(report.replaceAll('\n', ''))).toBe(false);
  const shown = report.split('\n').filter((line) => line.startsWith('  blog 1.4.0  ') && line.includes('rejection'));
  expect(shown[0]).toBe('  blog 1.4.0  3 clients, 3 × rejection: TypeError: share is not a function');
  expect(shown[1]).toMatch(/^ {2}blog 1\.4\.0 {2}1 client, 1 × rejection: \]0;pwned \[2Jjunk( z+)?$/);
});

test('Prometheus scrapes the loopback listener as docs/observing.md configures it, and every dashboard query answers', async () => {
  test.skip(!existsSync(PROMETHEUS), `${PROMETHEUS} is missing: apt-get install -y prometheus to run this test`);
  // The example of docs/observing.md as it stands, pointed at this spec's shell, scraped every second.
  const docs = await readFile(path.join(rootDir, 'docs/observing.md'), 'utf8');
  const example = /```yaml\n# prometheus\.yml\n([\s\S]*?)```/.exec(docs)?.[1];
  expect(example).toContain("targets: ['127.0.0.1:3005']");
  const config = path.join(work, 'prometheus.yml');
  await writeFile(
    config,
    (example ?? '')
      .replace("'127.0.0.1:3005'", `'127.0.0.1:${telemetryPorts.shell + 5}'`)
      .replace('scrape_interval: 30s', 'scrape_interval: 1s'),
  );
  // Something of each kind the dashboard shows, whichever tests ran before: a page (which reads the
  // blog's pointer, so its versions are known) and a beacon from it.
  await (await fetch(`${shellUrl}${ARTICLE}`)).text();
  const beacon = pageBeacon(ARTICLE, blog, {
    vitals: (['LCP', 'INP', 'CLS'] as const).map((name) => ({ name, value: 0.05, ...blog })),
    errors: [{ kind: 'error', message: 'Prometheus test error', frames: [], ...blog }],
  });
  expect(await postBeacon(JSON.stringify(beacon), { 'x-forwarded-for': '198.51.100.99' })).toBe(204);
  const api = `http://127.0.0.1:${telemetryPorts.prometheus}/api/v1`;
  const prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(work, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${telemetryPorts.prometheus}`,
    ],
    { stdio: 'ignore' },
  );
  try {
    // Undefined until Prometheus is up (it answers 503 while it starts).
    const query = async (expr: string) => {
      const answer = await fetch(`${api}/query?${new URLSearchParams({ query: expr })}`).catch(() => undefined);
      if (!answer || answer.status === 503) return undefined;
      return (await answer.json()) as { status: string; error?: string; data?: { result: unknown[] } };
    };
    await expect
      .poll(async () => (await query('up{job="harbourline"}'))?.data?.result.length, { timeout: 20_000 })
      .toBe(1);
    // Two scrapes at least, so that every rate has two points.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const dashboard = JSON.parse(
      await readFile(path.join(rootDir, 'docs/observability/grafana-sections.json'), 'utf8'),
    ) as { panels: { title: string; targets?: { expr: string }[] }[] };
    const answers: [string, string, number][] = [];
    for (const panel of dashboard.panels)
      for (const target of panel.targets ?? []) {
        const expr = target.expr
          .replaceAll('$section', 'blog')
          .replaceAll('$__rate_interval', '1m')
          .replaceAll('$__range', '15m');
        const answer = await query(expr);
        answers.push([
          panel.title,
          answer?.status === 'success' ? 'success' : `${answer?.error}`,
          answer?.data?.result.length ?? 0,
        ]);
      }
    expect(answers.length).toBeGreaterThanOrEqual(7);
    expect(answers.map(([title, status, results]) => [title, status, results > 0])).toEqual(
      answers.map(([title]) => [title, 'success', true]),
    );
  } finally {
    prometheus.kill('SIGTERM');
  }
});

/** A command's standard output; fails with its output when it fails. */
function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: rootDir, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stdout}${stderr}`)) : resolve(stdout),
    );
  });
}
