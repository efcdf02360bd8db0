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
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
}

export interface LighthouseResult extends LighthouseScores {
  route: string;
  runs: LighthouseScores[];
  /** Lighthouse's CPU benchmark of this machine (simulated throttling scales by it). */
  benchmarkIndex: number[];
  /** Audits that lost points in accessibility, SEO or best practices, in any run. */
  failedAudits: string[];
  warnings: string[];
}

export async function measureLighthouse(origin: string, route: string, runs: number): Promise<LighthouseResult> {
  const url = new URL(route, origin).href;
  const results: LighthouseScores[] = [];
  const benchmarkIndex: number[] = [];
  const failedAudits = new Set<string>();
  const warnings = new Set<string>();
  for (let index = 0; index < runs; index++) {
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
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
        lcpSeconds: numeric('largest-contentful-paint') / 1000,
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
      });
      benchmarkIndex.push(lhr.environment.benchmarkIndex);
      for (const warning of lhr.runWarnings) warnings.add(warning);
      for (const category of ['accessibility', 'seo', 'best-practices']) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            failedAudits.add(`${category}: ${ref.id}`);
          }
        }
      }
    } finally {
      await stop();
    }
  }
  const median = (pick: (scores: LighthouseScores) => number) => medianOf(results.map(pick));
  return {
    route,
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    seo: median((run) => run.seo),
    bestPractices: median((run) => run.bestPractices),
    lcpSeconds: median((run) => run.lcpSeconds),
    cls: median((run) => run.cls),
    tbtMs: median((run) => run.tbtMs),
    runs: results,
    benchmarkIndex,
    failedAudits: [...failedAudits],
    warnings: [...warnings],
  };
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
