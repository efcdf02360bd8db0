import { describe, expect, it } from '@jest/globals';
import { judgeLoad, judgeReleases, judgeTelemetryMix } from './load-budgets';
import type { LoadRun } from './load-budgets';

const run = (name: string, average: number, faults: Partial<LoadRun> = {}): LoadRun => ({
  target: { name, budgeted: name === 'chunk' },
  requestsPerSecond: { average },
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  ...faults,
});

describe('judgeLoad', () => {
  it('passes the chunk and the composed page at 2,000 req/s, and composition adding 5 ms', () => {
    const chunk = run('chunk', 2000);
    const route = run('route', 2000);
    expect(judgeLoad([run('html', 900), chunk, route], { composed: { p50: 5 }, plain: { p50: 0 } })).toEqual({
      staticRuns: [chunk],
      staticPassed: true,
      routeRun: route,
      composedPassed: true,
      compositionAddedMs: 5,
      compositionPassed: true,
      failures: [],
    });
  });

  it('fails below the rates, over 5 ms, and a composed page with a single error however fast', () => {
    const chunk = run('chunk', 1999);
    const route = run('route', 3000, { non2xx: 1 });
    const entry = run('remote-entry', 500, { timeouts: 2 });
    expect(judgeLoad([chunk, route, entry], { composed: { p50: 7 }, plain: { p50: 1 } })).toEqual({
      staticRuns: [chunk],
      staticPassed: false,
      routeRun: route,
      composedPassed: false,
      compositionAddedMs: 6,
      compositionPassed: false,
      failures: [route, entry],
    });
  });

  it('says nothing of a budget whose target was not chosen', () => {
    const html = run('html', 100, { errors: 3 });
    expect(judgeLoad([html], undefined)).toEqual({
      staticRuns: [],
      staticPassed: null,
      routeRun: undefined,
      composedPassed: null,
      compositionAddedMs: undefined,
      compositionPassed: null,
      failures: [html],
    });
  });
});

describe('judgeReleases', () => {
  it('passes a canary page at 2,000 req/s, versions adding 1 ms, and changes visible within 1 s', () => {
    expect(judgeReleases(run('canary', 2000), { unversioned: 2, versioned: 3 }, [4, 1000])).toEqual({
      canaryPassed: true,
      versionsAddedMs: 1,
      versionsPassed: true,
      visiblePassed: true,
    });
  });

  it('fails a canary page with an error, versions adding more than 1 ms, and a change seen late', () => {
    expect(judgeReleases(run('canary', 5000, { errors: 1 }), { unversioned: 2, versioned: 3.5 }, [3, 1001])).toEqual({
      canaryPassed: false,
      versionsAddedMs: 1.5,
      versionsPassed: false,
      visiblePassed: false,
    });
    expect(judgeReleases(undefined, undefined, [])).toEqual({
      canaryPassed: null,
      versionsAddedMs: undefined,
      versionsPassed: null,
      visiblePassed: null,
    });
  });
});

describe('judgeTelemetryMix', () => {
  it('counts page requests only: 10 of every 11 requests', () => {
    expect(judgeTelemetryMix(run('telemetry', 2200), 10)).toEqual({ pageRequestsPerSecond: 2000, passed: true });
    expect(judgeTelemetryMix(run('telemetry', 2199), 10)?.passed).toBe(false);
    expect(judgeTelemetryMix(run('telemetry', 9000, { non2xx: 1 }), 10)?.passed).toBe(false);
    expect(judgeTelemetryMix(undefined, 10)).toBeUndefined();
  });
});
