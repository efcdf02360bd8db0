/**
 * Lighthouse 12.8 with its default config: mobile form factor, simulated throttling. A fresh
 * Chromium (chrome-launcher, temporary profile) for every run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './cleanup';
import { CHROMIUM } from './first-load';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcpSeconds: number;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
}

export interface LighthouseResult extends LighthouseScores {
  route: string;
  runs: LighthouseScores[];
  /** Lighthouse's CPU benchmark of this machine (simulated throttling scales by it). */
  benchmarkIndex: number[];
  /** Benchmark indexes of runs measured again because the machine was busy (see CpuReference). */
  busyRepeats: number[];
  /** Audits that lost points in accessibility, SEO or best practices, in any run. */
  failedAudits: string[];
  warnings: string[];
}

/**
 * Lighthouse's simulation multiplies the CPU time it observes, so a run on a busy machine (a
 * build or a test run beside it) loses several points that say nothing about the site. Every run
 * reports the machine's CPU benchmark index; the bench remembers the best index it has seen, and
 * a run below BUSY_SHARE of it is measured again (at most MAX_BUSY_REPEATS times) and reported.
 */
export const BUSY_SHARE = 0.8;
export const MAX_BUSY_REPEATS = 2;

export class CpuReference {
  private best = 0;

  /** True when `index` is below BUSY_SHARE of the best index seen so far. */
  isBusy(index: number): boolean {
    return index < BUSY_SHARE * this.best;
  }

  observe(index: number): void {
    this.best = Math.max(this.best, index);
  }

  get bestIndex(): number {
    return this.best;
  }
}

interface SingleRun {
  scores: LighthouseScores;
  benchmarkIndex: number;
  failedAudits: string[];
  warnings: string[];
}

export async function measureLighthouse(
  origin: string,
  route: string,
  runs: number,
  cpu: CpuReference,
  onBusy: (benchmarkIndex: number) => void = () => undefined,
): Promise<LighthouseResult> {
  const url = new URL(route, origin).href;
  const results: LighthouseScores[] = [];
  const benchmarkIndex: number[] = [];
  const busyRepeats: number[] = [];
  const failedAudits = new Set<string>();
  const warnings = new Set<string>();
  for (let index = 0; index < runs; index++) {
    let run = await runLighthouse(url);
    cpu.observe(run.benchmarkIndex);
    for (let repeat = 0; repeat < MAX_BUSY_REPEATS && cpu.isBusy(run.benchmarkIndex); repeat++) {
      busyRepeats.push(run.benchmarkIndex);
      onBusy(run.benchmarkIndex);
      run = await runLighthouse(url);
      cpu.observe(run.benchmarkIndex);
    }
    results.push(run.scores);
    benchmarkIndex.push(run.benchmarkIndex);
    for (const audit of run.failedAudits) failedAudits.add(audit);
    for (const warning of run.warnings) warnings.add(warning);
  }
  const median = (pick: (scores: LighthouseScores) => number) => medianOf(results.map(pick));
  return {
    route,
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    seo: median((run) => run.seo),
    bestPractices: median((run) => run.bestPractices),
    fcpSeconds: median((run) => run.fcpSeconds),
    lcpSeconds: median((run) => run.lcpSeconds),
    cls: median((run) => run.cls),
    tbtMs: median((run) => run.tbtMs),
    runs: results,
    benchmarkIndex,
    busyRepeats,
    failedAudits: [...failedAudits],
    warnings: [...warnings],
  };
}

/** One Lighthouse run in a fresh Chromium. */
async function runLighthouse(url: string): Promise<SingleRun> {
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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      if (value === null || value === undefined) throw new Error(`Lighthouse ${url}: no ${id} score`);
      return Math.round(value * 100);
    };
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse ${url}: no ${id} value`);
      return value;
    };
    const failedAudits: string[] = [];
    for (const category of ['accessibility', 'seo', 'best-practices']) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failedAudits.push(`${category}: ${ref.id}`);
        }
      }
    }
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
        fcpSeconds: numeric('first-contentful-paint') / 1000,
        lcpSeconds: numeric('largest-contentful-paint') / 1000,
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
      },
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failedAudits,
      warnings: lhr.runWarnings,
    };
  } finally {
    await stop();
  }
}

/** Median of each figure on its own (for an even count, the mean of the middle two). */
export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
