/**
 * `npm run bench:load`: a bounded load run against the production server on loopback, printed and
 * saved to e2e/.bench/load.json (docs/load.md). It serves a snapshot of the five dist folders
 * with the production server (shared/server/start.ts --dists <snapshot>, exactly what `npm start`
 * runs) in a child process on ports 5100–5104, so the load generator
 * (autocannon, in this process) never shares the server's event loop, then loads one target
 * after another:
 *
 *   html          /                     the home page (composed: two widgets' fragments)
 *   chunk         /<largest hashed .js> a hashed chunk of the shell, as a browser asks for it
 *   route         /blog/<slug>          a section's page, composed from the shell's frame and the
 *                                       blog's fragment (with its Link hints)
 *   remote-entry  blog's remoteEntry.js a remote's entry, on the remote's own origin
 *   telemetry     /blog/<slug>          the same page, with a telemetry beacon posted to
 *                                       /_telemetry after every 10 page requests (the page req/s is
 *                                       what is budgeted; one client stands for many visitors, so
 *                                       the server runs with its rate limit raised)
 *   canary        /blog/<slug>          the same page with the blog released as two versions of
 *                                       the snapshot's build, a 10 % canary running: every request
 *                                       comes without a cookie, so each is placed and given a bucket
 *
 * Every request carries `Accept-Encoding: br, gzip`, so the server answers with its precompressed
 * files as it does for a browser. Budgets: static assets ≥ 2,000 req/s on 2 cores, measured on the
 * hashed chunk; a composed section page ≥ 2,000 req/s with 0 errors. The remote entry is shown
 * beside them, not budgeted: at 24 KB an answer it measures bytes per second, where the load
 * generator on the same two cores limits first.
 *
 * Then the cost of composition: one connection for --latency seconds on the section page and on a
 * page without slots (/about/story: no fragment to fetch, from the page cache); the budget is ≤ 5 ms more at p50 for the
 * composed page, its cache warm. With the canary target, the same again with versions (≤ 1 ms more
 * at p50 than the page without), and then promote and rollback through the section's own command:
 * each must show on a request within 1 s of the command returning. Exit 1 when a measurement breaks: a target that does not answer 200, any connection
 * error, timeout or non-2xx answer, or a server that dies; a budget miss is reported (exit 0).
 *
 *   npm run bench:load -- [--duration 30] [--connections 100] [--warmup 3] [--latency 10]
 *                         [--targets chunk,html] [--server path/to/serve.ts]
 *
 * --server serves with another script that takes the same arguments and environment as
 * start.ts: a way to measure a change to the server before it lands.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps, portsFrom } from '@agency/platform/deployment';
import type { AppName } from '@agency/platform/routes';
import { table } from '@agency/server/text-table';
import { cleanupAll, installSignalHandlers } from './cleanup';
import { fromCommandLine, LOAD_USAGE, readLoadOptions } from './command-line';
import type { LoadOptions, LoadTargetName } from './command-line';
import {
  COMPOSED_BUDGET_RPS,
  COMPOSITION_BUDGET_MS,
  judgeLoad,
  judgeReleases,
  judgeTelemetryMix,
  STATIC_BUDGET_RPS,
  VERSIONS_BUDGET_MS,
  VISIBLE_BUDGET_MS,
} from './load-budgets';
import { rootDir } from '../support/processes';
import { everyVital, pageBeacon } from '../support/telemetry';
import { kb } from './report';
import { saveResults } from './save-results';
import { requiredDistFiles, startServers } from './servers';
import type { RunningServers } from './servers';

const resultsFile = path.join(rootDir, 'e2e/.bench/load.json');
// Its own snapshot: `npm run bench` may be serving e2e/.bench/dist at the same time.
const snapshotDir = path.join(rootDir, 'e2e/.bench/load-dist');
// The sections' release store the servers serve beside it (servers.ts).
const storeDir = `${snapshotDir}-releases`;
const CANARY_VERSIONS = { live: 'bench-a', canary: 'bench-b' } as const;
const HOST = 'localhost';

/** Own ports, apart from a developer's 3000–3004, the e2e suite's 4000s and the bench's 5000–5004. */
const LOAD_PORTS = portsFrom(5100);

/** What a browser sends for a script or a page; the server picks its precompressed .br file. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

interface Target {
  name: LoadTargetName;
  description: string;
  url: string;
  /** A static file: it must come precompressed. */
  staticAsset: boolean;
  /** Counted against the static-asset budget. */
  budgeted: boolean;
}

// autocannon ships no type declarations: the part of its API used here.
interface Histogram {
  average: number;
  stddev: number;
  min: number;
  max: number;
  total: number;
  p50: number;
  p90: number;
  p99: number;
}
interface AutocannonResult {
  duration: number;
  requests: Histogram & { sent: number };
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  timeout: number;
  /** Each connection sends these in turn, over and over. */
  requests?: AutocannonRequest[];
}
type Autocannon = (options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void) => void;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Answer {
  status: number;
  contentType: string | null;
  contentEncoding: string | null;
  cacheControl: string | null;
  bytes: number;
}

interface Measurement {
  target: Target;
  answer: Answer;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: { average: number; stddev: number; min: number; max: number };
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /**
   * Share of one core used by the server process and by the load generator during the run, and
   * the server's CPU time per request (less sensitive than req/s to other work on the machine).
   */
  cpu: { server: number; loadGenerator: number; serverMicrosecondsPerRequest: number };
  rssKbBefore: number;
  rssKbAfter: number;
}

const originOf = (app: AppName) => `http://${HOST}:${LOAD_PORTS[app]}`;

/** The files each target needs from the snapshot, chosen from what the build really emitted. */
async function resolveTargets(names: LoadTargetName[]): Promise<Target[]> {
  const shellDir = path.join(snapshotDir, 'shell');
  const hashed = (await readdir(shellDir)).filter((file) => /\.[0-9a-f]{12}\.js$/.test(file));
  const sized = await Promise.all(
    hashed.map(async (file) => ({ file, size: (await stat(path.join(shellDir, file))).size })),
  );
  const chunk = sized.sort((a, b) => b.size - a.size || a.file.localeCompare(b.file))[0];
  if (!chunk) throw new Error('shell/dist has no hashed .js chunk');
  const blogPages = (await readdir(path.join(shellDir, 'blog'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(path.join(shellDir, 'blog', entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort();
  const slug = blogPages.find((name) => name !== 'asia-focus') ?? blogPages[0];
  if (!slug) throw new Error('shell/dist/blog has no article page');

  const all: Record<LoadTargetName, Target> = {
    html: {
      name: 'html',
      description: 'home page',
      url: `${originOf('shell')}/`,
      staticAsset: false,
      budgeted: false,
    },
    chunk: {
      name: 'chunk',
      description: `hashed chunk, ${kb(chunk.size)} raw`,
      url: `${originOf('shell')}/${chunk.file}`,
      staticAsset: true,
      budgeted: true,
    },
    route: {
      name: 'route',
      description: 'section page, composed',
      url: `${originOf('shell')}/blog/${slug}`,
      staticAsset: false,
      budgeted: false,
    },
    'remote-entry': {
      name: 'remote-entry',
      description: "blog's remote entry",
      url: `${originOf('blog')}/remoteEntry.js`,
      staticAsset: true,
      budgeted: false,
    },
    telemetry: {
      name: 'telemetry',
      description: `section page, composed, and a telemetry beacon per ${PAGES_PER_BEACON} page requests`,
      url: `${originOf('shell')}/blog/${slug}`,
      staticAsset: false,
      budgeted: false,
    },
    canary: {
      name: 'canary',
      description: 'section page, composed, 10 % canary, no cookie',
      url: `${originOf('shell')}/blog/${slug}`,
      staticAsset: false,
      budgeted: false,
    },
  };
  return names.map((name) => all[name]);
}

/** One request as a browser makes it; the body is read, not decoded, so `bytes` is what travels. */
async function ask(url: string): Promise<Answer> {
  const response = await fetch(url, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(5_000) });
  const body = await response.arrayBuffer();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    contentEncoding: response.headers.get('content-encoding'),
    cacheControl: response.headers.get('cache-control'),
    bytes: Number(response.headers.get('content-length') ?? body.byteLength),
  };
}

interface ReleaseStoreLike {
  publish(from: string, version: string): Promise<unknown>;
  promote(version: string): Promise<unknown>;
  canary(version: string, percent: number): Promise<void>;
}

/** The blog as two published versions of the snapshot's build: A live, B in a 10 % canary. */
async function startCanary(): Promise<void> {
  await rm(path.join(storeDir, 'blog'), { recursive: true, force: true });
  const url = pathToFileURL(path.join(rootDir, 'shared/server/release-store.ts')).href;
  const { ReleaseStore } = (await import(url)) as {
    ReleaseStore: new (root: string, section: string) => ReleaseStoreLike;
  };
  const store = new ReleaseStore(storeDir, 'blog');
  for (const version of Object.values(CANARY_VERSIONS))
    await store.publish(path.join(snapshotDir, 'remote-blog'), version);
  await store.promote(CANARY_VERSIONS.live);
  await store.canary(CANARY_VERSIONS.canary, 10);
}

/** The blog's version a page was composed from (what it names in #agency-remotes). */
async function blogVersionOf(url: string): Promise<string | undefined> {
  const html = await (await fetch(url, { signal: AbortSignal.timeout(5_000) })).text();
  return /"versions":\{[^}]*"blog":"([^"]+)"/.exec(html)?.[1];
}

/**
 * Runs the section's own command (promote, rollback) on the store, then asks for the page until
 * it shows `expected`: milliseconds from the command returning to the first request that shows it.
 */
async function visibleAfter(command: string[], url: string, expected: string): Promise<number> {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(rootDir, 'shared/server/scripts/release.ts'), ...command],
    {
      cwd: path.join(rootDir, 'remote-blog'),
      env: { ...process.env, RELEASE_STORE: storeDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`release.ts ${command.join(' ')}: ${result.stderr}`);
  const returned = performance.now();
  while (performance.now() - returned < 5_000) {
    if ((await blogVersionOf(url)) === expected) return performance.now() - returned;
  }
  throw new Error(`${url} did not show blog ${expected} within 5 s of \`${command.join(' ')}\``);
}

/** Whether a page went out with a section's fragment in it. */
async function composed(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return (await response.text()).includes('<!--fragment ');
}

interface CompositionCost {
  composed: { url: string; p50: number; p99: number; requests: number };
  plain: { url: string; p50: number; p99: number; requests: number };
}

/** One connection on the composed page, then on a page without slots: what fragments add at p50. */
async function compositionCost(composedUrl: string, seconds: number): Promise<CompositionCost> {
  const plainUrl = `${originOf('shell')}/about/story`;
  const run = async (url: string) => {
    process.stderr.write(`bench:load: latency ${url}, 1 connection × ${seconds} s… `);
    const result = await load(url, 1, seconds);
    process.stderr.write(`p50 ${result.latency.p50} ms\n`);
    if (result.errors > 0 || result.non2xx > 0)
      throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
    return { url, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
  };
  await load(composedUrl, 1, 1); // warm: fragments cached, compressed forms made
  return { composed: await run(composedUrl), plain: await run(plainUrl) };
}

function load(
  url: string,
  connections: number,
  duration: number,
  requests?: AutocannonRequest[],
): Promise<AutocannonResult> {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration, headers: BROWSER_HEADERS, timeout: 10, ...(requests ? { requests } : {}) },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** Page requests per telemetry beacon in the telemetry target. */
export const PAGES_PER_BEACON = 10;

/** Ten requests for the page, then a beacon for it, as its visitors' browsers send one. */
function withBeacons(url: string): AutocannonRequest[] {
  const { pathname } = new URL(url);
  const blog = { section: 'blog', version: 'unversioned' } as const;
  const beacon = JSON.stringify(
    pageBeacon(pathname, blog, { vitals: everyVital(blog, { LCP: 840, INP: 56, CLS: 0, FCP: 610, TTFB: 40 }) }),
  );
  return [
    ...Array.from({ length: PAGES_PER_BEACON }, () => ({ method: 'GET', path: pathname })),
    {
      method: 'POST',
      path: '/_telemetry',
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', origin: new URL(url).origin },
      body: beacon,
    },
  ];
}

/** A line of /proc/<pid>/status in kB, e.g. VmRSS (resident memory) or VmHWM (its peak). */
async function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU seconds (user + system) the process has used so far. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

async function measure(server: RunningServers, target: Target, opts: LoadOptions): Promise<Measurement> {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('the server has no PID');

  const answer = await ask(target.url);
  if (answer.status !== 200) throw new Error(`${target.url} answered ${answer.status}, not 200`);
  if (target.name === 'route' && !(await composed(target.url)))
    throw new Error(`${target.url} went out without its section's fragment: is the blog's server up?`);
  if (target.staticAsset && answer.contentEncoding !== 'br')
    throw new Error(`${target.url} was not served brotli-compressed (content-encoding: ${answer.contentEncoding})`);

  if (opts.warmup > 0) {
    process.stderr.write(`bench:load: ${target.name} warm-up ${opts.warmup} s… `);
    const warm = await load(target.url, opts.connections, opts.warmup);
    process.stderr.write('done\n');
    if (warm.errors > 0 || warm.non2xx > 0)
      throw new Error(`${target.url} warm-up: ${warm.errors} errors, ${warm.non2xx} non-2xx answers`);
  }

  const rssKbBefore = await procStatusKb(pid, 'VmRSS');
  const serverCpuBefore = await cpuSeconds(pid);
  const ownCpuBefore = process.cpuUsage();
  const startedAt = process.hrtime.bigint();
  process.stderr.write(
    `bench:load: ${target.name} ${target.url} — ${opts.duration} s at ${opts.connections} connections… `,
  );
  const result = await load(
    target.url,
    opts.connections,
    opts.duration,
    target.name === 'telemetry' ? withBeacons(target.url) : undefined,
  );
  const wallSeconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const serverCpu = (await cpuSeconds(pid)) - serverCpuBefore;
  const rssKbAfter = await procStatusKb(pid, 'VmRSS');
  process.stderr.write(`${Math.round(result.requests.average).toLocaleString('en-GB')} req/s\n`);

  return {
    target,
    answer,
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: {
      average: result.requests.average,
      stddev: result.requests.stddev,
      min: result.requests.min,
      max: result.requests.max,
    },
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughputBytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
    cpu: {
      server: serverCpu / wallSeconds,
      loadGenerator: (ownCpu.user + ownCpu.system) / 1e6 / wallSeconds,
      serverMicrosecondsPerRequest: result.requests.total > 0 ? (serverCpu * 1e6) / result.requests.total : 0,
    },
    rssKbBefore,
    rssKbAfter,
  };
}

function mb(kilobytes: number): string {
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-GB');
const percent = (share: number) => `${Math.round(share * 100)} %`;

async function main() {
  const opts = fromCommandLine(LOAD_USAGE, (args) =>
    readLoadOptions(args, path.join(rootDir, 'shared/server/start.ts')),
  );
  installSignalHandlers();
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0] ?? 0;

  const missing = apps.flatMap((entry) =>
    requiredDistFiles(entry.app)
      .filter((file) => !existsSync(path.join(rootDir, entry.app, 'dist', file)))
      .map((file) => `${entry.app}/dist/${file}`),
  );
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}. Run \`npm run build\` first.`);

  process.stderr.write(
    `bench:load: snapshotting dist folders, starting production servers on :${LOAD_PORTS.shell}–:${LOAD_PORTS.contact}… `,
  );
  // One load generator stands for many visitors: the telemetry rate limit per client is lifted.
  const server = await startServers(rootDir, snapshotDir, {
    ports: LOAD_PORTS,
    script: opts.server,
    env: { TELEMETRY_RATE_LIMIT: String(1e9) },
  });
  const pid = server.child.pid ?? 0;
  process.stderr.write(`ready (PID ${pid})\n`);

  const targets = await resolveTargets(opts.targets);
  const rssKbAtStart = await procStatusKb(pid, 'VmRSS');
  const measurements: Measurement[] = [];
  // The canary's run changes the store: everything without versions is measured first.
  const ordered = [
    ...targets.filter((target) => target.name !== 'canary'),
    ...targets.filter((target) => target.name === 'canary'),
  ];
  let cost: CompositionCost | undefined;
  let versionedCost: CompositionCost | undefined;
  for (const target of ordered) {
    if (target.name === 'canary') {
      if (opts.latency > 0 && !cost) cost = await compositionCost(target.url, opts.latency);
      await startCanary();
    }
    measurements.push(await measure(server, target, opts));
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server died during the ${target.name} run:\n${server.output()}`);
    if (target.name === 'route' && opts.latency > 0) cost = await compositionCost(target.url, opts.latency);
  }
  const canaryTarget = targets.find((target) => target.name === 'canary');
  const visibleMs: { command: string; ms: number }[] = [];
  if (canaryTarget) {
    if (opts.latency > 0) versionedCost = await compositionCost(canaryTarget.url, opts.latency);
    for (const [command, expected] of [
      [['promote', CANARY_VERSIONS.canary], CANARY_VERSIONS.canary],
      [['rollback'], CANARY_VERSIONS.live],
    ] as const) {
      const ms = await visibleAfter([...command], canaryTarget.url, expected);
      process.stderr.write(`bench:load: ${command.join(' ')} seen by the next request after ${ms.toFixed(1)} ms\n`);
      visibleMs.push({ command: command.join(' '), ms });
    }
  }
  const rssKbAtEnd = await procStatusKb(pid, 'VmRSS');
  const rssKbPeak = await procStatusKb(pid, 'VmHWM');
  await server.stop();

  const verdicts = judgeLoad(measurements, cost);
  const { staticRuns, routeRun, compositionAddedMs: added, failures } = verdicts;
  const canaryRun = measurements.find((entry) => entry.target.name === 'canary');
  const telemetryRun = measurements.find((entry) => entry.target.name === 'telemetry');
  const telemetryVerdict = judgeTelemetryMix(telemetryRun, PAGES_PER_BEACON);
  const releaseVerdicts = judgeReleases(
    canaryRun,
    cost && versionedCost ? { unversioned: cost.composed.p50, versioned: versionedCost.composed.p50 } : undefined,
    visibleMs.map((entry) => entry.ms),
  );

  const loadAfter = os.loadavg()[0] ?? 0;
  const out: string[] = [];
  out.push(
    `\nLoad — Node ${process.version}, ${os.cpus().length} CPUs, loopback. autocannon in this process, the servers ` +
      `in a child process; ${opts.connections} connections × ${opts.duration} s per target after a ${opts.warmup} s ` +
      'warm-up; every request with Accept-Encoding: br, gzip.',
  );
  out.push(
    table(
      [
        'target',
        'req/s avg',
        'p50',
        'p99',
        'non-2xx',
        'errors',
        'throughput',
        'server CPU',
        'CPU/request',
        'RSS before → after',
      ],
      measurements.map((entry) => [
        entry.target.name,
        whole(entry.requestsPerSecond.average),
        `${entry.latencyMs.p50} ms`,
        `${entry.latencyMs.p99} ms`,
        String(entry.non2xx),
        String(entry.errors + entry.timeouts),
        `${(entry.throughputBytesPerSecond / 1024 / 1024).toFixed(1)} MB/s`,
        percent(entry.cpu.server),
        `${whole(entry.cpu.serverMicrosecondsPerRequest)} µs`,
        `${mb(entry.rssKbBefore)} → ${mb(entry.rssKbAfter)}`,
      ]),
    ),
  );
  for (const entry of measurements) {
    out.push(
      `  ${entry.target.name}: ${entry.target.url} (${entry.target.description}), answered ${entry.answer.status} ` +
        `${entry.answer.contentEncoding ?? 'identity'} ${kb(entry.answer.bytes)}, cache-control ` +
        `${entry.answer.cacheControl ?? 'none'}; ${whole(entry.requests)} requests in ${entry.durationSeconds} s, ` +
        `req/s min ${whole(entry.requestsPerSecond.min)} max ${whole(entry.requestsPerSecond.max)}; ` +
        `load generator CPU ${percent(entry.cpu.loadGenerator)}`,
    );
  }
  out.push(
    `\nServer memory (RSS of the one process serving all five apps): ${mb(rssKbAtStart)} at start, ` +
      `${mb(rssKbAtEnd)} at the end, peak ${mb(rssKbPeak)}.`,
  );
  if (Math.max(loadBefore, loadAfter) > 1)
    out.push(
      `Note: the machine's 1-minute load average was ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after ` +
        'the run: other work shared the two cores, so req/s is lower than the server can do (CPU/request is not).',
    );
  out.push(
    `\nBudget: static assets ≥ ${whole(STATIC_BUDGET_RPS)} req/s on 2 cores (on the hashed chunk) — ` +
      (staticRuns.length === 0
        ? 'not measured (the chunk target was not chosen)'
        : `${staticRuns.map((entry) => `${entry.target.name} ${whole(entry.requestsPerSecond.average)}`).join(', ')} → ` +
          (verdicts.staticPassed ? 'PASS' : 'FAIL')),
  );
  out.push(
    `Budget: a composed section page ≥ ${whole(COMPOSED_BUDGET_RPS)} req/s with 0 errors — ` +
      (routeRun
        ? `route ${whole(routeRun.requestsPerSecond.average)}, ${routeRun.errors + routeRun.timeouts + routeRun.non2xx} errors → ${verdicts.composedPassed ? 'PASS' : 'FAIL'}`
        : 'not measured (the route target was not chosen)'),
  );
  out.push(
    `Budget: composition adds ≤ ${COMPOSITION_BUDGET_MS} ms at p50 over a plain file (1 connection, warm) — ` +
      (cost && added !== undefined
        ? `composed p50 ${cost.composed.p50} ms (p99 ${cost.composed.p99} ms, ${whole(cost.composed.requests)} requests), ` +
          `plain p50 ${cost.plain.p50} ms (p99 ${cost.plain.p99} ms, ${whole(cost.plain.requests)} requests): ` +
          `+${added.toFixed(2)} ms → ${verdicts.compositionPassed ? 'PASS' : 'FAIL'}`
        : 'not measured'),
  );
  out.push(
    `Budget: a composed section page with a telemetry beacon per ${PAGES_PER_BEACON} page requests ≥ ${whole(COMPOSED_BUDGET_RPS)} page req/s with 0 errors — ` +
      (telemetryRun && telemetryVerdict
        ? `${whole(telemetryVerdict.pageRequestsPerSecond)} page req/s (${whole(telemetryRun.requestsPerSecond.average)} in all), ` +
          `${telemetryRun.errors + telemetryRun.timeouts + telemetryRun.non2xx} errors → ${telemetryVerdict.passed ? 'PASS' : 'FAIL'}`
        : 'not measured (the telemetry target was not chosen)'),
  );
  out.push(
    `Budget: a composed section page with a canary running ≥ ${whole(COMPOSED_BUDGET_RPS)} req/s with 0 errors — ` +
      (canaryRun
        ? `canary ${whole(canaryRun.requestsPerSecond.average)}, ${canaryRun.errors + canaryRun.timeouts + canaryRun.non2xx} errors → ${releaseVerdicts.canaryPassed ? 'PASS' : 'FAIL'}`
        : 'not measured (the canary target was not chosen)'),
  );
  out.push(
    `Budget: versions add ≤ ${VERSIONS_BUDGET_MS} ms at p50 to the composed page (1 connection, warm) — ` +
      (cost && versionedCost && releaseVerdicts.versionsAddedMs !== undefined
        ? `with versions p50 ${versionedCost.composed.p50} ms (p99 ${versionedCost.composed.p99} ms), without ` +
          `${cost.composed.p50} ms: ${releaseVerdicts.versionsAddedMs >= 0 ? '+' : ''}${releaseVerdicts.versionsAddedMs.toFixed(2)} ms → ` +
          (releaseVerdicts.versionsPassed ? 'PASS' : 'FAIL')
        : 'not measured'),
  );
  out.push(
    `Budget: a promote or rollback shows on a request within ${whole(VISIBLE_BUDGET_MS)} ms of the command returning — ` +
      (visibleMs.length > 0
        ? `${visibleMs.map((entry) => `${entry.command} ${entry.ms.toFixed(1)} ms`).join(', ')} → ${releaseVerdicts.visiblePassed ? 'PASS' : 'FAIL'}`
        : 'not measured'),
  );
  out.push(
    failures.length === 0
      ? 'Errors: 0 connection errors, 0 timeouts, 0 non-2xx answers.'
      : `Errors: ${failures.map((entry) => `${entry.target.name} ${entry.errors} errors, ${entry.timeouts} timeouts, ${entry.non2xx} non-2xx`).join('; ')}`,
  );
  console.log(out.join('\n'));

  await saveResults(
    resultsFile,
    {
      startedAt,
      machine: { loadAverage: { before: loadBefore, after: loadAfter } },
      options: opts,
      units: { latency: 'ms', throughput: 'bytes/s', rss: 'kB', serverMicrosecondsPerRequest: 'µs CPU' },
    },
    {
      server: { rssKbAtStart, rssKbAtEnd, rssKbPeak },
      measurements,
      compositionCost: cost ?? null,
      compositionCostWithVersions: versionedCost ?? null,
      promoteVisibleMs: visibleMs,
      budget: {
        staticAssetsRequestsPerSecond: STATIC_BUDGET_RPS,
        measuredOn: staticRuns.map((entry) => entry.target.name),
        passed: verdicts.staticPassed,
        composedSectionPageRequestsPerSecond: COMPOSED_BUDGET_RPS,
        composedPassed: verdicts.composedPassed,
        compositionAddsAtP50Ms: COMPOSITION_BUDGET_MS,
        compositionPassed: verdicts.compositionPassed,
        telemetryPageRequestsPerSecond: telemetryVerdict?.pageRequestsPerSecond ?? null,
        telemetryPassed: telemetryVerdict?.passed ?? null,
        canaryPassed: releaseVerdicts.canaryPassed,
        versionsAddAtP50Ms: VERSIONS_BUDGET_MS,
        versionsPassed: releaseVerdicts.versionsPassed,
        visibleWithinMs: VISIBLE_BUDGET_MS,
        visiblePassed: releaseVerdicts.visiblePassed,
      },
    },
  );
  if (failures.length > 0) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(`\nbench:load failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
