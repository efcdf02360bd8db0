/**
 * Lighthouse 12.8 with its default config: mobile form factor, simulated throttling. A fresh
 * Chromium (chrome-launcher, temporary profile) for every run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './cleanup';
import { CHROMIUM } from './first-load';
import { MAX_BUSY_REPEATS, medianScores } from './lighthouse-runs';
import type { CpuReference, LighthouseScores } from './lighthouse-runs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

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
  return {
    route,
    ...medianScores(results),
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
