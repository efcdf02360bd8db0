/** Figures for the bench's unit tests: a first load and a Lighthouse result, each as a fair page has them unless told. */
import type { FirstLoad } from './first-load';
import type { LighthouseResult } from './lighthouse';
import { KB } from './report';

export function firstLoad(route: string, figures: Partial<FirstLoad> = {}): FirstLoad {
  return {
    route,
    url: `http://localhost:5000${route}`,
    status: 200,
    jsGzipBytes: 20 * KB,
    jsServedBytes: 10 * KB,
    jsGzipBytesByOrigin: {},
    scripts: [],
    datePicker: false,
    requests: 12,
    dataUrls: 0,
    failedRequests: [],
    fonts: [],
    roundTrips: 1,
    paintsFromHtml: true,
    chain: [],
    unresolvedInitiators: [],
    fcpMs: 400,
    ...figures,
  };
}

export function result(route: string, figures: Partial<LighthouseResult> = {}): LighthouseResult {
  return {
    route,
    lighthouseVersion: '13.5.0',
    performance: 100,
    accessibility: 100,
    seo: 100,
    bestPractices: 100,
    fcpSeconds: 0.6,
    lcpSeconds: 1,
    cls: 0,
    tbtMs: 20,
    runs: [],
    benchmarkIndex: [2100],
    busyRepeats: [],
    failedAudits: [],
    warnings: [],
    scriptsLoaded: [],
    mainThread: [],
    ...figures,
  };
}
