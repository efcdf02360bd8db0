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
 *   npm run bench -- --compare <folder> [--compare-server <start.ts>] | --languages
 *                    [--dists <folder>] [--routes …] [--runs N]
 *   (every form takes --cold-fonts)
 *
 * --runs N takes the median of N Lighthouse runs per route (each figure on its own). Each run's
 * fresh Chromium has the system's text faces opened first, as a visitor's device has them
 * (system-fonts.ts); --cold-fonts leaves them closed, so a page pays for opening them.
 * --dists <folder> measures saved builds (`shell/`, `remote-blog/`, … each a copy of that app's
 * dist) instead of the apps' own, without building. --write-baseline writes the first loads' JS
 * as served to e2e/bench/baseline.json (baseline.ts).
 *
 * Side by side (comparison.ts), each pair's two pages measured in one run, their Lighthouse runs
 * in turns (median of 3 by default), no floor and no interactions: --compare <folder> serves those
 * saved builds on 5300–5304 beside the builds being benched (with the server of their own tree,
 * --compare-server) and compares them route for route (results in e2e/.bench/compare.json);
 * --languages compares English pages with the same pages in Chinese (e2e/.bench/languages.json).
 *
 * A budget that fails is reported, not an error (exit 0); a measurement that breaks exits 1.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { apps } from '@agency/platform/deployment';
import { localizedPath } from '@agency/platform/routes';
import type { AppName } from '@agency/platform/routes';
import { table } from '@agency/server/text-table';
import { BASELINE_FILE, readBaseline, withFirstLoads, writeBaseline } from './baseline';
import { cleanupAll, installSignalHandlers, wasInterrupted } from './cleanup';
import { BENCH_USAGE, fromCommandLine, readBenchOptions } from './command-line';
import type { BenchOptions } from './command-line';
import { judgePair, LANGUAGE_ROUTES, pairName, sideBySideBudgets, sideBySideTable } from './comparison';
import type { MeasuredPair, SideNames } from './comparison';
import { launchBrowser, measureFirstLoad } from './first-load';
import type { FirstLoad } from './first-load';
import { CPU_SLOWDOWN, INTERACTION_RUNS, measureInteractions } from './interactions';
import type { InteractionRow } from './interactions';
import { findLighthouseNode, measureAlternately, measureRoute } from './lighthouse';
import type { LighthouseNode, LighthouseResult, LighthouseRoute } from './lighthouse';
import { BUSY_SHARE, CpuReference } from './lighthouse-runs';
import { checkBudgets, formatDuration, kb, shortUrl, signed } from './report';
import type { BudgetCheck, Builds } from './report';
import { saveResults } from './save-results';
import { appNames, BENCH_PORTS, buildApps, COMPARE_PORTS, startServers } from './servers';
import type { RunningServers } from './servers';
import { missingFaces } from './system-fonts';
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
  if (opts.compare !== null || opts.languages) return sideBySide(opts, startedAt);
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
  const servers = await serve(opts.dists, BENCH_PORTS, snapshotDir);
  const origin = servers.shellOrigin;
  const routes = opts.routes ?? (await sitemapRoutes(origin));

  // 3. Cold first loads in Playwright Chromium.
  // Measured on Lighthouse's phone (the budget's device), and on a desktop for comparison.
  const firstLoads: FirstLoad[] = [];
  const desktopLoads: FirstLoad[] = [];
  const browser = await launchBrowser();
  const chromiumVersion = browser.version();
  // Before the loads: a face the warm-up misses stops the run at once, not after them.
  if (lighthouseNode)
    await checkSystemFonts(
      browser,
      opts,
      routes.map((route) => new URL(route, origin).href),
    );
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
      coldFonts: opts.coldFonts,
      onBusy,
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
      machine: machine(chromiumVersion, lighthouse[0]?.page ?? null, lighthouseNode),
      options: opts,
      units: { kb: 1024, interactionCpuSlowdown: CPU_SLOWDOWN },
    },
    { builds, baseline, firstLoad: firstLoads, firstLoadDesktop: desktopLoads, lighthouse, interactions, budgets },
  );
}

/** A page on one side of a pair: where it is served, and its route. */
interface SidePage {
  origin: string;
  route: string;
}

/**
 * `--compare <folder>` and `--languages`: each pair's two pages, their cold first loads, then
 * their Lighthouse runs in turns (A, B, B, A, A, B, …), judged side by side (comparison.ts).
 */
async function sideBySide(opts: BenchOptions, startedAt: Date): Promise<void> {
  const { compare } = opts;
  const names: SideNames = compare
    ? { reference: 'before', judged: 'after' }
    : { reference: 'English', judged: 'Chinese' };
  const benched = opts.dists ? `the saved builds in ${opts.dists}` : 'the apps’ dist folders';

  // 1. The builds being benched (the saved builds of --compare are measured as they were saved).
  const builds = opts.skipBuild ? null : await buildApps(rootDir);
  const lighthouseNode = await findLighthouseNode();

  // 2. Their servers on 5000–5004, and those of --compare's saved builds on 5300–5304.
  const servers = await serve(opts.dists, BENCH_PORTS, snapshotDir);
  const before = compare ? await serve(compare, COMPARE_PORTS, `${snapshotDir}-before`, opts.compareServer) : null;
  const origin = servers.shellOrigin;
  let pairs: { reference: SidePage; judged: SidePage }[];
  if (before) {
    const beforeRoutes = new Set(await sitemapRoutes(before.shellOrigin));
    const routes = opts.routes ?? (await sitemapRoutes(origin)).filter((route) => beforeRoutes.has(route));
    if (!opts.routes)
      process.stderr.write(
        `bench: ${routes.length} routes, those of both sitemaps (the before one has ${beforeRoutes.size})\n`,
      );
    pairs = routes.map((route) => ({ reference: { origin: before.shellOrigin, route }, judged: { origin, route } }));
  } else {
    pairs = (opts.routes ?? LANGUAGE_ROUTES).map((route) => ({
      reference: { origin, route },
      judged: { origin, route: localizedPath(route, 'zh-HK') },
    }));
  }
  const label = ({ reference, judged }: (typeof pairs)[number]) => pairName(reference.route, judged.route);

  // 3. Cold first loads, on Lighthouse's phone.
  const browser = await launchBrowser();
  const chromiumVersion = browser.version();
  const pages = pairs.flatMap(({ reference, judged }) => [reference, judged]);
  await checkSystemFonts(
    browser,
    opts,
    pages.map((page) => new URL(page.route, page.origin).href),
  );
  const firstLoads: { reference: FirstLoad; judged: FirstLoad }[] = [];
  for (const pair of pairs) {
    process.stderr.write(`bench: first load ${label(pair)}… `);
    const reference = await measureFirstLoad(browser, pair.reference.origin, pair.reference.route);
    const judged = await measureFirstLoad(browser, pair.judged.origin, pair.judged.route);
    process.stderr.write(
      `JS gzip ${names.reference} ${kb(reference.jsGzipBytes)}, ${names.judged} ${kb(judged.jsGzipBytes)}\n`,
    );
    firstLoads.push({ reference, judged });
  }
  await browser.close();

  // 4. Lighthouse, the two pages of a pair in turns.
  const measured: MeasuredPair[] = [];
  const cpu = new CpuReference();
  for (const [index, pair] of pairs.entries()) {
    process.stderr.write(
      `bench: Lighthouse ${label(pair)} (${opts.runs} run${opts.runs > 1 ? 's' : ''} each, ` +
        `${names.reference} and ${names.judged} in turns)… `,
    );
    const [reference, judged] = await measureAlternately([pair.reference, pair.judged], {
      runs: opts.runs,
      cpu,
      node: lighthouseNode,
      performanceOnly: true,
      coldFonts: opts.coldFonts,
      onBusy,
    });
    const loads = firstLoads[index];
    if (!reference || !judged || !loads) throw new Error(`Lighthouse ${label(pair)}: a side was not measured`);
    process.stderr.write(`performance ${reference.performance} and ${judged.performance}\n`);
    measured.push({
      reference: { firstLoad: loads.reference, lighthouse: reference },
      judged: { firstLoad: loads.judged, lighthouse: judged },
    });
  }
  await servers.stop();
  await before?.stop();

  // 5. Report.
  const budgets = sideBySideBudgets(measured, names, { fonts: !compare });
  const out = [heading(chromiumVersion)];
  out.push(
    compare
      ? `\nBefore: the saved builds in ${compare} (:${COMPARE_PORTS.shell}), served by ` +
          `${opts.compareServer ?? 'this tree’s server'}; after: ${benched} (:${BENCH_PORTS.shell})` +
          `${builds ? `, built in ${builds.totalSeconds.toFixed(1)} s` : ''}.`
      : `\nEnglish pages and the same pages in Chinese, from ${benched}.`,
  );
  const sides = new Map(
    measured.flatMap((pair) => [
      [pair.reference.lighthouse, names.reference],
      [pair.judged.lighthouse, names.judged],
    ]),
  );
  const lighthouse = [...sides.keys()];
  const runs = opts.runs === 1 ? '1 run' : `median (min–max) of ${opts.runs} runs`;
  printLighthouseRuns(
    out,
    lighthouseNode,
    lighthouse,
    `performance only; ${runs} per page, ${names.reference} and ${names.judged} in turns; ${fontsState(opts)}`,
    (result) => `${result.route} (${sides.get(result)})`,
  );
  out.push(
    "JS gzip: the script before the first interaction (a cold first load on Lighthouse's phone, until network " +
      'idle). A figure is worse only beyond the run-to-run spread, the larger min–max of the two sides. Main thread: ' +
      'the medians of its CPU and wall time in the runs (TBT counts wall time, which includes waits for a busy CPU).',
  );
  out.push(...sideBySideTable(measured, names));
  printBudgets(out, budgets);
  console.log(out.join('\n'));

  await saveResults(
    path.join(rootDir, `e2e/.bench/${compare ? 'compare' : 'languages'}.json`),
    {
      startedAt,
      machine: machine(chromiumVersion, lighthouse[0] ?? null, lighthouseNode),
      options: opts,
      units: { kb: 1024 },
    },
    { sides: names, builds, pairs: measured, verdicts: measured.map(judgePair), budgets },
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
  const out = [heading(report.chromiumVersion)];
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

  printBudgets(out, budgets);
  console.log(out.join('\n'));
}

const heading = (chromiumVersion: string) =>
  `\nBench — Node ${process.version}, Chromium ${chromiumVersion}, ${os.cpus().length} CPUs. KB = 1024 bytes.`;

function printBudgets(out: string[], budgets: BudgetCheck[]): void {
  out.push('\nBudgets (docs/performance.md)');
  for (const check of budgets) out.push(`${check.status}  ${check.budget}: ${check.figure}`);
}

/** What the results say of the machine beside Node and the CPUs. */
const machine = (chromiumVersion: string, lighthouse: LighthouseResult | null, node: LighthouseNode | null) => ({
  chromium: chromiumVersion,
  lighthouse: lighthouse?.lighthouseVersion ?? null,
  lighthouseNode: node?.version ?? null,
});

const fontsState = (opts: BenchOptions) =>
  opts.coldFonts
    ? 'system faces closed until the page opens them (--cold-fonts)'
    : 'system faces opened before each run (system-fonts.ts)';

/**
 * Before the Lighthouse runs: the warm-up page opens every system face the measured pages draw
 * with (system-fonts.ts), or the run stops, naming the face. Skipped with --cold-fonts.
 */
async function checkSystemFonts(browser: Browser, opts: BenchOptions, urls: string[]): Promise<void> {
  if (opts.coldFonts) return;
  process.stderr.write('bench: the system faces the pages draw with… ');
  const missing = await missingFaces(browser, urls);
  if (missing.length)
    throw new Error(
      `the warm-up page (e2e/bench/system-fonts.ts) does not open ${missing.join(', ')}: ` +
        'give it that face’s language, stack or weight, or run with --cold-fonts',
    );
  process.stderr.write('all opened before each run\n');
}

const onBusy = (index: number) =>
  process.stderr.write(`busy machine (CPU benchmark index ${Math.round(index)}), again… `);

/**
 * The production servers of the builds in `dists` (the apps' dist folders when null), on `ports`:
 * this tree's, or `script` (another tree's start.ts), a process per app.
 */
async function serve(
  dists: string | null,
  ports: Record<AppName, number>,
  snapshot: string,
  script: string | null = null,
): Promise<RunningServers> {
  process.stderr.write(
    `bench: snapshotting ${dists ? `the saved builds in ${dists}` : 'dist folders'}, ` +
      `starting production servers${script ? ` (${script})` : ''} on :${ports.shell}–:${ports.contact}… `,
  );
  const servers = await startServers(rootDir, snapshot, {
    dists,
    ports,
    ...(script ? { script, oneAppEach: true } : {}),
  });
  process.stderr.write('ready\n');
  return servers;
}

function printLighthouse(
  out: string[],
  opts: BenchOptions,
  node: LighthouseNode | null,
  lighthouse: LighthouseRoute[],
): void {
  const runs = opts.runs === 1 ? '1 run' : `median of ${opts.runs} runs`;
  const all = lighthouse.flatMap((result) => (result.floor ? [result.page, result.floor] : [result.page]));
  printLighthouseRuns(out, node, all, `${runs} per route; ${fontsState(opts)}`);
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

/**
 * Lighthouse's version and Node, the CPU benchmark's range, and the runs the busy machine made
 * again, each by `name` (its route unless told).
 */
function printLighthouseRuns(
  out: string[],
  node: LighthouseNode | null,
  all: LighthouseResult[],
  runs: string,
  name: (result: LighthouseResult) => string = (result) => result.route,
): void {
  const index = all.flatMap((result) => result.benchmarkIndex).map(Math.round);
  const cpu = `CPU benchmark index ${Math.min(...index)}–${Math.max(...index)}`;
  const version = all[0]?.lighthouseVersion ?? '';
  out.push(
    `\nLighthouse ${version} mobile on Node ${node?.version} (default config: simulated throttling; ${runs}; ${cpu})`,
  );
  const best = Math.max(...index);
  const repeated = all.flatMap((result) => result.busyRepeats.map(() => name(result)));
  const busy = all.filter((result) => result.benchmarkIndex.some((value) => value < BUSY_SHARE * best));
  out.push(
    `Runs measured again because the machine was busy (CPU benchmark index below ${BUSY_SHARE * 100} % of the best): ${repeated.length ? repeated.join(', ') : 'none'}`,
  );
  if (busy.length) {
    out.push(`! still measured on a busy machine, run these again: ${busy.map(name).join(', ')}`);
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
