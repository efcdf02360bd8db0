/**
 * The side-by-side runs of `npm run bench` (docs/performance.md): `--compare <folder>` measures
 * saved builds ("before") and the builds being benched ("after") route for route; `--languages`
 * an English page and the same page in Chinese. Both sides of a pair are measured in one run, their
 * Lighthouse runs in turns, and the judged side (after; Chinese) is worse on a figure only when its
 * median is worse than the reference's by more than the run-to-run spread.
 */
import { table } from '@agency/server/text-table';
import type { FirstLoad } from './first-load';
import type { LighthouseResult } from './lighthouse';
import { medianOf } from './lighthouse-runs';
import type { LighthouseScores } from './lighthouse-runs';
import type { MainThreadTime } from './main-thread';
import { BUDGETS, kb, perRoute, signed } from './report';
import type { BudgetCheck } from './report';

/** The English routes `--languages` measures beside their Chinese pages, unless --routes names others. */
export const LANGUAGE_ROUTES = ['/', '/blog/crm-evolution', '/contact/schedule-consultation'];

/**
 * The one font a Chinese page may request: the brand font's Latin file (its name in
 * shared/ui/src/theme/fonts.css; the build adds a content hash before `.woff2`).
 */
export const BRAND_FONT_FILE = 'plus-jakarta-sans-latin-wght-normal';

export const isBrandFont = (url: string): boolean =>
  new RegExp(`/${BRAND_FONT_FILE}(\\.[0-9a-f]+)?\\.woff2$`).test(new URL(url).pathname);

export interface SpreadVerdict {
  /** The reference side's median (before; English) and the judged side's (after; Chinese). */
  referenceMedian: number;
  judgedMedian: number;
  /** The judged median minus the reference's. */
  difference: number;
  /** The run-to-run spread: the larger of the two sides' min–max range. */
  spread: number;
  verdict: 'worse' | 'better' | 'within spread';
}

/**
 * One figure of two sides, each measured one or more times: the judged side is worse only when
 * its median is worse than the reference's by more than the run-to-run spread (the larger of the
 * two sides' min–max range), better when it is better by more; else the two are within the spread.
 * `better` says which way is better for the figure.
 */
export function judgeAgainstSpread(reference: number[], judged: number[], better: 'higher' | 'lower'): SpreadVerdict {
  if (reference.length === 0 || judged.length === 0) throw new Error('a side without a run cannot be judged');
  const range = (values: number[]) => Math.max(...values) - Math.min(...values);
  const referenceMedian = medianOf(reference);
  const judgedMedian = medianOf(judged);
  const difference = judgedMedian - referenceMedian;
  const spread = Math.max(range(reference), range(judged));
  // How much better the judged side is; a hair of rounding is no difference.
  const gain = better === 'higher' ? difference : -difference;
  const margin = spread + 1e-9;
  const verdict = gain < -margin ? 'worse' : gain > margin ? 'better' : 'within spread';
  return { referenceMedian, judgedMedian, difference, spread, verdict };
}

interface Figure {
  name: string;
  pick: (scores: LighthouseScores) => number;
  better: 'higher' | 'lower';
  digits: number;
  unit: string;
}

/** The Lighthouse figures a side-by-side run judges. */
export const JUDGED_FIGURES: readonly Figure[] = [
  { name: 'performance', pick: (scores) => scores.performance, better: 'higher', digits: 0, unit: '' },
  { name: 'LCP', pick: (scores) => scores.lcpSeconds, better: 'lower', digits: 2, unit: ' s' },
  { name: 'TBT', pick: (scores) => scores.tbtMs, better: 'lower', digits: 0, unit: ' ms' },
];

const format = (figure: Figure, value: number) => `${value.toFixed(figure.digits)}${figure.unit}`;

/** One page of a pair as measured: its cold first load, and its Lighthouse runs. */
export interface MeasuredPage {
  firstLoad: FirstLoad;
  lighthouse: LighthouseResult;
}

/** A pair: the reference (before; English) and the page judged against it (after; Chinese). */
export interface MeasuredPair {
  reference: MeasuredPage;
  judged: MeasuredPage;
}

/** What the two sides are called in the report: before and after, English and Chinese. */
export interface SideNames {
  reference: string;
  judged: string;
}

export interface PairVerdict {
  /** The route, or both routes where the two sides' routes differ (`/ vs /zh-hk/`). */
  pair: string;
  figures: (SpreadVerdict & { figure: string })[];
}

/** A pair by its route, or by both where the two sides' routes differ: `/ vs /zh-hk/`. */
export const pairName = (referenceRoute: string, judgedRoute: string): string =>
  referenceRoute === judgedRoute ? judgedRoute : `${referenceRoute} vs ${judgedRoute}`;

export function judgePair({ reference, judged }: MeasuredPair): PairVerdict {
  return {
    pair: pairName(reference.lighthouse.route, judged.lighthouse.route),
    figures: JUDGED_FIGURES.map((figure) => ({
      figure: figure.name,
      ...judgeAgainstSpread(
        reference.lighthouse.runs.map(figure.pick),
        judged.lighthouse.runs.map(figure.pick),
        figure.better,
      ),
    })),
  };
}

/** The verdict cell: which figures are worse and which better, beyond the spread. */
function verdictCell({ figures }: PairVerdict): string {
  const named = (verdict: SpreadVerdict['verdict']) =>
    figures.filter((figure) => figure.verdict === verdict).map((figure) => figure.figure);
  const parts = [`worse: ${named('worse').join(', ')}`, `better: ${named('better').join(', ')}`].filter(
    (part) => !part.endsWith(': '),
  );
  return parts.length > 0 ? parts.join('; ') : 'within spread';
}

/** A figure's difference beyond the spread, as printed: `LCP +0.11 s (spread 0.05 s)`. */
function beyondSpread(verdict: PairVerdict['figures'][number]): string {
  const figure = JUDGED_FIGURES.find((entry) => entry.name === verdict.figure);
  if (!figure) return verdict.figure;
  return (
    `${figure.name} ${signed(verdict.difference, figure.digits)}${figure.unit} ` +
    `(spread ${format(figure, verdict.spread)})`
  );
}

/**
 * The main thread's time in a page's runs, as printed: the medians of its CPU time and its wall
 * time, `352 / 610 ms` (main-thread.ts). TBT counts wall time, which on a busy host includes the
 * waits for the CPU; the CPU time is what the page cost. A dash for results without them.
 */
export function mainThreadCell({ mainThread }: LighthouseResult): string {
  if (mainThread.length === 0) return '—';
  const median = (pick: (time: MainThreadTime) => number) => Math.round(medianOf(mainThread.map(pick)));
  return `${median((time) => time.cpuMs)} / ${median((time) => time.wallMs)} ms`;
}

/**
 * The table of a side-by-side run: each pair's two pages, a row each, with each figure's median
 * and its min–max over the runs, the main thread's CPU and wall time, the first load's JS gzip,
 * and the verdict on the judged page's row; then a line for each figure beyond the spread and
 * each thing that went wrong in a load.
 */
export function sideBySideTable(pairs: readonly MeasuredPair[], names: SideNames): string[] {
  const cell = (figure: Figure, result: LighthouseResult) => {
    const values = result.runs.map(figure.pick);
    const median = format(figure, figure.pick(result));
    if (values.length < 2) return median;
    return `${median} (${Math.min(...values).toFixed(figure.digits)}–${format(figure, Math.max(...values))})`;
  };
  const rows: string[][] = [];
  const lines: string[] = [];
  for (const pair of pairs) {
    const verdict = judgePair(pair);
    const sameRoute = pair.reference.lighthouse.route === pair.judged.lighthouse.route;
    for (const [side, page] of [
      ['reference', pair.reference],
      ['judged', pair.judged],
    ] as const) {
      rows.push([
        side === 'judged' && sameRoute ? '' : page.lighthouse.route,
        names[side],
        ...JUDGED_FIGURES.map((figure) => cell(figure, page.lighthouse)),
        mainThreadCell(page.lighthouse),
        kb(page.firstLoad.jsGzipBytes),
        side === 'judged' ? verdictCell(verdict) : '',
      ]);
      const where = `${page.lighthouse.route} (${names[side]})`;
      if (page.firstLoad.status !== 200) lines.push(`  ! ${where} answered HTTP ${page.firstLoad.status}`);
      for (const failed of page.firstLoad.failedRequests) lines.push(`  ! ${where} request failed: ${failed}`);
      for (const warning of page.lighthouse.warnings) lines.push(`  ! ${where}: ${warning}`);
    }
    for (const figure of verdict.figures.filter((entry) => entry.verdict !== 'within spread'))
      lines.push(`  ${verdict.pair}: ${names.judged} ${figure.verdict}, ${beyondSpread(figure)}`);
  }
  return [
    table(
      ['route', 'side', ...JUDGED_FIGURES.map((figure) => figure.name), 'main thread CPU / wall', 'JS gzip', 'verdict'],
      rows,
      ['left', 'left', ...JUDGED_FIGURES.map(() => 'right' as const), 'right', 'right', 'left'],
    ),
    ...lines,
  ];
}

/**
 * The budgets of a side-by-side run, each over the pairs: the judged pages no worse than the
 * reference beyond the spread; their JS before the first interaction (gzip) ≤ 20 KB; and with
 * `fonts` (Chinese pages), no font requested on the first load but the brand font's Latin file.
 */
export function sideBySideBudgets(
  pairs: readonly MeasuredPair[],
  names: SideNames,
  { fonts }: { fonts: boolean },
): BudgetCheck[] {
  const checks = [
    perRoute(
      `${names.judged} no worse than ${names.reference} beyond the run-to-run spread ` +
        `(${JUDGED_FIGURES.map((figure) => figure.name).join(', ')}; the larger min–max of the two)`,
      pairs.map((pair) => {
        const verdict = judgePair(pair);
        const worse = verdict.figures.filter((figure) => figure.verdict === 'worse');
        return {
          route: verdict.pair,
          value: worse.length,
          ok: worse.length === 0,
          figure: worse.length > 0 ? worse.map(beyondSpread).join(', ') : verdictCell(verdict),
        };
      }),
      (count) => `${count} worse`,
    ),
    perRoute(
      `${names.judged}: JS before the first interaction (gzip) ≤ ${kb(BUDGETS.jsBytes)} on every route`,
      pairs.map(({ judged }) => ({
        route: judged.firstLoad.route,
        value: judged.firstLoad.jsGzipBytes,
        ok: judged.firstLoad.jsGzipBytes <= BUDGETS.jsBytes,
        figure: kb(judged.firstLoad.jsGzipBytes),
      })),
      kb,
    ),
  ];
  if (fonts) {
    checks.push(
      perRoute(
        `${names.judged}: no font on the first load but the brand font's Latin file (${BRAND_FONT_FILE})`,
        pairs.map(({ judged }) => {
          const others = judged.firstLoad.fonts.filter((url) => !isBrandFont(url));
          const brand = judged.firstLoad.fonts.length > others.length ? 'the brand font' : 'no font';
          return {
            route: judged.firstLoad.route,
            value: others.length,
            ok: others.length === 0,
            figure: others.length > 0 ? others.map((url) => new URL(url).pathname).join(', ') : brand,
          };
        }),
        (count) => `${count} other fonts`,
      ),
    );
  }
  return checks;
}
