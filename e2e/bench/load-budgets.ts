/** The budgets of `npm run bench:load` (docs/load.md) and their verdicts on a run's figures. */

/** Requests per second the server must hold for a static asset, and for a composed section page, on 2 cores. */
export const STATIC_BUDGET_RPS = 2_000;
export const COMPOSED_BUDGET_RPS = 2_000;
/** What composing a section page may add to serving a plain file, at p50, its cache warm. */
export const COMPOSITION_BUDGET_MS = 5;

/** What the verdicts read of one target's run. */
export interface LoadRun {
  target: { name: string; budgeted: boolean };
  requestsPerSecond: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** The p50 latencies of the composed page and of the plain page file, one connection each. */
export interface LatencyPair {
  composed: { p50: number };
  plain: { p50: number };
}

export interface LoadVerdicts<R extends LoadRun> {
  /** The runs counted against the static-asset budget (the hashed chunk). */
  staticRuns: R[];
  /** null when no such run was made. */
  staticPassed: boolean | null;
  /** The composed section page's run. */
  routeRun: R | undefined;
  composedPassed: boolean | null;
  /** Milliseconds composition adds at p50; undefined when not measured. */
  compositionAddedMs: number | undefined;
  compositionPassed: boolean | null;
  /** Runs with a connection error, a timeout or a non-2xx answer: the run is broken, not slow. */
  failures: R[];
}

/** Whether the run had a connection error, a timeout or a non-2xx answer. */
const broken = (run: LoadRun): boolean => run.errors > 0 || run.timeouts > 0 || run.non2xx > 0;

/** The composed-page budget: at least that many page requests per second, and a run that is not broken. */
const holdsComposedBudget = (pageRequestsPerSecond: number, run: LoadRun): boolean =>
  pageRequestsPerSecond >= COMPOSED_BUDGET_RPS && !broken(run);

export function judgeLoad<R extends LoadRun>(runs: R[], latency: LatencyPair | undefined): LoadVerdicts<R> {
  const staticRuns = runs.filter((run) => run.target.budgeted);
  const routeRun = runs.find((run) => run.target.name === 'route');
  const compositionAddedMs = latency ? latency.composed.p50 - latency.plain.p50 : undefined;
  return {
    staticRuns,
    staticPassed:
      staticRuns.length > 0 ? staticRuns.every((run) => run.requestsPerSecond.average >= STATIC_BUDGET_RPS) : null,
    routeRun,
    composedPassed: routeRun ? holdsComposedBudget(routeRun.requestsPerSecond.average, routeRun) : null,
    compositionAddedMs,
    compositionPassed: compositionAddedMs === undefined ? null : compositionAddedMs <= COMPOSITION_BUDGET_MS,
    failures: runs.filter(broken),
  };
}

/** What a section's versions may add to composing its page, at p50 (1 connection, warm). */
export const VERSIONS_BUDGET_MS = 1;
/** How soon after a promote or rollback command returns the next request shows it. */
export const VISIBLE_BUDGET_MS = 1_000;

export interface ReleaseVerdicts {
  /** The composed page with a canary running: the composed-page budget, 0 errors. */
  canaryPassed: boolean | null;
  /** Milliseconds versions add at p50 to the same composed page; undefined when not measured. */
  versionsAddedMs: number | undefined;
  versionsPassed: boolean | null;
  /** Every promote and rollback visible within the budget. */
  visiblePassed: boolean | null;
}

export function judgeReleases(
  canaryRun: LoadRun | undefined,
  composedP50: { unversioned: number; versioned: number } | undefined,
  visibleMs: number[],
): ReleaseVerdicts {
  const versionsAddedMs = composedP50 ? composedP50.versioned - composedP50.unversioned : undefined;
  return {
    canaryPassed: canaryRun ? holdsComposedBudget(canaryRun.requestsPerSecond.average, canaryRun) : null,
    versionsAddedMs,
    versionsPassed: versionsAddedMs === undefined ? null : versionsAddedMs <= VERSIONS_BUDGET_MS,
    visiblePassed: visibleMs.length > 0 ? visibleMs.every((ms) => ms <= VISIBLE_BUDGET_MS) : null,
  };
}

/**
 * The page requests per second of a run that posts one telemetry beacon after every
 * `pagesPerBeacon` page requests, and whether it holds the composed-page budget with 0 errors.
 */
export function judgeTelemetryMix(
  run: LoadRun | undefined,
  pagesPerBeacon: number,
): { pageRequestsPerSecond: number; passed: boolean } | undefined {
  if (!run) return undefined;
  const pageRequestsPerSecond = (run.requestsPerSecond.average * pagesPerBeacon) / (pagesPerBeacon + 1);
  return {
    pageRequestsPerSecond,
    passed: holdsComposedBudget(pageRequestsPerSecond, run),
  };
}
