/**
 * What the bench reads from one Lighthouse 13 result (the LHR): the category scores, the metrics,
 * the machine's CPU benchmark index, the audits that lost points, and the scripts that loaded.
 * Read in lighthouse-child.ts, under Node 24, so only these figures cross to the bench.
 */
import type { LighthouseScores } from './lighthouse-runs';
import type { MainThreadTime } from './main-thread';

/**
 * The parts of an LHR the bench reads. Lighthouse's own `Result` type fits it, so a renamed field
 * fails the type check of lighthouse-child.ts rather than a run.
 */
export interface LighthouseReport {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode: string; numericValue?: number; details?: unknown } | undefined
  >;
}

export interface LighthouseRun {
  lighthouseVersion: string;
  scores: LighthouseScores;
  benchmarkIndex: number;
  /** Audits that lost points, as `category: audit-id`; a performance metric with its score. */
  failedAudits: string[];
  warnings: string[];
  /** Scripts that arrived (a blocked one is not counted): none is expected on a floor run. */
  scriptsLoaded: string[];
}

/** A run as the child prints it: the report's figures, and the main thread's time from the trace. */
export interface LighthouseChildRun extends LighthouseRun {
  mainThread: MainThreadTime;
}

export const SCORED_CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;

export function readLighthouseRun(lhr: LighthouseReport, url: string): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A floor run scores performance only: the other categories are absent, not zero.
  const score = (id: (typeof SCORED_CATEGORIES)[number]): number | null => {
    const category = lhr.categories[id];
    if (!category) return null;
    if (category.score === null) throw new Error(`Lighthouse ${url}: no ${id} score`);
    return Math.round(category.score * 100);
  };
  const performance = score('performance');
  if (performance === null) throw new Error(`Lighthouse ${url}: no performance score`);
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse ${url}: no ${id} value`);
    return value;
  };
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    scores: {
      performance,
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcpSeconds: numeric('first-contentful-paint') / 1000,
      lcpSeconds: numeric('largest-contentful-paint') / 1000,
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: failedAudits(lhr),
    warnings: lhr.runWarnings,
    scriptsLoaded: scriptsLoaded(lhr),
  };
}

/**
 * Audits that cost their category points. Lighthouse 13 replaced most of the performance
 * opportunities and diagnostics by insight audits, all of weight 0: only the metrics move the
 * performance score, so they are what is listed there, with their own score. A category may name
 * an audit the result lacks (one a newer Lighthouse dropped): it is passed over. An audit that
 * errored (score null) is listed as such, since its category was scored without it.
 */
function failedAudits(lhr: LighthouseReport): string[] {
  const failed: string[] = [];
  for (const category of SCORED_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight <= 0 || !audit) continue;
      if (audit.scoreDisplayMode === 'error') failed.push(`${category}: ${ref.id} (error)`);
      else if (audit.score !== null && audit.score < 1)
        failed.push(
          category === 'performance'
            ? `${category}: ${ref.id} (${Math.round(audit.score * 100)})`
            : `${category}: ${ref.id}`,
        );
    }
  }
  return failed;
}

interface NetworkRequestItem {
  url?: unknown;
  resourceType?: unknown;
  statusCode?: unknown;
}

/** Scripts of the network-requests audit that were answered (a blocked request has status -1). */
function scriptsLoaded(lhr: LighthouseReport): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = (details as { items?: NetworkRequestItem[] } | undefined)?.items ?? [];
  return items.flatMap((item) =>
    item.resourceType === 'Script' && typeof item.statusCode === 'number' && item.statusCode > 0
      ? [String(item.url)]
      : [],
  );
}
