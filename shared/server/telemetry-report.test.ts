/** @jest-environment node */
import { formatReport, histogramQuantile, parseMetrics, printable, summarize } from './telemetry-report';

const METRICS = `# HELP agency_page_views_total Page views.
# TYPE agency_page_views_total counter
agency_page_views_total{section="blog",version="1.4.0",route_group="blog/page"} 30
agency_page_views_total{section="blog",version="1.5.0",route_group="blog/page"} 4
agency_page_views_total{section="blog",version="1.4.0",route_group="blog"} 10
agency_lcp_seconds_bucket{le="0.5",section="blog",version="1.4.0",route_group="blog/page"} 10
agency_lcp_seconds_bucket{le="1",section="blog",version="1.4.0",route_group="blog/page"} 30
agency_lcp_seconds_bucket{le="+Inf",section="blog",version="1.4.0",route_group="blog/page"} 40
agency_lcp_seconds_bucket{le="0.5",section="blog",version="1.5.0",route_group="blog/page"} 4
agency_lcp_seconds_bucket{le="1",section="blog",version="1.5.0",route_group="blog/page"} 4
agency_lcp_seconds_bucket{le="+Inf",section="blog",version="1.5.0",route_group="blog/page"} 4
agency_errors_total{section="blog",version="1.5.0",route_group="blog/page",kind="error"} 2
agency_error_message_clients{section="blog",version="1.5.0",kind="error",message="boom \\"quoted\\""} 2
agency_error_message_reports{section="blog",version="1.5.0",kind="error",message="boom \\"quoted\\""} 5
agency_error_message_clients{section="blog",version="1.5.0",kind="error",message="noisy"} 1
agency_error_message_reports{section="blog",version="1.5.0",kind="error",message="noisy"} 40
agency_release_info{section="blog",version="1.4.0",role="live"} 1
agency_release_info{section="blog",version="1.5.0",role="canary"} 1
`;

describe('parseMetrics', () => {
  it('reads names, labels (escapes included) and values, skipping comments', () => {
    const samples = parseMetrics(METRICS);
    expect(samples).toHaveLength(16);
    expect(samples[10]).toEqual({
      name: 'agency_error_message_clients',
      labels: { section: 'blog', version: '1.5.0', kind: 'error', message: 'boom "quoted"' },
      value: 2,
    });
  });
});

describe('histogramQuantile', () => {
  it('interpolates within the bucket the rank falls in, as Prometheus does', () => {
    // 40 observations: rank 30 is the last of the (0.5, 1] bucket.
    const buckets = [
      { le: 0.5, count: 10 },
      { le: 1, count: 30 },
      { le: Infinity, count: 40 },
    ];
    expect(histogramQuantile(0.75, buckets)).toBe(1);
    expect(histogramQuantile(0.5, buckets)).toBe(0.75);
    expect(histogramQuantile(0.9, buckets)).toBe(1);
    expect(histogramQuantile(0.75, [{ le: Infinity, count: 0 }])).toBeUndefined();
  });
});

describe('summarize and formatReport', () => {
  it('puts a canary’s row beside its live one, with p75, views, errors and messages', () => {
    const rows = summarize(parseMetrics(METRICS));
    expect(rows.map(({ section, version, role, pageViews }) => [section, version, role, pageViews])).toEqual([
      ['blog', '1.4.0', 'live', 40],
      ['blog', '1.5.0', 'canary', 4],
    ]);
    expect(rows[0]?.p75.LCP).toBe(1000);
    expect(rows[1]?.p75.LCP).toBe(0.375 * 1000);
    expect(formatReport(rows).split('\n')).toEqual([
      'section  version  role    views  LCP p75  INP p75  CLS p75  FCP p75  TTFB p75  error  rejection  island-load  island-render',
      '-------  -------  ------  -----  -------  -------  -------  -------  --------  -----  ---------  -----------  -------------',
      'blog     1.4.0    live    40     1000 ms  —        —        —        —         0      0          0            0',
      'blog     1.5.0    canary  4      375 ms   —        —        —        —         2      0          0            0',
      '',
      'Errors the most clients met (last 15 minutes):',
      '  blog 1.5.0  2 clients, 5 × error: boom "quoted"',
      '  blog 1.5.0  1 client, 40 × error: noisy',
    ]);
    expect(formatReport([])).toBe('No reports yet: /metrics has counted no page view.');
  });
});

describe('printable', () => {
  it('escapes whatever a terminal would act on, and cannot be fooled by a written escape', () => {
    expect(printable('\u001b]0;title\u0007\u001b[31mred\r\nline\u202eA\u2028')).toBe(
      '\\u{1b}]0;title\\u{7}\\u{1b}[31mred\\u{d}\\u{a}line\\u{202e}A\\u{2028}',
    );
    expect(printable('a \\u{1b} b')).toBe('a \\\\u{1b} b');
    expect(printable('TypeError: 無法讀取 “share”')).toBe('TypeError: 無法讀取 “share”');
  });
});
