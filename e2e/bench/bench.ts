/**
 * `npm run bench`: the performance figures and budgets of docs/performance.md for every
 * route of the sitemap (or the --routes given), printed, and saved to e2e/.bench/results.json.
 * Builds the five apps with `npm run build` (unless --skip-build), serves the builds on its own
 * ports (5000–5004), then measures each route's cold first load in Playwright Chromium and runs
 * Lighthouse (mobile) on it.
 *
 *   npm run bench -- [--skip-build] [--skip-lighthouse] [--routes /,/blog] [--runs 3] [--help]
 *
 * --runs N takes the median of N Lighthouse runs per route (each figure on its own).
 *
 * A budget that fails is reported, not an error (exit 0); a measurement that breaks exits 1.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '@agency/platform/deployment';
import { cleanupAll, installSignalHandlers, wasInterrupted } from './cleanup';
import { BENCH_USAGE, fromCommandLine, readBenchOptions } from './command-line';
import type { BenchOptions } from './command-line';
import { launchBrowser, measureFirstLoad } from './first-load';
import type { FirstLoad } from './first-load';
import { measureLighthouse } from './lighthouse';
import type { LighthouseResult } from './lighthouse';
import { BUSY_SHARE, CpuReference } from './lighthouse-runs';
import { checkBudgets, kb, shortUrl, table } from './report';
import type { Builds } from './report';
import { saveResults } from './save-results';
import { appNames, BENCH_PORTS, buildApps, startServers } from './servers';
import { ALIAS_ROUTES } from '../support/site-routes';

/** Every route of the site: the shell's sitemap.xml (its URLs are the public site's) and the two aliases it leaves out. */
async function sitemapRoutes(origin: string): Promise<string[]> {
  const response = await fetch(new URL('/sitemap.xml', origin));
  if (!response.ok) throw new Error(`sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  if (routes.length === 0) throw new Error('sitemap.xml lists no routes');
  return [...routes, ...ALIAS_ROUTES];
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsFile = path.join(rootDir, 'e2e/.bench/results.json');
const snapshotDir = path.join(rootDir, 'e2e/.bench/dist');

async function main() {
  const opts = fromCommandLine(BENCH_USAGE, readBenchOptions);
  installSignalHandlers();
  const startedAt = new Date();

  // 1. Builds, before any server serves the dist folders.
  let builds: Builds = { skipped: true, apps: [], totalSeconds: null };
  if (!opts.skipBuild) {
    // First without the prerender step (to tell what it adds), then the build that is measured.
    const without = await buildApps(rootDir, { AGENCY_PRERENDER: 'off' });
    builds = { skipped: false, ...(await buildApps(rootDir)), withoutPrerenderSeconds: without.totalSeconds };
  }

  // 2. Our own production servers.
  process.stderr.write(
    `bench: snapshotting dist folders, starting production servers on :${BENCH_PORTS.shell}–:${BENCH_PORTS.contact}… `,
  );
  const servers = await startServers(rootDir, snapshotDir);
  process.stderr.write('ready\n');
  const origin = servers.shellOrigin;
  const routes = opts.routes ?? (await sitemapRoutes(origin));

  // 3. Cold first loads in Playwright Chromium.
  // Measured on Lighthouse's phone (the budget's device), and on a desktop for comparison.
  const firstLoads: FirstLoad[] = [];
  const desktopLoads: FirstLoad[] = [];
  const browser = await launchBrowser();
  const chromiumVersion = browser.version();
  for (const route of routes) {
    process.stderr.write(`bench: first load ${route}… `);
    const load = await measureFirstLoad(browser, origin, route, 'mobile');
    const desktop = await measureFirstLoad(browser, origin, route, 'desktop');
    process.stderr.write(`${kb(load.jsGzipBytes)} JS gzip (desktop ${kb(desktop.jsGzipBytes)})\n`);
    firstLoads.push(load);
    desktopLoads.push(desktop);
  }
  await browser.close();

  // 4. Lighthouse, one fresh Chromium per run.
  const lighthouse: LighthouseResult[] = [];
  const cpu = new CpuReference();
  for (const route of opts.skipLighthouse ? [] : routes) {
    process.stderr.write(`bench: Lighthouse ${route} (${opts.runs} run${opts.runs > 1 ? 's' : ''})… `);
    const result = await measureLighthouse(origin, route, opts.runs, cpu, (index) =>
      process.stderr.write(`busy machine (CPU benchmark index ${Math.round(index)}), again… `),
    );
    process.stderr.write(`performance ${result.performance}\n`);
    lighthouse.push(result);
  }

  await servers.stop();

  // 5. Report.
  const budgets = checkBudgets(firstLoads, lighthouse, builds);
  print({ opts, chromiumVersion, builds, firstLoads, desktopLoads, lighthouse, budgets, origin });

  const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
  await saveResults(
    resultsFile,
    {
      startedAt,
      machine: { chromium: chromiumVersion, lighthouse: lighthouseVersion },
      options: opts,
      units: { kb: 1024 },
    },
    { builds, firstLoad: firstLoads, firstLoadDesktop: desktopLoads, lighthouse, budgets },
  );
}

function print(report: {
  opts: BenchOptions;
  chromiumVersion: string;
  builds: Builds;
  firstLoads: FirstLoad[];
  desktopLoads: FirstLoad[];
  lighthouse: LighthouseResult[];
  budgets: ReturnType<typeof checkBudgets>;
  origin: string;
}) {
  const { opts, builds, firstLoads, desktopLoads, lighthouse, budgets, origin } = report;
  const out: string[] = [];
  out.push(
    `\nBench — Node ${process.version}, Chromium ${report.chromiumVersion}, ${os.cpus().length} CPUs. KB = 1024 bytes.`,
  );

  out.push('\nProduction build (npm run build: five apps, two at a time)');
  out.push(
    table(
      ['app', 'time'],
      [
        ...appNames.map((app) => {
          const time = builds.apps.find((entry) => entry.app === app);
          return [app, time ? `${time.seconds.toFixed(1)} s` : 'skipped'];
        }),
        ['total (wall clock)', builds.totalSeconds === null ? 'skipped' : `${builds.totalSeconds.toFixed(1)} s`],
        [
          'total without the prerender step',
          builds.withoutPrerenderSeconds ? `${builds.withoutPrerenderSeconds.toFixed(1)} s` : 'skipped',
        ],
      ],
    ),
  );

  out.push(
    '\nFirst load (cold cache, Playwright Chromium, until network idle; phone 412×823 as Lighthouse, desktop 1280×800)',
  );
  out.push(
    table(
      ['route', 'JS gzip', 'JS gzip desktop', 'JS as served', 'scripts', 'requests', 'round trips to FCP', 'FCP'],
      firstLoads.map((load, index) => [
        load.route,
        kb(load.jsGzipBytes),
        desktopLoads[index] ? kb(desktopLoads[index].jsGzipBytes) : 'n/a',
        load.jsServedBytes === null ? 'n/a' : `${kb(load.jsServedBytes)} ${servedEncodings(load)}`,
        String(load.scripts.length),
        String(load.requests),
        String(load.roundTrips),
        load.fcpMs === null ? 'n/a' : `${load.fcpMs} ms`,
      ]),
    ),
  );
  for (const load of firstLoads) {
    const byOrigin = Object.entries(load.jsGzipBytesByOrigin)
      .sort(([a], [b]) => Number(new URL(a).port) - Number(new URL(b).port))
      .map(([scriptOrigin, bytes]) => `${appOfOrigin(scriptOrigin)} ${kb(bytes)}`)
      .join(', ');
    out.push(`  ${load.route} JS gzip by origin: ${byOrigin}`);
    out.push(
      `  ${load.route} longest chain before FCP: ${load.chain.map((link) => shortUrl(link.url, origin)).join(' → ')}`,
    );
    for (const request of load.unresolvedInitiators)
      out.push(`  ! ${load.route} initiator not found, counted as depth 2: ${request}`);
    if (load.status !== 200) out.push(`  ! ${load.route} answered HTTP ${load.status}`);
    for (const failed of load.failedRequests) out.push(`  ! ${load.route} request failed: ${failed}`);
  }

  if (opts.skipLighthouse) {
    out.push('\nLighthouse: skipped (--skip-lighthouse)');
  } else {
    const runs = opts.runs === 1 ? '1 run' : `median of ${opts.runs} runs`;
    const index = lighthouse.flatMap((result) => result.benchmarkIndex).map(Math.round);
    const cpu = `CPU benchmark index ${Math.min(...index)}–${Math.max(...index)}`;
    out.push(`\nLighthouse mobile (default config: simulated throttling; ${runs} per route; ${cpu})`);
    const repeated = lighthouse.flatMap((result) => result.busyRepeats.map(() => result.route));
    const best = Math.max(...index);
    const busy = lighthouse.filter((result) => result.benchmarkIndex.some((value) => value < BUSY_SHARE * best));
    out.push(
      `Runs measured again because the machine was busy (CPU benchmark index below ${BUSY_SHARE * 100} % of the best): ${repeated.length ? repeated.join(', ') : 'none'}`,
    );
    if (busy.length) {
      out.push(`! still measured on a busy machine, run these again: ${busy.map((result) => result.route).join(', ')}`);
    }
    out.push(
      table(
        ['route', 'performance', 'accessibility', 'SEO', 'best practices', 'FCP', 'LCP', 'CLS', 'TBT'],
        lighthouse.map((result) => [
          result.route,
          String(result.performance),
          String(result.accessibility),
          String(result.seo),
          String(result.bestPractices),
          `${result.fcpSeconds.toFixed(1)} s`,
          `${result.lcpSeconds.toFixed(1)} s`,
          result.cls.toFixed(3),
          `${Math.round(result.tbtMs)} ms`,
        ]),
      ),
    );
    for (const result of lighthouse) {
      if (result.failedAudits.length > 0)
        out.push(`  ${result.route} lost points on: ${result.failedAudits.join(', ')}`);
      for (const warning of result.warnings) out.push(`  ! ${result.route}: ${warning}`);
    }
  }

  out.push('\nBudgets (docs/performance.md)');
  for (const check of budgets) out.push(`${check.status}  ${check.budget}: ${check.figure}`);
  console.log(out.join('\n'));
}

/** The app folder a script came from, by the port of its origin. */
function appOfOrigin(origin: string): string {
  const port = Number(new URL(origin).port);
  return apps.find((entry) => BENCH_PORTS[entry.name] === port)?.app ?? origin;
}

function servedEncodings(load: FirstLoad): string {
  const encodings = [...new Set(load.scripts.map((script) => script.servedEncoding))];
  return `(${encodings.join('/')})`;
}

try {
  await main();
} catch (error) {
  if (!wasInterrupted()) {
    console.error('\nbench: measurement failed:', error);
    process.exitCode = 1;
  }
} finally {
  await cleanupAll();
}
