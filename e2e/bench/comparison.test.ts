import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  BRAND_FONT_FILE,
  isBrandFont,
  judgeAgainstSpread,
  judgePair,
  mainThreadCell,
  sideBySideBudgets,
  sideBySideTable,
} from './comparison';
import type { MeasuredPair } from './comparison';
import { firstLoad, result } from './figures.fixture';
import type { FirstLoad } from './first-load';
import type { LighthouseScores } from './lighthouse-runs';
import type { MainThreadTime } from './main-thread';
import { KB } from './report';

describe('judgeAgainstSpread', () => {
  it('calls the judged side worse only when its median is worse by more than the spread', () => {
    // Medians 0.85 and 0.95 s; ranges 0.04 and 0.06 s: 0.10 s worse, beyond a spread of 0.06 s.
    expect(judgeAgainstSpread([0.84, 0.85, 0.88], [0.92, 0.95, 0.98], 'lower')).toEqual({
      referenceMedian: 0.85,
      judgedMedian: 0.95,
      difference: expect.closeTo(0.1, 9),
      spread: expect.closeTo(0.06, 9),
      verdict: 'worse',
    });
    // TBT 40 ms worse, where one side's runs alone moved by 90 ms.
    expect(judgeAgainstSpread([10, 20, 100], [50, 60, 70], 'lower')).toMatchObject({
      difference: 40,
      spread: 90,
      verdict: 'within spread',
    });
  });

  it('takes the larger of the two sides’ min–max range as the spread, and a difference equal to it as within', () => {
    expect(judgeAgainstSpread([100, 98, 99], [97, 97, 97], 'higher')).toMatchObject({
      difference: -2,
      spread: 2,
      verdict: 'within spread',
    });
    expect(judgeAgainstSpread([100, 100, 100], [99, 96, 97], 'higher')).toMatchObject({
      difference: -3,
      spread: 3,
      verdict: 'within spread',
    });
    expect(judgeAgainstSpread([100, 100, 100], [99, 96, 96], 'higher')).toMatchObject({
      difference: -4,
      spread: 3,
      verdict: 'worse',
    });
  });

  it('reads the direction: a higher score is better, a longer time worse', () => {
    expect(judgeAgainstSpread([90, 91], [99, 100], 'higher').verdict).toBe('better');
    expect(judgeAgainstSpread([90, 91], [99, 100], 'lower').verdict).toBe('worse');
    expect(judgeAgainstSpread([0.9, 0.91], [0.8, 0.81], 'lower').verdict).toBe('better');
  });

  it('has no spread with one run a side, so any difference counts', () => {
    expect(judgeAgainstSpread([0.84], [0.85], 'lower')).toMatchObject({ spread: 0, verdict: 'worse' });
    expect(judgeAgainstSpread([12], [12], 'lower')).toMatchObject({ spread: 0, verdict: 'within spread' });
  });

  it('refuses a side without a run', () => {
    expect(() => judgeAgainstSpread([], [1], 'lower')).toThrow('a side without a run cannot be judged');
  });
});

describe('isBrandFont', () => {
  it('knows the brand font’s Latin file by its name, hashed or not, and nothing else', () => {
    expect(isBrandFont(`http://localhost:5000/assets/${BRAND_FONT_FILE}.d6578b4e85b9.woff2`)).toBe(true);
    expect(isBrandFont(`http://localhost:5002/${BRAND_FONT_FILE}.woff2`)).toBe(true);
    expect(isBrandFont('http://localhost:5000/assets/plus-jakarta-sans-latin-ext-wght-normal.12ab.woff2')).toBe(false);
    expect(isBrandFont('http://localhost:5000/assets/noto-sans-hk-chinese-traditional-400-normal.woff2')).toBe(false);
    expect(isBrandFont(`http://localhost:5000/assets/${BRAND_FONT_FILE}.woff`)).toBe(false);
  });

  it('names the file the theme declares', async () => {
    const css = await readFile(path.join(import.meta.dirname, '../../shared/ui/src/theme/fonts.css'), 'utf8');
    expect(css).toContain(`/${BRAND_FONT_FILE}.woff2'`);
  });
});

/** The main thread's CPU and wall time in three runs: medians 300 and 500 ms. */
const steadyThread: MainThreadTime[] = [
  { cpuMs: 310, wallMs: 480 },
  { cpuMs: 290, wallMs: 640 },
  { cpuMs: 300, wallMs: 500 },
];

/** A page measured: its first load, and one Lighthouse run per entry of `runs`. */
function page(
  route: string,
  runs: Partial<LighthouseScores>[],
  load: Partial<FirstLoad> = {},
  mainThread: MainThreadTime[] = steadyThread,
) {
  const scores = runs.map((run) => ({ ...result(route), ...run }));
  const median = (pick: (run: LighthouseScores) => number) => [...scores.map(pick)].sort((a, b) => a - b)[1] ?? 0;
  return {
    firstLoad: firstLoad(route, { jsGzipBytes: 13 * KB, ...load }),
    lighthouse: result(route, {
      performance: median((run) => run.performance),
      lcpSeconds: median((run) => run.lcpSeconds),
      tbtMs: median((run) => run.tbtMs),
      mainThread,
      runs: scores.map(({ performance, accessibility, seo, bestPractices, fcpSeconds, lcpSeconds, cls, tbtMs }) => ({
        performance,
        accessibility,
        seo,
        bestPractices,
        fcpSeconds,
        lcpSeconds,
        cls,
        tbtMs,
      })),
    }),
  };
}

const steady = [
  { performance: 100, lcpSeconds: 0.84, tbtMs: 10 },
  { performance: 99, lcpSeconds: 0.86, tbtMs: 30 },
  { performance: 100, lcpSeconds: 0.85, tbtMs: 20 },
];
const slowerPaint = steady.map((run) => ({ ...run, lcpSeconds: run.lcpSeconds + 0.2 }));

const english: MeasuredPair = {
  reference: page('/', steady),
  judged: page('/zh-hk/', steady, {
    fonts: [`http://localhost:5000/assets/${BRAND_FONT_FILE}.d6578b4e85b9.woff2`],
  }),
};
const blog: MeasuredPair = {
  reference: page('/blog/crm-evolution', steady),
  judged: page(
    '/zh-hk/blog/crm-evolution',
    slowerPaint,
    { jsGzipBytes: 21 * KB, fonts: ['http://localhost:5000/assets/noto-sans-hk-400.woff2'] },
    [
      { cpuMs: 355, wallMs: 700 },
      { cpuMs: 345, wallMs: 610 },
    ],
  ),
};
const names = { reference: 'English', judged: 'Chinese' };

describe('judgePair', () => {
  it('judges performance, LCP and TBT of the pair’s runs, and names the pair by both routes', () => {
    const verdict = judgePair(blog);
    expect(verdict.pair).toBe('/blog/crm-evolution vs /zh-hk/blog/crm-evolution');
    expect(verdict.figures.map(({ figure, verdict: said }) => [figure, said])).toEqual([
      ['performance', 'within spread'],
      ['LCP', 'worse'],
      ['TBT', 'within spread'],
    ]);
    expect(judgePair({ reference: page('/faq', steady), judged: page('/faq', steady) }).pair).toBe('/faq');
  });
});

describe('sideBySideTable', () => {
  it('prints each side’s median and range, its main thread’s time, its JS, the verdict, and what lies beyond the spread', () => {
    expect(sideBySideTable([english, blog], names).join('\n')).toBe(
      [
        'route                      side      performance                   LCP               TBT  main thread CPU / wall  JS gzip  verdict',
        '-------------------------  -------  ------------  --------------------  ----------------  ----------------------  -------  -------------',
        '/                          English  100 (99–100)  0.85 s (0.84–0.86 s)  20 ms (10–30 ms)            300 / 500 ms  13.0 KB',
        '/zh-hk/                    Chinese  100 (99–100)  0.85 s (0.84–0.86 s)  20 ms (10–30 ms)            300 / 500 ms  13.0 KB  within spread',
        '/blog/crm-evolution        English  100 (99–100)  0.85 s (0.84–0.86 s)  20 ms (10–30 ms)            300 / 500 ms  13.0 KB',
        '/zh-hk/blog/crm-evolution  Chinese  100 (99–100)  1.05 s (1.04–1.06 s)  20 ms (10–30 ms)            350 / 655 ms  21.0 KB  worse: LCP',
        '  /blog/crm-evolution vs /zh-hk/blog/crm-evolution: Chinese worse, LCP +0.20 s (spread 0.02 s)',
      ].join('\n'),
    );
  });
});

describe('mainThreadCell', () => {
  it('prints the medians of the runs’ CPU and wall time, rounded, and a dash for results without them', () => {
    expect(
      mainThreadCell(
        result('/', {
          mainThread: [
            { cpuMs: 301, wallMs: 498 },
            { cpuMs: 310, wallMs: 503 },
          ],
        }),
      ),
    ).toBe('306 / 501 ms');
    expect(mainThreadCell(result('/'))).toBe('—');
  });
});

describe('sideBySideBudgets', () => {
  it('fails a pair worse beyond the spread, a page over 20 KB of JS, and a font other than the brand font', () => {
    expect(sideBySideBudgets([english, blog], names, { fonts: true })).toEqual([
      {
        status: 'FAIL',
        budget:
          'Chinese no worse than English beyond the run-to-run spread (performance, LCP, TBT; the larger min–max of the two)',
        figure:
          '/ vs /zh-hk/ within spread, /blog/crm-evolution vs /zh-hk/blog/crm-evolution LCP +0.20 s (spread 0.02 s) ✗',
      },
      {
        status: 'FAIL',
        budget: 'Chinese: JS before the first interaction (gzip) ≤ 20.0 KB on every route',
        figure: '/zh-hk/ 13.0 KB, /zh-hk/blog/crm-evolution 21.0 KB ✗',
      },
      {
        status: 'FAIL',
        budget: `Chinese: no font on the first load but the brand font's Latin file (${BRAND_FONT_FILE})`,
        figure: '/zh-hk/ the brand font, /zh-hk/blog/crm-evolution /assets/noto-sans-hk-400.woff2 ✗',
      },
    ]);
  });

  it('passes pages within the spread and the JS budget, and checks fonts only when asked', () => {
    const budgets = sideBySideBudgets([english], { reference: 'before', judged: 'after' }, { fonts: false });
    expect(budgets.map((check) => [check.status, check.figure])).toEqual([
      ['PASS', '/ vs /zh-hk/ within spread'],
      ['PASS', '/zh-hk/ 13.0 KB'],
    ]);
  });
});
