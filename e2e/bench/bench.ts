/**
 * `npm run bench`: the performance figures and budgets of docs/performance.md for every
 * route of the sitemap (or the --routes given), printed, and saved to e2e/.bench/results.json.
 * Builds the five apps with `npm run build` (unless --skip-build or --dists), serves the builds on
 * its own ports (5000–5004), then measures each route's cold first load in Playwright Chromium,
 * the first interaction with each kind of island, and runs Lighthouse 13 (mobile, under Node 24)
 * on each route and on its floor (the same page with every script blocked).
 *
 *   npm run bench -- [--skip-build] [--skip-lighthouse] [--skip-floor] [--skip-interactions]
 *                    [--routes /,/blog] [--runs 3] [--dists <folder>] [--write-baseline] [--help]
 *
 * --runs N takes the median of N Lighthouse runs per route (each figure on its own).
 * --dists <folder> measures saved builds (`shell/`, `remote-blog/`, … each a copy of that app's
 * dist) instead of the apps' own, without building. --write-baseline writes the first loads' JS
 * as served to e2e/bench/baseline.json (baseline.ts).
 *
 * A budget that fails is reported, not an error (exit 0); a measurement that breaks exits 1.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '@agency/platform/deployment';
import { table } from '@agency/server/text-table';
import { BASELINE_FILE, readBaseline, withFirstLoads, writeBaseline } from './baseline';
import { cleanupAll, installSignalHandlers, wasInterrupted } from './cleanup';
import { BENCH_USAGE, fromCommandLine, readBenchOptions } from './command-line';
import type { BenchOptions } from './command-line';
import { launchBrowser, measureFirstLoad } from './first-load';
import type { FirstLoad } from './first-load';
import { CPU_SLOWDOWN, INTERACTION_RUNS, measureInteractions } from './interactions';
import type { InteractionRow } from './interactions';
import { findLighthouseNode, measureRoute } from './lighthouse';
import type { LighthouseNode, LighthouseResult, LighthouseRoute } from './lighthouse';
import { BUSY_SHARE, CpuReference } from './lighthouse-runs';
import { checkBudgets, formatDuration, kb, shortUrl, signed } from './report';
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
  const baseline = await readBaseline();

  // 1. Builds, before any server serves the dist folders.
  let builds: Builds = { skipped: true, apps: [], totalSeconds: null };
  if (!opts.skipBuild) {
    // First without the prerender step (to tell what it adds), then the build that is measured.
    const without = await buildApps(rootDir, { AGENCY_PRERENDER: 'off' });
    builds = { skipped: false, ...(await buildApps(rootDir)), withoutPrerenderSeconds: without.totalSeconds };
  }
  // Found before anything is served, so a Node 24 that cannot be had fails the run at once.
  const lighthouseNode = opts.skipLighthouse ? null : await findLighthouseNode();

  // 2. Our own production servers.
  process.stderr.write(
    `bench: snapshotting ${opts.dists ? `the saved builds in ${opts.dists}` : 'dist folders'}, ` +
      `starting production servers on :${BENCH_PORTS.shell}–:${BENCH_PORTS.contact}… `,
  );
  const servers = await startServers(rootDir, snapshotDir, { dists: opts.dists });
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
  if (opts.writeBaseline) {
    const source = opts.dists ? `the saved builds in ${opts.dists}` : 'the apps’ dist folders';
    const measured = `first loads (phone, until network idle) of ${source}, ${startedAt.toISOString().slice(0, 10)}`;
    await writeBaseline(withFirstLoads(baseline, firstLoads, measured));
    process.stderr.write(
      `bench: wrote the JS of ${firstLoads.length} routes to ${path.relative(rootDir, BASELINE_FILE)}\n`,
    );
  }

  // 4. The first interaction with each kind of island, on cold loads with the CPU slowed.
  let interactions: InteractionRow[] | null = null;
  if (!opts.skipInteractions) {
    process.stderr.write(
      `bench: first interactions (${INTERACTION_RUNS} cold loads each, CPU ${CPU_SLOWDOWN}× slower)\n`,
    );
    interactions = await measureInteractions(browser, origin, (row) =>
      process.stderr.write(`bench: ${row.interaction} (${row.route}): ${row.samples.map(formatDuration).join(', ')}\n`),
    );
  }
  await browser.close();

  // 5. Lighthouse, one fresh Chromium per run; each route, then its floor.
  const lighthouse: LighthouseRoute[] = [];
  const cpu = new CpuReference();
  for (const route of routes) {
    if (!lighthouseNode) break; // --skip-lighthouse
    process.stderr.write(
      `bench: Lighthouse ${route} (${opts.runs} run${opts.runs > 1 ? 's' : ''}${opts.skipFloor ? '' : ', then its floor'})… `,
    );
    const result = await measureRoute(origin, route, {
      runs: opts.runs,
      cpu,
      node: lighthouseNode,
      floor: !opts.skipFloor,
      onBusy: (index) => process.stderr.write(`busy machine (CPU benchmark index ${Math.round(index)}), again… `),
    });
    process.stderr.write(
      `performance ${result.page.performance}${result.floor ? `, floor ${result.floor.performance}` : ''}\n`,
    );
    lighthouse.push(result);
  }

  await servers.stop();

  // 6. Report.
  const budgets = checkBudgets({ firstLoads, lighthouse, interactions, builds, baseline });
  print({
    opts,
    chromiumVersion,
    lighthouseNode,
    builds,
    firstLoads,
    desktopLoads,
    lighthouse,
    interactions,
    budgets,
    origin,
  });

  await saveResults(
    resultsFile,
    {
      startedAt,
      machine: {
        chromium: chromiumVersion,
        lighthouse: lighthouse[0]?.page.lighthouseVersion ?? null,
        lighthouseNode: lighthouseNode?.version ?? null,
      },
      options: opts,
      units: { kb: 1024, interactionCpuSlowdown: CPU_SLOWDOWN },
    },
    { builds, baseline, firstLoad: firstLoads, firstLoadDesktop: desktopLoads, lighthouse, interactions, budgets },
  );
}

function print(report: {
  opts: BenchOptions;
  chromiumVersion: string;
  lighthouseNode: LighthouseNode | null;
  builds: Builds;
  firstLoads: FirstLoad[];
  desktopLoads: FirstLoad[];
  lighthouse: LighthouseRoute[];
  interactions: InteractionRow[] | null;
  budgets: ReturnType<typeof checkBudgets>;
  origin: string;
}) {
  const { opts, builds, firstLoads, desktopLoads, lighthouse, interactions, budgets, origin } = report;
  const out: string[] = [];
  out.push(
    `\nBench — Node ${process.version}, Chromium ${report.chromiumVersion}, ${os.cpus().length} CPUs. KB = 1024 bytes.`,
  );
  if (opts.dists) out.push(`Saved builds: ${opts.dists}`);

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
    out.push(`  ${load.route} JS gzip by origin: ${byOrigin || 'none'}`);
    out.push(
      `  ${load.route} longest chain before FCP: ${load.chain.map((link) => shortUrl(link.url, origin)).join(' → ')}`,
    );
    for (const request of load.unresolvedInitiators)
      out.push(`  ! ${load.route} initiator not found, counted as depth 2: ${request}`);
    if (load.status !== 200) out.push(`  ! ${load.route} answered HTTP ${load.status}`);
    for (const failed of load.failedRequests) out.push(`  ! ${load.route} request failed: ${failed}`);
  }

  if (interactions === null) {
    out.push('\nFirst interaction: skipped (--skip-interactions)');
  } else {
    out.push(
      `\nFirst interaction (Event Timing, input to next paint; cold load, CPU ${CPU_SLOWDOWN}× slower, ` +
        `acted on 300 ms after load; median of ${INTERACTION_RUNS}; phone 412×823, desktop 1280×800)`,
    );
    out.push(
      table(
        ['interaction', 'route', 'device', 'median', 'each load', 'input delay each load', 'longest event'],
        interactions.map((row) => [
          row.interaction,
          row.route,
          row.device,
          row.medianMs === null ? 'failed' : `${Math.round(row.medianMs)} ms`,
          row.samples.map(formatDuration).join(', '),
          row.samples
            .map((sample) => (sample.timing ? `${Math.round(sample.timing.inputDelayMs)} ms` : '–'))
            .join(', '),
          [...new Set(row.samples.flatMap((sample) => sample.timing?.event ?? []))].join(', ') || '–',
        ]),
        ['left', 'left', 'left'],
      ),
    );
    for (const row of interactions)
      row.samples.forEach((sample, index) => {
        if (sample.error !== null) out.push(`  ! ${row.interaction}, load ${index + 1}: ${sample.error}`);
      });
  }

  if (opts.skipLighthouse) {
    out.push('\nLighthouse: skipped (--skip-lighthouse)');
  } else {
    printLighthouse(out, opts, report.lighthouseNode, lighthouse);
  }

  out.push('\nBudgets (docs/performance.md)');
  for (const check of budgets) out.push(`${check.status}  ${check.budget}: ${check.figure}`);
  console.log(out.join('\n'));
}

function printLighthouse(
  out: string[],
  opts: BenchOptions,
  node: LighthouseNode | null,
  lighthouse: LighthouseRoute[],
): void {
  const runs = opts.runs === 1 ? '1 run' : `median of ${opts.runs} runs`;
  const all = lighthouse.flatMap((result) => (result.floor ? [result.page, result.floor] : [result.page]));
  const index = all.flatMap((result) => result.benchmarkIndex).map(Math.round);
  const cpu = `CPU benchmark index ${Math.min(...index)}–${Math.max(...index)}`;
  const version = lighthouse[0]?.page.lighthouseVersion ?? '';
  out.push(
    `\nLighthouse ${version} mobile on Node ${node?.version} (default config: simulated throttling; ${runs} per route; ${cpu})`,
  );
  const best = Math.max(...index);
  const repeated = all.flatMap((result) => result.busyRepeats.map(() => result.route));
  const busy = all.filter((result) => result.benchmarkIndex.some((value) => value < BUSY_SHARE * best));
  out.push(
    `Runs measured again because the machine was busy (CPU benchmark index below ${BUSY_SHARE * 100} % of the best): ${repeated.length ? repeated.join(', ') : 'none'}`,
  );
  if (busy.length) {
    out.push(`! still measured on a busy machine, run these again: ${busy.map((result) => result.route).join(', ')}`);
  }
  const score = (value: number | null) => (value === null ? 'n/a' : String(value));
  const metrics = (result: LighthouseResult) => [
    `${result.fcpSeconds.toFixed(2)} s`,
    `${result.lcpSeconds.toFixed(2)} s`,
    result.cls.toFixed(3),
    `${Math.round(result.tbtMs)} ms`,
  ];
  out.push(
    table(
      ['route', 'performance', 'accessibility', 'SEO', 'best practices', 'FCP', 'LCP', 'CLS', 'TBT'],
      lighthouse.map(({ route, page }) => [
        route,
        score(page.performance),
        score(page.accessibility),
        score(page.seo),
        score(page.bestPractices),
        ...metrics(page),
      ]),
    ),
  );
  for (const { route, page } of lighthouse) {
    if (page.failedAudits.length > 0) out.push(`  ${route} lost points on: ${page.failedAudits.join(', ')}`);
    for (const warning of page.warnings) out.push(`  ! ${route}: ${warning}`);
  }

  if (opts.skipFloor) {
    out.push('\nFloor: skipped (--skip-floor)');
    return;
  }
  out.push(
    "\nFloor: the same page with every script blocked (blockedUrlPatterns ['*.js']), what its HTML and styles alone cost",
  );
  out.push(
    table(
      ['route', 'floor performance', 'FCP', 'LCP', 'CLS', 'TBT', 'LCP ÷ floor LCP (aim ≤ 1.05)', 'TBT over floor'],
      lighthouse.map(({ route, page, floor, lcpOverFloor }) =>
        floor
          ? [
              route,
              String(floor.performance),
              ...metrics(floor),
              lcpOverFloor === null ? 'n/a' : `${lcpOverFloor.toFixed(2)}${lcpOverFloor > 1.05 ? ' !' : ''}`,
              `${signed(page.tbtMs - floor.tbtMs, 0)} ms`,
            ]
          : [route, 'n/a', '', '', '', '', '', ''],
      ),
    ),
  );
  for (const { route, floor } of lighthouse) {
    if (!floor) continue;
    // A script the pattern missed (a URL not ending in .js) would make the floor no floor.
    for (const script of floor.scriptsLoaded) out.push(`  ! ${route} floor: a script still loaded: ${script}`);
    for (const warning of floor.warnings) out.push(`  ! ${route} floor: ${warning}`);
  }
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
