import { describe, expect, it } from '@jest/globals';
import type { Baseline } from './baseline';
import type { InteractionSample } from './event-timing';
import type { InteractionRow } from './interactions';
import { firstLoad, result } from './figures.fixture';
import type { LighthouseResult, LighthouseRoute } from './lighthouse';
import { checkBudgets, judgeTbt, KB, kb, shortUrl, signed } from './report';
import type { BudgetInputs, Builds } from './report';

/** A route's page and floor; `floorTbtMs` null: the floor was not measured. */
function lighthouse(
  route: string,
  page: Partial<LighthouseResult> = {},
  floorTbtMs: number | null = 10,
): LighthouseRoute {
  const floor =
    floorTbtMs === null
      ? null
      : result(route, { accessibility: null, seo: null, bestPractices: null, tbtMs: floorTbtMs });
  return { route, page: result(route, page), floor, lcpOverFloor: floor ? 1 : null };
}

const measured = (...durations: (number | null)[]): InteractionSample[] =>
  durations.map((durationMs) => ({
    timing: durationMs === null ? null : { interactionId: 7, durationMs, event: 'pointerup', inputDelayMs: 4 },
    error: null,
  }));
const failed = (error: string): InteractionSample => ({ timing: null, error });

function row(
  interaction: string,
  route: string,
  samples: InteractionSample[],
  medianMs: number | null,
): InteractionRow {
  return { interaction, route, device: 'mobile', samples, medianMs };
}

const baseline: Baseline = {
  buildSeconds: 57.2,
  buildMeasured: 'test',
  jsServedBytes: { '/': 200 * KB, '/contact/quote': 120 * KB },
  jsServedMeasured: 'test',
};
const built = (totalSeconds: number): Builds => ({ skipped: false, apps: [], totalSeconds });
const notBuilt: Builds = { skipped: true, apps: [], totalSeconds: null };

/** The budget checks of a run that measured what `run` gives, nothing else, against the baseline above. */
const checksOf = (run: Partial<BudgetInputs>) =>
  checkBudgets({ firstLoads: [], lighthouse: [], interactions: [], builds: notBuilt, baseline, ...run });

const BUDGET = {
  performance: 'Lighthouse mobile performance ≥ 99',
  tbt: "total blocking time ≤ 50 ms, ≤ 100 ms with a form; where the floor's is above that, within 30 ms of the floor's",
  lcp: 'largest contentful paint ≤ 1.1 s',
  fcp: 'first contentful paint ≤ 0.9 s',
  cls: 'CLS 0 (as Lighthouse reports it, 3 decimals)',
  js: 'JS before the first interaction (as served) ≤ 20.0 KB; with a form, ≤ half its baseline',
  build: 'npm run build ≤ 10 % above its baseline of 57.2 s',
  menu: 'first interaction: open a menu (/about/story) ≤ 200 ms',
  date: 'first interaction: pick a date (/contact/schedule-consultation) ≤ 200 ms',
};

describe('judgeTbt', () => {
  it('holds a route to 50 ms, a route with a form to 100 ms', () => {
    expect(judgeTbt(50, 10, false)).toEqual({ ok: true, rule: 'budget', budgetMs: 50 });
    expect(judgeTbt(51, 10, false)).toEqual({ ok: false, rule: 'budget', budgetMs: 50 });
    expect(judgeTbt(100, null, true)).toEqual({ ok: true, rule: 'budget', budgetMs: 100 });
  });

  it('lets the floor decide when the floor alone is over the budget: within 30 ms of it passes', () => {
    expect(judgeTbt(127, 97, false)).toEqual({ ok: true, rule: 'floor', budgetMs: 50 });
    expect(judgeTbt(60, 97, false)).toEqual({ ok: true, rule: 'floor', budgetMs: 50 });
    expect(judgeTbt(128, 97, false)).toEqual({ ok: false, rule: 'floor', budgetMs: 50 });
    expect(judgeTbt(140, 120, true)).toEqual({ ok: true, rule: 'floor', budgetMs: 100 });
  });

  it('keeps the budget where the floor is within it, or was not measured', () => {
    expect(judgeTbt(60, 50, false)).toEqual({ ok: false, rule: 'budget', budgetMs: 50 });
    expect(judgeTbt(120, 97, true)).toEqual({ ok: false, rule: 'budget', budgetMs: 100 });
    expect(judgeTbt(60, null, false)).toEqual({ ok: false, rule: 'budget', budgetMs: 50 });
  });
});

describe('checkBudgets', () => {
  it('passes a run within every budget, naming each route and the rule that decided its TBT', () => {
    const checks = checksOf({
      firstLoads: [
        firstLoad('/', { jsServedBytes: 100 * KB }),
        firstLoad('/faq', { jsServedBytes: 20 * KB }),
        firstLoad('/contact/quote', { jsServedBytes: 50 * KB }),
      ],
      lighthouse: [
        lighthouse('/', { performance: 99, fcpSeconds: 0.9, lcpSeconds: 1.1, tbtMs: 100 }, 20),
        lighthouse('/faq', { tbtMs: 70.4, cls: 0.0004 }, 97),
      ],
      interactions: [row('open a menu', '/about/story', measured(48, 56, null), 48)],
      builds: built(60),
    });
    expect(checks).toEqual([
      { status: 'PASS', budget: BUDGET.performance, figure: '/ 99, /faq 100' },
      {
        status: 'PASS',
        budget: BUDGET.tbt,
        figure: '/ 100 ms (≤ 100 ms), /faq 70 ms (floor rule: floor 97 ms > 50 ms; −27 ms from it, allowed +30 ms)',
      },
      { status: 'PASS', budget: BUDGET.lcp, figure: '/ 1.10 s, /faq 1.00 s' },
      { status: 'PASS', budget: BUDGET.fcp, figure: '/ 0.90 s, /faq 0.60 s' },
      { status: 'PASS', budget: BUDGET.cls, figure: '/ 0.000, /faq 0.000' },
      {
        status: 'PASS',
        budget: BUDGET.js,
        figure:
          '/ 100.0 KB (form: ≤ 100.0 KB, half of 200.0 KB), /faq 20.0 KB, ' +
          '/contact/quote 50.0 KB (form: ≤ 60.0 KB, half of 120.0 KB)',
      },
      { status: 'PASS', budget: BUDGET.build, figure: '60.0 s (+4.9 %; limit 62.9 s), wall clock on this machine' },
      { status: 'PASS', budget: BUDGET.menu, figure: '48 ms, median of 3 cold loads (48 ms, 56 ms, < 16 ms)' },
    ]);
  });

  it('fails each budget a figure misses, marks the figure and says why', () => {
    const checks = checksOf({
      firstLoads: [
        firstLoad('/faq', { jsServedBytes: 20 * KB + 103 }),
        firstLoad('/blog', { jsServedBytes: null }),
        firstLoad('/contact/quote', { jsServedBytes: 61 * KB }),
        firstLoad('/contact/training', { jsServedBytes: 30 * KB }),
      ],
      lighthouse: [
        lighthouse('/faq', { performance: 98, tbtMs: 60 }, 20),
        lighthouse('/blog', { lcpSeconds: 1.11, fcpSeconds: 0.91, cls: 0.002, tbtMs: 128 }, 97),
        lighthouse('/contact/quote', { tbtMs: 101 }, null),
      ],
      interactions: [
        row(
          'open a menu',
          '/about/story',
          [1, 2, 3].map(() => failed('the banner’s “Services” menu button not found or not usable: timeout')),
          null,
        ),
        row('pick a date', '/contact/schedule-consultation', [...measured(224, 240), failed('HTTP 500')], 232),
      ],
      builds: built(63),
    });
    expect(checks).toEqual([
      { status: 'FAIL', budget: BUDGET.performance, figure: '/faq 98 ✗, /blog 100, /contact/quote 100' },
      {
        status: 'FAIL',
        budget: BUDGET.tbt,
        figure:
          '/faq 60 ms (≤ 50 ms; floor 20 ms) ✗, ' +
          '/blog 128 ms (floor rule: floor 97 ms > 50 ms; +31 ms from it, allowed +30 ms) ✗, ' +
          '/contact/quote 101 ms (≤ 100 ms; floor not measured) ✗',
      },
      { status: 'FAIL', budget: BUDGET.lcp, figure: '/faq 1.00 s, /blog 1.11 s ✗, /contact/quote 1.00 s' },
      { status: 'FAIL', budget: BUDGET.fcp, figure: '/faq 0.60 s, /blog 0.91 s ✗, /contact/quote 0.60 s' },
      { status: 'FAIL', budget: BUDGET.cls, figure: '/faq 0.000, /blog 0.002 ✗, /contact/quote 0.000' },
      {
        status: 'FAIL',
        budget: BUDGET.js,
        figure:
          '/faq 20.1 KB ✗, /blog size as served unknown ✗, ' +
          '/contact/quote 61.0 KB (form: ≤ 60.0 KB, half of 120.0 KB) ✗, ' +
          '/contact/training 30.0 KB (form; no baseline for /contact/training) ✗',
      },
      { status: 'FAIL', budget: BUDGET.build, figure: '63.0 s (+10.1 %; limit 62.9 s), wall clock on this machine' },
      {
        status: 'FAIL',
        budget: BUDGET.menu,
        figure: 'not measured: the banner’s “Services” menu button not found or not usable: timeout',
      },
      {
        status: 'FAIL',
        budget: BUDGET.date,
        figure: '232 ms, median of 2 of 3 cold loads (224 ms, 240 ms, failed)',
      },
    ]);
  });

  it('over more than eight routes, counts them, gives the range and names the misses and the floor’s passes', () => {
    const routes = [
      '/',
      '/services',
      '/blog',
      '/faq',
      '/about/story',
      '/portfolio',
      '/blog/asia-focus',
      '/privacy-policy',
    ];
    const checks = checksOf({
      lighthouse: [
        ...routes.map((route) => lighthouse(route, { tbtMs: 30 })),
        lighthouse('/contact/training', { tbtMs: 130 }, 110),
        lighthouse('/terms-conditions', { tbtMs: 75 }, 40),
      ],
    });
    expect(checks.find((check) => check.budget === BUDGET.tbt)).toEqual({
      status: 'FAIL',
      budget: BUDGET.tbt,
      figure:
        '9 of 10 routes within (range 30 ms–130 ms), ' +
        '/contact/training 130 ms (floor rule: floor 110 ms > 100 ms; +20 ms from it, allowed +30 ms), ' +
        '/terms-conditions 75 ms (≤ 50 ms; floor 40 ms) ✗',
    });
  });

  it('skips what was not measured: no Lighthouse, no first load, no build, no interactions', () => {
    expect(checksOf({ interactions: null })).toEqual([
      { status: 'SKIP', budget: BUDGET.performance, figure: 'not measured' },
      { status: 'SKIP', budget: BUDGET.tbt, figure: 'not measured' },
      { status: 'SKIP', budget: BUDGET.lcp, figure: 'not measured' },
      { status: 'SKIP', budget: BUDGET.fcp, figure: 'not measured' },
      { status: 'SKIP', budget: BUDGET.cls, figure: 'not measured' },
      { status: 'SKIP', budget: BUDGET.js, figure: 'not measured' },
      { status: 'SKIP', budget: BUDGET.build, figure: 'not built in this run' },
      { status: 'SKIP', budget: 'first interaction ≤ 200 ms', figure: 'skipped (--skip-interactions)' },
    ]);
  });

  it('skips the build budget without a baseline build time', () => {
    const checks = checksOf({ builds: built(58), baseline: { ...baseline, buildSeconds: null } });
    expect(checks.find((check) => check.budget.startsWith('npm run build'))).toEqual({
      status: 'SKIP',
      budget: 'npm run build at most 10 % above its baseline',
      figure: '58.0 s; no baseline build time',
    });
  });
});

describe('kb, signed and shortUrl', () => {
  it('writes bytes as KB of 1024 with one decimal', () => {
    expect(kb(1536)).toBe('1.5 KB');
    expect(kb(0)).toBe('0.0 KB');
  });

  it('writes a difference with its sign, a minus sign for a negative one', () => {
    expect(signed(55.4, 0)).toBe('+55');
    expect(signed(-15, 0)).toBe('−15');
    expect(signed(4.895, 1)).toBe('+4.9');
    expect(signed(0, 0)).toBe('+0');
  });

  it('shortens the shell’s own files to their path and the other local servers to port and path', () => {
    const shell = 'http://localhost:5000';
    expect(shortUrl('http://localhost:5000/main.js?v=1', shell)).toBe('/main.js?v=1');
    expect(shortUrl('http://localhost:5002/remoteEntry.js', shell)).toBe(':5002/remoteEntry.js');
    expect(shortUrl('https://cdn.example/x.js', shell)).toBe('https://cdn.example/x.js');
  });
});
