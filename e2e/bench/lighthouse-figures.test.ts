import { describe, expect, it } from '@jest/globals';
import { readLighthouseRun } from './lighthouse-figures';
import type { LighthouseReport } from './lighthouse-figures';

const url = 'http://localhost:5000/faq';

const metric = (numericValue: number, score = 1) => ({ score, scoreDisplayMode: 'numeric', numericValue });
const binary = (score: number | null, scoreDisplayMode = 'binary') => ({ score, scoreDisplayMode });

/** A category's score and the weights of its audits, in the category's order. */
const category = (score: number, weights: Record<string, number>) => ({
  score,
  auditRefs: Object.entries(weights).map(([id, weight]) => ({ id, weight })),
});

/** The shape of a Lighthouse 13.5 result for /faq, cut down to what the bench reads. */
function report(changes: Partial<LighthouseReport> = {}): LighthouseReport {
  return {
    lighthouseVersion: '13.5.0',
    runWarnings: [],
    environment: { benchmarkIndex: 2880.5 },
    categories: {
      performance: category(0.99, {
        'first-contentful-paint': 10,
        'largest-contentful-paint': 25,
        'total-blocking-time': 30,
        'cumulative-layout-shift': 25,
        'speed-index': 10,
        'render-blocking-insight': 0,
        'unused-javascript': 0,
      }),
      accessibility: category(1, { 'color-contrast': 7 }),
      seo: category(0.92, {
        'is-crawlable': 4.04,
        'document-title': 1,
        // An audit a later Lighthouse dropped from its results, still named by the category.
        plugins: 1,
      }),
      'best-practices': category(1, { 'errors-in-console': 1 }),
    },
    audits: {
      'first-contentful-paint': metric(643.75),
      'largest-contentful-paint': metric(1076.5, 0.99),
      'total-blocking-time': metric(34, 0.98),
      'cumulative-layout-shift': metric(0),
      'speed-index': metric(643.75),
      'render-blocking-insight': binary(0, 'metricSavings'),
      'unused-javascript': binary(0.5, 'metricSavings'),
      'color-contrast': binary(1),
      'is-crawlable': binary(1),
      'document-title': binary(0),
      'errors-in-console': binary(null, 'error'),
      'network-requests': {
        score: null,
        scoreDisplayMode: 'informative',
        details: {
          items: [
            { url, resourceType: 'Document', statusCode: 200 },
            { url: 'http://localhost:5000/start-after-paint.88eaa0e1aab0.js', resourceType: 'Script', statusCode: 200 },
            // Blocked by blockedUrlPatterns: no status.
            { url: 'http://localhost:5000/main.js', resourceType: 'Script', statusCode: -1 },
          ],
        },
      },
    },
    ...changes,
  };
}

describe('readLighthouseRun', () => {
  it('reads the scores, the metrics, the benchmark index, the lost points and the scripts that arrived', () => {
    expect(readLighthouseRun(report({ runWarnings: ['The page loaded too slowly'] }), url)).toEqual({
      lighthouseVersion: '13.5.0',
      scores: {
        performance: 99,
        accessibility: 100,
        seo: 92,
        bestPractices: 100,
        fcpSeconds: 0.64375,
        lcpSeconds: 1.0765,
        cls: 0,
        tbtMs: 34,
      },
      benchmarkIndex: 2880.5,
      failedAudits: [
        'performance: largest-contentful-paint (99)',
        'performance: total-blocking-time (98)',
        'seo: document-title',
        'best-practices: errors-in-console (error)',
      ],
      warnings: ['The page loaded too slowly'],
      scriptsLoaded: ['http://localhost:5000/start-after-paint.88eaa0e1aab0.js'],
    });
  });

  it('leaves the categories a floor run does not score unscored', () => {
    const { performance } = report().categories;
    const floor = readLighthouseRun(report({ categories: { performance } }), url);
    expect(floor.scores).toEqual({
      performance: 99,
      accessibility: null,
      seo: null,
      bestPractices: null,
      fcpSeconds: 0.64375,
      lcpSeconds: 1.0765,
      cls: 0,
      tbtMs: 34,
    });
  });

  it('fails on a runtime error, a category without a score and a missing metric', () => {
    expect(() =>
      readLighthouseRun(report({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }), url),
    ).toThrow(new Error(`Lighthouse ${url}: NO_FCP The page did not paint`));
    const categories = report().categories;
    expect(() =>
      readLighthouseRun(report({ categories: { ...categories, seo: { score: null, auditRefs: [] } } }), url),
    ).toThrow(new Error(`Lighthouse ${url}: no seo score`));
    expect(() => readLighthouseRun(report({ categories: {} }), url)).toThrow(
      new Error(`Lighthouse ${url}: no performance score`),
    );
    const { 'total-blocking-time': _dropped, ...audits } = report().audits;
    expect(() => readLighthouseRun(report({ audits }), url)).toThrow(
      new Error(`Lighthouse ${url}: no total-blocking-time value`),
    );
  });
});
