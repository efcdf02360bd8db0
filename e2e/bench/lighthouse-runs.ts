/**
 * How several Lighthouse runs of a route become its figures: each figure's median, the rule that
 * measures a run again when the machine was busy, and how the page compares with its floor.
 */

export interface LighthouseScores {
  performance: number;
  /** null when the run did not score the category (a floor run scores performance only). */
  accessibility: number | null;
  seo: number | null;
  bestPractices: number | null;
  fcpSeconds: number;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
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

/** Median of each figure on its own (for an even count, the mean of the middle two). */
export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of every figure over the runs, each figure on its own (so not the figures of one run). */
export function medianScores(runs: LighthouseScores[]): LighthouseScores {
  const median = (pick: (scores: LighthouseScores) => number) => medianOf(runs.map(pick));
  // A category no run scored stays unscored.
  const medianOrNull = (pick: (scores: LighthouseScores) => number | null) => {
    const scored = runs.flatMap((run) => pick(run) ?? []);
    return scored.length > 0 ? medianOf(scored) : null;
  };
  return {
    performance: median((run) => run.performance),
    accessibility: medianOrNull((run) => run.accessibility),
    seo: medianOrNull((run) => run.seo),
    bestPractices: medianOrNull((run) => run.bestPractices),
    fcpSeconds: median((run) => run.fcpSeconds),
    lcpSeconds: median((run) => run.lcpSeconds),
    cls: median((run) => run.cls),
    tbtMs: median((run) => run.tbtMs),
  };
}

/**
 * The floor is the same page with every script blocked: what its HTML and styles alone cost. The
 * page's LCP over its floor's says what the scripts add to the largest paint (aim ≤ 1.05); rounded
 * to two decimals, as printed. null without a floor or with a floor LCP of 0.
 */
export function lcpOverFloor(lcpSeconds: number, floorLcpSeconds: number | null): number | null {
  if (floorLcpSeconds === null || floorLcpSeconds <= 0) return null;
  return Math.round((lcpSeconds / floorLcpSeconds) * 100) / 100;
}

/**
 * The order in which `pages` are run over `runs` rounds, round by round: every other round
 * reversed (A B, B A, A B, …), so no page always goes second. In plain turns (A B, A B, …) the
 * second page is always the later one, and a machine that slows down during the rounds (a shared
 * host) tells against it alone.
 */
export function turnOrder<Page>(pages: readonly Page[], runs: number): Page[][] {
  const backwards = [...pages].reverse();
  return Array.from({ length: runs }, (_, round) => (round % 2 === 0 ? [...pages] : backwards));
}
