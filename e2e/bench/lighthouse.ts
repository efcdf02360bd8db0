/**
 * Lighthouse 13 with its default config: mobile form factor, simulated throttling. A fresh
 * Chromium (chrome-launcher, temporary profile) for every run, started here, with the system's text
 * faces opened on a blank page first, as a visitor's device has them (system-fonts.ts); the run itself in
 * lighthouse-child.ts under Node 24, which Lighthouse 13 needs (≥ 22.19) and the bench's Node 20
 * is not. A route's floor is the same page with every script blocked.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { onCleanup, wasInterrupted } from './cleanup';
import { CHROMIUM } from './first-load';
import type { LighthouseChildRun } from './lighthouse-figures';
import { lcpOverFloor, MAX_BUSY_REPEATS, medianScores, turnOrder } from './lighthouse-runs';
import type { CpuReference, LighthouseScores } from './lighthouse-runs';
import type { MainThreadTime } from './main-thread';
import { openSystemFonts } from './system-fonts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHILD_SCRIPT = 'e2e/bench/lighthouse-child.ts';
/** A run takes 10–20 s; one that hangs (Chromium stuck on a page) is stopped after this. */
const RUN_TIMEOUT_MS = 180_000;
/**
 * Lighthouse now and then fails a run for reasons of its own (NO_NAVSTART: its trace lost the
 * navigation); such a run is made again, at most this many times, and the failure kept as a warning.
 */
const MAX_FAILED_REPEATS = 2;

export interface LighthouseResult extends LighthouseScores {
  route: string;
  lighthouseVersion: string;
  runs: LighthouseScores[];
  /** Lighthouse's CPU benchmark of this machine (simulated throttling scales by it). */
  benchmarkIndex: number[];
  /** Benchmark indexes of runs measured again because the machine was busy (see CpuReference). */
  busyRepeats: number[];
  /** Audits that lost points, in any run. */
  failedAudits: string[];
  warnings: string[];
  /** Scripts that arrived in any run: on a floor, a script the block pattern missed. */
  scriptsLoaded: string[];
  /** Each run's main-thread CPU and wall time (main-thread.ts), in the order of `runs`. */
  mainThread: MainThreadTime[];
}

/** A route's Lighthouse figures: the page, and its floor (every script blocked) unless skipped. */
export interface LighthouseRoute {
  route: string;
  page: LighthouseResult;
  floor: LighthouseResult | null;
  /** The page's LCP over its floor's, two decimals (aim ≤ 1.05); null without a floor. */
  lcpOverFloor: number | null;
}

/** The Node that runs Lighthouse, and its version. */
export interface LighthouseNode {
  path: string;
  version: string;
}

/** The bench's own install of Lighthouse (a package of its own: lighthouse-runner/package.json). */
const RUNNER_DIR = path.join(rootDir, 'e2e/bench/lighthouse-runner');

/**
 * Node 24 for the Lighthouse runs: this Node when it is 24, else the `node` package through npx,
 * as CI runs Node 24 (.ci/run). Its binary is looked up once and started directly for each run.
 * Lighthouse itself is installed on first use, by npm under Node 24, into lighthouse-runner/: it
 * needs Node ≥ 22.19, so the project's own install (Node 20 or 24) leaves it out.
 */
export async function findLighthouseNode(): Promise<LighthouseNode> {
  const run = promisify(execFile);
  let node: LighthouseNode;
  if (process.versions.node.startsWith('24.')) node = { path: process.execPath, version: process.version };
  else {
    try {
      const { stdout } = await run('npx', ['-y', '-p', 'node@24', '-c', 'node -p "process.execPath"'], {
        cwd: rootDir,
        timeout: 300_000,
      });
      const nodePath = stdout.trim().split('\n').at(-1) ?? '';
      const { stdout: version } = await run(nodePath, ['--version']);
      node = { path: nodePath, version: version.trim() };
    } catch (error) {
      throw new Error(`Lighthouse 13 runs under Node 24, and \`npx -y -p node@24\` could not provide it: ${error}`);
    }
  }
  if (!existsSync(path.join(RUNNER_DIR, 'node_modules/lighthouse/package.json'))) {
    console.log('Installing Lighthouse for the bench (e2e/bench/lighthouse-runner, Node 24)…');
    // npm under Node 24 (npx puts it first on the PATH), as .ci/run builds under Node 24.
    await run('npx', ['-y', '-p', 'node@24', '-c', 'npm install --no-audit --no-fund'], {
      cwd: RUNNER_DIR,
      timeout: 600_000,
    });
  }
  return node;
}

export interface LighthouseOptions {
  runs: number;
  cpu: CpuReference;
  node: LighthouseNode;
  /** Every script blocked, performance only: the route's floor. */
  blockScripts?: boolean;
  /** Performance only, scripts running: the side-by-side runs, which judge nothing else. */
  performanceOnly?: boolean;
  /** Leaves the system's text faces closed until the page opens them (system-fonts.ts). */
  coldFonts?: boolean;
  onBusy?: (benchmarkIndex: number) => void;
}

/** The page's runs, then its floor's, with the same CPU reference. */
export async function measureRoute(
  origin: string,
  route: string,
  options: LighthouseOptions & { floor: boolean },
): Promise<LighthouseRoute> {
  const page = await measureLighthouse(origin, route, options);
  const floor = options.floor ? await measureLighthouse(origin, route, { ...options, blockScripts: true }) : null;
  return { route, page, floor, lcpOverFloor: lcpOverFloor(page.lcpSeconds, floor?.lcpSeconds ?? null) };
}

/** The median of `runs` runs, a run on a busy machine measured again (at most MAX_BUSY_REPEATS times). */
export async function measureLighthouse(
  origin: string,
  route: string,
  options: LighthouseOptions,
): Promise<LighthouseResult> {
  const [result] = await measureAlternately([{ origin, route }], options);
  if (!result) throw new Error(`Lighthouse ${route}: no result`);
  return result;
}

/**
 * Two pages (or more) measured in turns, one run each, `runs` rounds, every other round in reverse
 * (A, B, B, A, A, B, …: turnOrder), so a change in the machine's speed during the rounds falls on
 * every page alike; each page's median then.
 */
export async function measureAlternately(
  pages: readonly { origin: string; route: string }[],
  options: LighthouseOptions,
): Promise<LighthouseResult[]> {
  const series = pages.map(({ origin, route }) => lighthouseSeries(origin, route, options));
  for (const round of turnOrder(series, options.runs)) for (const page of round) await page.measure();
  return series.map((page) => page.result());
}

/** One page's runs as they are made (`measure`: one more run), and its median over them (`result`). */
function lighthouseSeries(
  origin: string,
  route: string,
  {
    cpu,
    node,
    blockScripts = false,
    performanceOnly = false,
    coldFonts = false,
    onBusy = () => undefined,
  }: LighthouseOptions,
) {
  const url = new URL(route, origin).href;
  const results: LighthouseScores[] = [];
  const benchmarkIndex: number[] = [];
  const busyRepeats: number[] = [];
  const mainThread: MainThreadTime[] = [];
  const failedAudits = new Set<string>();
  const warnings = new Set<string>();
  const scriptsLoaded = new Set<string>();
  let lighthouseVersion = '';
  const runOnce = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await runLighthouse(url, node, { blockScripts, performanceOnly, coldFonts });
      } catch (error) {
        if (attempt >= MAX_FAILED_REPEATS || wasInterrupted()) throw error;
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
        warnings.add(`a run failed and was made again: ${reason.replace(`Lighthouse ${url}: `, '')}`);
      }
    }
  };
  return {
    async measure(): Promise<void> {
      let run = await runOnce();
      cpu.observe(run.benchmarkIndex);
      for (let repeat = 0; repeat < MAX_BUSY_REPEATS && cpu.isBusy(run.benchmarkIndex); repeat++) {
        busyRepeats.push(run.benchmarkIndex);
        onBusy(run.benchmarkIndex);
        run = await runOnce();
        cpu.observe(run.benchmarkIndex);
      }
      lighthouseVersion = run.lighthouseVersion;
      results.push(run.scores);
      benchmarkIndex.push(run.benchmarkIndex);
      mainThread.push(run.mainThread);
      for (const audit of run.failedAudits) failedAudits.add(audit);
      for (const warning of run.warnings) warnings.add(warning);
      for (const script of run.scriptsLoaded) scriptsLoaded.add(script);
    },
    result(): LighthouseResult {
      return {
        route,
        lighthouseVersion,
        ...medianScores(results),
        runs: results,
        benchmarkIndex,
        busyRepeats,
        failedAudits: [...failedAudits],
        warnings: [...warnings],
        scriptsLoaded: [...scriptsLoaded],
        mainThread,
      };
    },
  };
}

/**
 * One Lighthouse run in a fresh Chromium, its system faces open unless `coldFonts`, Lighthouse
 * itself in lighthouse-child.ts under Node 24.
 */
async function runLighthouse(
  url: string,
  node: LighthouseNode,
  { blockScripts, performanceOnly, coldFonts }: { blockScripts: boolean; performanceOnly: boolean; coldFonts: boolean },
): Promise<LighthouseChildRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // the bench's own handler kills it (and the servers)
    logLevel: 'silent',
  });
  const stop = onCleanup(
    'Lighthouse Chromium',
    () => chrome.kill(),
    () => chrome.kill(),
  );
  try {
    if (!coldFonts) await openSystemFonts(chrome.port);
    const flags = [...(blockScripts ? ['--block-scripts'] : []), ...(performanceOnly ? ['--performance-only'] : [])];
    return await runChild(
      node.path,
      ['--import', 'tsx', CHILD_SCRIPT, '--port', String(chrome.port), ...flags, url],
      url,
    );
  } finally {
    await stop();
  }
}

/** Runs the child in its own process group and reads the JSON line it prints. */
function runChild(nodePath: string, args: string[], url: string): Promise<LighthouseChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(nodePath, args, { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const kill = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // gone already
      }
    };
    const stop = onCleanup(
      'Lighthouse (Node 24)',
      () => kill('SIGTERM'),
      () => kill('SIGKILL'),
    );
    const timeout = setTimeout(() => kill('SIGKILL'), RUN_TIMEOUT_MS);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timeout);
      void stop();
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) {
        resolve(JSON.parse(line) as LighthouseChildRun);
        return;
      }
      const why = signal === 'SIGKILL' ? `stopped after ${RUN_TIMEOUT_MS / 1000} s` : `exited with ${code ?? signal}`;
      // The child's error names the URL itself (lighthouse-figures.ts): it leads the message.
      const cause = stderr.match(/^\w*Error: (Lighthouse .*)$/m)?.[1];
      const summary = cause ? `${cause} (the Node 24 run ${why})` : `Lighthouse ${url}: the Node 24 run ${why}`;
      reject(new Error(`${summary}\n${stderr.slice(-3000)}`));
    });
  });
}
