/** Tables and the budget check of `npm run bench` (docs/performance.md); tables print with @agency/server/text-table. */
import type { Baseline } from './baseline';
import { DURATION_THRESHOLD_MS } from './event-timing';
import type { InteractionSample } from './event-timing';
import type { FirstLoad } from './first-load';
import type { InteractionRow } from './interactions';
import type { LighthouseResult, LighthouseRoute } from './lighthouse';
import type { BuildTime } from './servers';

export const KB = 1024;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export interface Builds {
  skipped: boolean;
  apps: BuildTime[];
  totalSeconds: number | null;
  /** The same build without the prerender step (AGENCY_PRERENDER=off), to tell what the step adds. */
  withoutPrerenderSeconds?: number | null;
}

export interface BudgetCheck {
  status: 'PASS' | 'FAIL' | 'SKIP';
  budget: string;
  figure: string;
}

/** The routes with a form (home has the quote form): their budgets allow the form's code. */
export const FORM_ROUTES = [
  '/',
  '/contact/quote',
  '/contact/schedule-consultation',
  '/contact/consultation',
  '/contact/training',
  '/contact/partnership',
];

/** The budgets of docs/performance.md, per route unless said otherwise. */
export const BUDGETS = {
  performance: 99,
  tbtMs: 50,
  tbtWithFormMs: 100,
  /** Where the floor alone is over the TBT budget, the page may be this much above its floor. */
  tbtOverFloorMs: 30,
  lcpSeconds: 1.1,
  fcpSeconds: 0.9,
  /** JS as served before the first interaction, on a route without a form. */
  jsBytes: 20 * KB,
  /** On a route with a form: this share of its baseline. */
  jsShareOfBaselineWithForm: 0.5,
  /** npm run build may take this much more than its baseline. */
  buildOverBaseline: 0.1,
  interactionMs: 200,
} as const;

export interface BudgetInputs {
  firstLoads: FirstLoad[];
  lighthouse: LighthouseRoute[];
  /** null when skipped (--skip-interactions). */
  interactions: InteractionRow[] | null;
  builds: Builds;
  baseline: Baseline;
}

export function checkBudgets({ firstLoads, lighthouse, interactions, builds, baseline }: BudgetInputs): BudgetCheck[] {
  const pages = lighthouse.map((result) => result.page);
  const checks: BudgetCheck[] = [
    metricCheck(`Lighthouse mobile performance ≥ ${BUDGETS.performance}`, pages, {
      value: (page) => page.performance,
      ok: (value) => value >= BUDGETS.performance,
      format: String,
    }),
    perRoute(
      `total blocking time ≤ ${BUDGETS.tbtMs} ms, ≤ ${BUDGETS.tbtWithFormMs} ms with a form; where the floor's is ` +
        `above that, within ${BUDGETS.tbtOverFloorMs} ms of the floor's`,
      lighthouse.map(tbtVerdict),
      milliseconds,
    ),
    metricCheck(`largest contentful paint ≤ ${BUDGETS.lcpSeconds} s`, pages, {
      value: (page) => page.lcpSeconds,
      ok: (value) => value <= BUDGETS.lcpSeconds,
      format: seconds,
    }),
    metricCheck(`first contentful paint ≤ ${BUDGETS.fcpSeconds} s`, pages, {
      value: (page) => page.fcpSeconds,
      ok: (value) => value <= BUDGETS.fcpSeconds,
      format: seconds,
    }),
    metricCheck('CLS 0 (as Lighthouse reports it, 3 decimals)', pages, {
      value: (page) => page.cls,
      ok: (value) => Number(value.toFixed(3)) === 0,
      format: (value) => value.toFixed(3),
    }),
    perRoute(
      `JS before the first interaction (as served) ≤ ${kb(BUDGETS.jsBytes)}; with a form, ≤ half its baseline`,
      firstLoads.map((load) => jsVerdict(load, baseline)),
      kb,
    ),
    buildCheck(builds, baseline),
  ];
  if (interactions === null) {
    checks.push({
      status: 'SKIP',
      budget: `first interaction ≤ ${BUDGETS.interactionMs} ms`,
      figure: 'skipped (--skip-interactions)',
    });
  } else {
    for (const row of interactions) checks.push(interactionCheck(row));
  }
  return checks;
}

export const milliseconds = (value: number) => `${Math.round(value)} ms`;
export const seconds = (value: number) => `${value.toFixed(2)} s`;
/** +27, −3.5: a difference with its sign (a minus sign, not a hyphen). */
export const signed = (value: number, digits: number) => `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(digits)}`;

/** A budget on one Lighthouse figure of the page, the same for every route. */
function metricCheck(
  budget: string,
  pages: LighthouseResult[],
  {
    value,
    ok,
    format,
  }: { value: (page: LighthouseResult) => number; ok: (value: number) => boolean; format: (value: number) => string },
): BudgetCheck {
  return perRoute(
    budget,
    pages.map((page) => ({ route: page.route, value: value(page), ok: ok(value(page)), figure: format(value(page)) })),
    format,
  );
}

export interface RouteVerdict {
  route: string;
  value: number;
  ok: boolean;
  /** The route's figure as printed, with what decided it where that is not the plain budget. */
  figure: string;
  /** Named even in a long list of routes that pass (a pass the plain budget did not give). */
  notable?: boolean;
}

/**
 * One check over routes. Every route by name while they are few; over many routes, how many are
 * within, the range, and the misses (and any notable pass) by name.
 */
export function perRoute(budget: string, verdicts: RouteVerdict[], format: (value: number) => string): BudgetCheck {
  if (verdicts.length === 0) return { status: 'SKIP', budget, figure: 'not measured' };
  const failing = verdicts.filter((verdict) => !verdict.ok);
  const named = verdicts.length <= 8 ? verdicts : verdicts.filter((verdict) => !verdict.ok || verdict.notable);
  const figures = named.map((verdict) => `${verdict.route} ${verdict.figure}${verdict.ok ? '' : ' ✗'}`);
  if (verdicts.length > 8) {
    const values = verdicts.map((verdict) => verdict.value);
    figures.unshift(
      `${verdicts.length - failing.length} of ${verdicts.length} routes within ` +
        `(range ${format(Math.min(...values))}–${format(Math.max(...values))})`,
    );
  }
  return { status: failing.length === 0 ? 'PASS' : 'FAIL', budget, figure: figures.join(', ') };
}

/** Which rule decided a route's TBT: the plain budget, or the floor's (its floor is over the budget). */
export interface TbtJudgement {
  ok: boolean;
  rule: 'budget' | 'floor';
  budgetMs: number;
}

/**
 * A route's TBT against its budget (50 ms, 100 ms with a form). A page cannot block less than its
 * own HTML and styles do: where the floor (every script blocked) is over the budget, a TBT over
 * the budget passes when it is within 30 ms of the floor's.
 */
export function judgeTbt(tbtMs: number, floorTbtMs: number | null, hasForm: boolean): TbtJudgement {
  const budgetMs = hasForm ? BUDGETS.tbtWithFormMs : BUDGETS.tbtMs;
  if (tbtMs <= budgetMs) return { ok: true, rule: 'budget', budgetMs };
  if (floorTbtMs !== null && floorTbtMs > budgetMs)
    return { ok: tbtMs <= floorTbtMs + BUDGETS.tbtOverFloorMs, rule: 'floor', budgetMs };
  return { ok: false, rule: 'budget', budgetMs };
}

function tbtVerdict({ route, page, floor }: LighthouseRoute): RouteVerdict {
  const judgement = judgeTbt(page.tbtMs, floor?.tbtMs ?? null, FORM_ROUTES.includes(route));
  const tbt = milliseconds(page.tbtMs);
  let figure = `${tbt} (≤ ${judgement.budgetMs} ms)`;
  if (judgement.rule === 'floor' && floor) {
    figure =
      `${tbt} (floor rule: floor ${milliseconds(floor.tbtMs)} > ${judgement.budgetMs} ms; ` +
      `${signed(page.tbtMs - floor.tbtMs, 0)} ms from it, allowed +${BUDGETS.tbtOverFloorMs} ms)`;
  } else if (!judgement.ok) {
    figure = `${tbt} (≤ ${judgement.budgetMs} ms; floor ${floor ? milliseconds(floor.tbtMs) : 'not measured'})`;
  }
  return { route, value: page.tbtMs, ok: judgement.ok, figure, notable: judgement.rule === 'floor' };
}

/** The first load's JS as served: ≤ 20 KB, or on a form route ≤ half the route's baseline. */
function jsVerdict(load: FirstLoad, baseline: Baseline): RouteVerdict {
  const { route, jsServedBytes } = load;
  if (jsServedBytes === null) return { route, value: 0, ok: false, figure: 'size as served unknown' };
  if (!FORM_ROUTES.includes(route))
    return { route, value: jsServedBytes, ok: jsServedBytes <= BUDGETS.jsBytes, figure: kb(jsServedBytes) };
  const base = baseline.jsServedBytes[route];
  if (base === undefined)
    return { route, value: jsServedBytes, ok: false, figure: `${kb(jsServedBytes)} (form; no baseline for ${route})` };
  const limit = base * BUDGETS.jsShareOfBaselineWithForm;
  return {
    route,
    value: jsServedBytes,
    ok: jsServedBytes <= limit,
    figure: `${kb(jsServedBytes)} (form: ≤ ${kb(limit)}, half of ${kb(base)})`,
  };
}

function buildCheck(builds: Builds, baseline: Baseline): BudgetCheck {
  const share = `${BUDGETS.buildOverBaseline * 100} %`;
  const budget =
    baseline.buildSeconds === null
      ? `npm run build at most ${share} above its baseline`
      : `npm run build ≤ ${share} above its baseline of ${baseline.buildSeconds.toFixed(1)} s`;
  if (builds.totalSeconds === null) return { status: 'SKIP', budget, figure: 'not built in this run' };
  if (baseline.buildSeconds === null)
    return { status: 'SKIP', budget, figure: `${builds.totalSeconds.toFixed(1)} s; no baseline build time` };
  const limit = baseline.buildSeconds * (1 + BUDGETS.buildOverBaseline);
  const added = (builds.totalSeconds / baseline.buildSeconds - 1) * 100;
  return {
    status: builds.totalSeconds <= limit ? 'PASS' : 'FAIL',
    budget,
    figure:
      `${builds.totalSeconds.toFixed(1)} s (${signed(added, 1)} %; ` +
      `limit ${limit.toFixed(1)} s), wall clock on this machine`,
  };
}

/** An interaction's duration as printed: under the threshold there is no entry, only a bound. */
export function formatDuration(sample: InteractionSample): string {
  if (sample.error !== null) return 'failed';
  return sample.timing === null ? `< ${DURATION_THRESHOLD_MS} ms` : `${Math.round(sample.timing.durationMs)} ms`;
}

function interactionCheck(row: InteractionRow): BudgetCheck {
  const budget = `first interaction: ${row.interaction} (${row.route}) ≤ ${BUDGETS.interactionMs} ms`;
  const loads = row.samples.map(formatDuration).join(', ');
  if (row.medianMs === null) {
    const reason = row.samples.find((sample) => sample.error !== null)?.error ?? 'no load measured';
    return { status: 'FAIL', budget, figure: `not measured: ${reason}` };
  }
  const median = row.medianMs <= DURATION_THRESHOLD_MS ? `≤ ${DURATION_THRESHOLD_MS} ms` : milliseconds(row.medianMs);
  const measured = row.samples.filter((sample) => sample.error === null).length;
  const of = measured === row.samples.length ? `${measured}` : `${measured} of ${row.samples.length}`;
  return {
    status: row.medianMs <= BUDGETS.interactionMs ? 'PASS' : 'FAIL',
    budget,
    figure: `${median}, median of ${of} cold loads (${loads})`,
  };
}

/** http://localhost:5001/remoteEntry.js → :5001/remoteEntry.js; the shell's own files → /main.js. */
export function shortUrl(url: string, shellOrigin: string): string {
  const parsed = new URL(url);
  if (parsed.origin === shellOrigin) return parsed.pathname + parsed.search;
  if (parsed.hostname === new URL(shellOrigin).hostname) return `:${parsed.port}${parsed.pathname}${parsed.search}`;
  return url;
}
