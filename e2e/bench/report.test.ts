import { describe, expect, it } from '@jest/globals';
import type { FirstLoad } from './first-load';
import type { LighthouseResult } from './lighthouse';
import { checkBudgets, KB, kb, shortUrl, table } from './report';
import type { Builds } from './report';

function firstLoad(route: string, figures: Partial<FirstLoad> = {}): FirstLoad {
  return {
    route,
    url: `http://localhost:5000${route}`,
    status: 200,
    jsGzipBytes: 120 * KB,
    jsServedBytes: 100 * KB,
    jsGzipBytesByOrigin: {},
    scripts: [],
    datePicker: false,
    requests: 12,
    dataUrls: 0,
    failedRequests: [],
    roundTrips: 1,
    paintsFromHtml: true,
    chain: [],
    unresolvedInitiators: [],
    fcpMs: 400,
    ...figures,
  };
}

function lighthouse(route: string, figures: Partial<LighthouseResult> = {}): LighthouseResult {
  return {
    route,
    performance: 100,
    accessibility: 100,
    seo: 100,
    bestPractices: 100,
    fcpSeconds: 0.9,
    lcpSeconds: 1.1,
    cls: 0,
    tbtMs: 20,
    runs: [],
    benchmarkIndex: [2100],
    busyRepeats: [],
    failedAudits: [],
    warnings: [],
    ...figures,
  };
}

const built: Builds = { skipped: false, apps: [], totalSeconds: 52, withoutPrerenderSeconds: 44 };
const notBuilt: Builds = { skipped: true, apps: [], totalSeconds: null };

describe('checkBudgets', () => {
  it('passes a run within every budget, naming each route while they are few', () => {
    const loads = [
      firstLoad('/', { jsGzipBytes: 140 * KB }),
      firstLoad('/services'),
      firstLoad('/blog'),
      firstLoad('/contact/quote'),
      firstLoad('/contact/schedule-consultation', { datePicker: true }),
    ];
    const scores = [
      lighthouse('/', { performance: 99, fcpSeconds: 0.8, tbtMs: 12.4 }),
      lighthouse('/services', { performance: 97, bestPractices: 96 }),
      lighthouse('/blog', { lcpSeconds: 1.5, cls: 0.0004 }),
      lighthouse('/contact/quote', { fcpSeconds: 1.2, tbtMs: 150 }),
    ];
    expect(checkBudgets(loads, scores, built)).toEqual([
      { status: 'PASS', budget: 'first-load JS of / ≤ 200 KB gzip', figure: '140.0 KB (goal ≤ 150 KB met)' },
      {
        status: 'PASS',
        budget: 'Lighthouse mobile performance ≥ 97 (aim 100)',
        figure: '/ 99, /services 97, /blog 100, /contact/quote 100',
      },
      {
        status: 'PASS',
        budget: 'first contentful paint ≤ 1.2 s (aim 1.0 s)',
        figure: '/ 0.80 s, /services 0.90 s, /blog 0.90 s, /contact/quote 1.20 s',
      },
      {
        status: 'PASS',
        budget: 'largest contentful paint ≤ 1.5 s (aim 1.2 s)',
        figure: '/ 1.10 s, /services 1.10 s, /blog 1.50 s, /contact/quote 1.10 s',
      },
      {
        status: 'PASS',
        budget: 'total blocking time ≤ 150 ms',
        figure: '/ 12 ms, /services 20 ms, /blog 20 ms, /contact/quote 150 ms',
      },
      {
        status: 'PASS',
        budget: 'Lighthouse accessibility = 100',
        figure: '/ 100, /services 100, /blog 100, /contact/quote 100',
      },
      { status: 'PASS', budget: 'Lighthouse SEO = 100', figure: '/ 100, /services 100, /blog 100, /contact/quote 100' },
      {
        status: 'PASS',
        budget: 'Lighthouse best practices ≥ 95',
        figure: '/ 100, /services 96, /blog 100, /contact/quote 100',
      },
      { status: 'PASS', budget: 'CLS 0', figure: '/ 0.000, /services 0.000, /blog 0.000, /contact/quote 0.000' },
      {
        status: 'PASS',
        budget: 'one round trip to first contentful paint (the page paints from its HTML alone)',
        figure: '/ 1, /services 1, /blog 1, /contact/quote 1, /contact/schedule-consultation 1',
      },
      {
        status: 'PASS',
        budget: 'date-picker code only on the consultation page',
        figure: 'loaded on /contact/schedule-consultation of 5 measured',
      },
      {
        status: 'PASS',
        budget: 'the prerender step adds ≤ 30 % to npm run build',
        figure: '18 % (52.0 s with it, 44.0 s without)',
      },
      {
        status: 'PASS',
        budget: 'full production build ≤ 120 s',
        figure: '52.0 s, npm run build on this machine (goal ≤ 60 s met)',
      },
    ]);
  });

  it('fails each budget a figure misses, marks the figure and says which budget routes were not measured', () => {
    const loads = [
      firstLoad('/', { jsGzipBytes: 201 * KB, roundTrips: 2 }),
      firstLoad('/blog', { datePicker: true }),
      firstLoad('/contact/consultation', { datePicker: true }),
    ];
    const scores = [
      lighthouse('/', { performance: 96, fcpSeconds: 1.25, lcpSeconds: 1.6, tbtMs: 151, cls: 0.002 }),
      lighthouse('/blog', { accessibility: 98, seo: 92, bestPractices: 94 }),
    ];
    const slowBuild: Builds = { skipped: false, apps: [], totalSeconds: 130, withoutPrerenderSeconds: 104 };
    const missing = '(not measured: /services, /contact/quote)';
    expect(checkBudgets(loads, scores, slowBuild)).toEqual([
      { status: 'FAIL', budget: 'first-load JS of / ≤ 200 KB gzip', figure: '201.0 KB (goal ≤ 150 KB not met)' },
      {
        status: 'FAIL',
        budget: 'Lighthouse mobile performance ≥ 97 (aim 100)',
        figure: `/ 96 ✗, /blog 100, ${missing}`,
      },
      {
        status: 'FAIL',
        budget: 'first contentful paint ≤ 1.2 s (aim 1.0 s)',
        figure: `/ 1.25 s ✗, /blog 0.90 s, ${missing}`,
      },
      {
        status: 'FAIL',
        budget: 'largest contentful paint ≤ 1.5 s (aim 1.2 s)',
        figure: `/ 1.60 s ✗, /blog 1.10 s, ${missing}`,
      },
      { status: 'FAIL', budget: 'total blocking time ≤ 150 ms', figure: `/ 151 ms ✗, /blog 20 ms, ${missing}` },
      { status: 'FAIL', budget: 'Lighthouse accessibility = 100', figure: `/ 100, /blog 98 ✗, ${missing}` },
      { status: 'FAIL', budget: 'Lighthouse SEO = 100', figure: `/ 100, /blog 92 ✗, ${missing}` },
      { status: 'FAIL', budget: 'Lighthouse best practices ≥ 95', figure: `/ 100, /blog 94 ✗, ${missing}` },
      { status: 'FAIL', budget: 'CLS 0', figure: `/ 0.002 ✗, /blog 0.000, ${missing}` },
      {
        status: 'FAIL',
        budget: 'one round trip to first contentful paint (the page paints from its HTML alone)',
        figure: `/ 2 ✗, /blog 1, /contact/consultation 1, ${missing}`,
      },
      {
        status: 'FAIL',
        budget: 'date-picker code only on the consultation page',
        figure: 'loaded on /blog, /contact/consultation of 3 measured; wrong on /blog ✗',
      },
      {
        status: 'PASS',
        budget: 'the prerender step adds ≤ 30 % to npm run build',
        figure: '25 % (130.0 s with it, 104.0 s without)',
      },
      {
        status: 'FAIL',
        budget: 'full production build ≤ 120 s',
        figure: '130.0 s, npm run build on this machine (goal ≤ 60 s not met)',
      },
    ]);
  });

  it('over more than eight routes, counts them, gives the range and names only the misses', () => {
    const routes = [
      '/',
      '/services',
      '/blog',
      '/contact/quote',
      '/faq',
      '/about/story',
      '/portfolio',
      '/blog/asia-focus',
    ];
    const loads = [...routes, '/contact/training'].map((route) =>
      firstLoad(route, { roundTrips: route === '/faq' ? 3 : 1 }),
    );
    const [check] = checkBudgets(loads, [], notBuilt).filter((entry) => entry.budget.startsWith('one round trip'));
    expect(check).toEqual({
      status: 'FAIL',
      budget: 'one round trip to first contentful paint (the page paints from its HTML alone)',
      figure: '8 of 9 routes within (range 1–3), /faq 3 ✗',
    });
  });

  it('skips what was not measured: no home page, no Lighthouse, no consultation page, no build', () => {
    expect(checkBudgets([firstLoad('/blog')], [], notBuilt)).toEqual([
      { status: 'SKIP', budget: 'first-load JS of / ≤ 200 KB gzip', figure: '/ not measured' },
      { status: 'SKIP', budget: 'Lighthouse mobile performance ≥ 97 (aim 100)', figure: 'not measured' },
      { status: 'SKIP', budget: 'first contentful paint ≤ 1.2 s (aim 1.0 s)', figure: 'not measured' },
      { status: 'SKIP', budget: 'largest contentful paint ≤ 1.5 s (aim 1.2 s)', figure: 'not measured' },
      { status: 'SKIP', budget: 'total blocking time ≤ 150 ms', figure: 'not measured' },
      { status: 'SKIP', budget: 'Lighthouse accessibility = 100', figure: 'not measured' },
      { status: 'SKIP', budget: 'Lighthouse SEO = 100', figure: 'not measured' },
      { status: 'SKIP', budget: 'Lighthouse best practices ≥ 95', figure: 'not measured' },
      { status: 'SKIP', budget: 'CLS 0', figure: 'not measured' },
      {
        status: 'PASS',
        budget: 'one round trip to first contentful paint (the page paints from its HTML alone)',
        figure: '/blog 1, (not measured: /, /services, /contact/quote)',
      },
      { status: 'SKIP', budget: 'date-picker code only on the consultation page', figure: 'not measured' },
      { status: 'SKIP', budget: 'the prerender step adds ≤ 30 % to npm run build', figure: 'not measured' },
      { status: 'SKIP', budget: 'full production build ≤ 120 s', figure: 'skipped (--skip-build)' },
    ]);
  });
});

describe('table', () => {
  it('pads the first column to the left, the others to the right, under a rule', () => {
    expect(
      table(
        ['route', 'JS'],
        [
          ['/', '1.0 KB'],
          ['/blog', '12.5 KB'],
        ],
      ),
    ).toBe(['route       JS', '-----  -------', '/       1.0 KB', '/blog  12.5 KB'].join('\n'));
  });

  it('aligns as told, without trailing spaces', () => {
    expect(table(['a', 'bb'], [['ccc', 'd']], ['right', 'left'])).toBe(['  a  bb', '---  --', 'ccc  d'].join('\n'));
  });
});

describe('kb and shortUrl', () => {
  it('writes bytes as KB of 1024 with one decimal', () => {
    expect(kb(1536)).toBe('1.5 KB');
    expect(kb(0)).toBe('0.0 KB');
  });

  it('shortens the shell’s own files to their path and the other local servers to port and path', () => {
    const shell = 'http://localhost:5000';
    expect(shortUrl('http://localhost:5000/main.js?v=1', shell)).toBe('/main.js?v=1');
    expect(shortUrl('http://localhost:5002/remoteEntry.js', shell)).toBe(':5002/remoteEntry.js');
    expect(shortUrl('https://cdn.example/x.js', shell)).toBe('https://cdn.example/x.js');
  });
});
