/** Tables and the budget check of `npm run bench` (docs/performance.md). */
import type { FirstLoad } from './first-load';
import type { LighthouseResult } from './lighthouse';
import type { BuildTime } from './servers';

export const KB = 1024;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

type Align = 'left' | 'right';
export function table(headers: string[], rows: string[][], align: Align[] = []): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return (align[column] ?? (column === 0 ? 'left' : 'right')) === 'left'
          ? cell.padEnd(width)
          : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

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

/** Routes the budgets name; a check on a route list without one of them says so. */
export const BUDGET_ROUTES = ['/', '/services', '/blog', '/contact/quote'];

export function checkBudgets(firstLoads: FirstLoad[], lighthouse: LighthouseResult[], builds: Builds): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const home = firstLoads.find((load) => load.route === '/');
  if (home) {
    const goal = home.jsGzipBytes <= 150 * KB ? 'goal ≤ 150 KB met' : 'goal ≤ 150 KB not met';
    checks.push({
      status: home.jsGzipBytes <= 200 * KB ? 'PASS' : 'FAIL',
      budget: 'first-load JS of / ≤ 200 KB gzip',
      figure: `${kb(home.jsGzipBytes)} (${goal})`,
    });
  } else {
    checks.push({ status: 'SKIP', budget: 'first-load JS of / ≤ 200 KB gzip', figure: '/ not measured' });
  }

  const perRoute = <T extends { route: string }>(
    budget: string,
    results: T[],
    value: (result: T) => number,
    ok: (value: number) => boolean,
    format: (value: number) => string,
  ) => {
    const missing = BUDGET_ROUTES.filter((route) => !results.some((result) => result.route === route));
    if (results.length === 0) {
      checks.push({ status: 'SKIP', budget, figure: 'not measured' });
      return;
    }
    // Every route by name while they are few; over many routes, the misses and the worst figure.
    const failing = results.filter((result) => !ok(value(result)));
    const named = results.length <= 8 ? results : failing;
    const figures = named.map((result) => {
      const figure = `${result.route} ${format(value(result))}`;
      return ok(value(result)) ? figure : `${figure} ✗`;
    });
    if (results.length > 8) {
      const values = results.map(value);
      figures.unshift(
        `${results.length - failing.length} of ${results.length} routes within (range ${format(Math.min(...values))}–${format(Math.max(...values))})`,
      );
    }
    if (missing.length > 0) figures.push(`(not measured: ${missing.join(', ')})`);
    checks.push({
      status: results.every((result) => ok(value(result))) ? 'PASS' : 'FAIL',
      budget,
      figure: figures.join(', '),
    });
  };
  const integer = (value: number) => String(Math.round(value));
  const seconds = (value: number) => `${value.toFixed(2)} s`;
  perRoute(
    'Lighthouse mobile performance ≥ 97 (aim 100)',
    lighthouse,
    (r) => r.performance,
    (v) => v >= 97,
    integer,
  );
  perRoute(
    'first contentful paint ≤ 1.2 s (aim 1.0 s)',
    lighthouse,
    (r) => r.fcpSeconds,
    (v) => v <= 1.2,
    seconds,
  );
  perRoute(
    'largest contentful paint ≤ 1.5 s (aim 1.2 s)',
    lighthouse,
    (r) => r.lcpSeconds,
    (v) => v <= 1.5,
    seconds,
  );
  perRoute(
    'total blocking time ≤ 150 ms',
    lighthouse,
    (r) => r.tbtMs,
    (v) => v <= 150,
    (v) => `${Math.round(v)} ms`,
  );
  perRoute(
    'Lighthouse accessibility = 100',
    lighthouse,
    (r) => r.accessibility,
    (v) => v >= 100,
    integer,
  );
  perRoute(
    'Lighthouse SEO = 100',
    lighthouse,
    (r) => r.seo,
    (v) => v >= 100,
    integer,
  );
  perRoute(
    'Lighthouse best practices ≥ 95',
    lighthouse,
    (r) => r.bestPractices,
    (v) => v >= 95,
    integer,
  );
  perRoute(
    'CLS 0',
    lighthouse,
    (r) => r.cls,
    (v) => v < 0.0005,
    (v) => v.toFixed(3),
  );
  perRoute(
    'one round trip to first contentful paint (the page paints from its HTML alone)',
    firstLoads,
    (r) => r.roundTrips,
    (v) => v === 1,
    integer,
  );

  // MUI X and dayjs are the heaviest dependency of the contact section: only the page with the
  // calendar may download them.
  const consultationPages = ['/contact/schedule-consultation', '/contact/consultation'];
  if (!firstLoads.some((load) => consultationPages.includes(load.route))) {
    checks.push({ status: 'SKIP', budget: 'date-picker code only on the consultation page', figure: 'not measured' });
  } else {
    const misplaced = firstLoads.filter((load) => load.datePicker !== consultationPages.includes(load.route));
    const loadedOn = firstLoads.filter((load) => load.datePicker).map((load) => load.route);
    checks.push({
      status: misplaced.length === 0 ? 'PASS' : 'FAIL',
      budget: 'date-picker code only on the consultation page',
      figure: `loaded on ${loadedOn.join(', ') || 'no route'} of ${firstLoads.length} measured${
        misplaced.length > 0 ? `; wrong on ${misplaced.map((load) => load.route).join(', ')} ✗` : ''
      }`,
    });
  }

  if (builds.totalSeconds === null || !builds.withoutPrerenderSeconds) {
    checks.push({ status: 'SKIP', budget: 'the prerender step adds ≤ 30 % to npm run build', figure: 'not measured' });
  } else {
    const added = builds.totalSeconds / builds.withoutPrerenderSeconds - 1;
    checks.push({
      status: added <= 0.3 ? 'PASS' : 'FAIL',
      budget: 'the prerender step adds ≤ 30 % to npm run build',
      figure: `${(added * 100).toFixed(0)} % (${builds.totalSeconds.toFixed(1)} s with it, ${builds.withoutPrerenderSeconds.toFixed(1)} s without)`,
    });
  }
  if (builds.totalSeconds === null) {
    checks.push({ status: 'SKIP', budget: 'full production build ≤ 120 s', figure: 'skipped (--skip-build)' });
  } else {
    const goal = builds.totalSeconds <= 60 ? 'goal ≤ 60 s met' : 'goal ≤ 60 s not met';
    checks.push({
      status: builds.totalSeconds <= 120 ? 'PASS' : 'FAIL',
      budget: 'full production build ≤ 120 s',
      figure: `${builds.totalSeconds.toFixed(1)} s, npm run build on this machine (${goal})`,
    });
  }
  return checks;
}

/** http://localhost:5001/remoteEntry.js → :5001/remoteEntry.js; the shell's own files → /main.js. */
export function shortUrl(url: string, shellOrigin: string): string {
  const parsed = new URL(url);
  if (parsed.origin === shellOrigin) return parsed.pathname + parsed.search;
  if (parsed.hostname === new URL(shellOrigin).hostname) return `:${parsed.port}${parsed.pathname}${parsed.search}`;
  return url;
}
