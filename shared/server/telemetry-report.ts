/**
 * `npm run telemetry`: the shell's /metrics read back as a table per section and version: the p75
 * of each vital, page views, errors by kind and the messages the most clients met lately. A
 * section in canary shows its canary's row beside its live one (agency_release_info says which is
 * which). Whatever the metrics say is printed escaped: a label a client could have written
 * never reaches the terminal with a character it would act on.
 */
import { table } from './text-table';

/** One sample of the Prometheus text format: a metric name, its labels, its value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments and blank lines skipped). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const [, name = '', body = '', value = ''] = match;
    const labels: Record<string, string> = {};
    for (const label of body.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[label[1] ?? ''] = (label[2] ?? '').replace(/\\(.)/g, (_all, character: string) =>
        character === 'n' ? '\n' : character,
      );
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/**
 * A quantile from a histogram's cumulative buckets (`le` → count), interpolated within its bucket
 * as Prometheus's histogram_quantile does; undefined without observations.
 */
export function histogramQuantile(quantile: number, buckets: { le: number; count: number }[]): number | undefined {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return undefined;
  const rank = quantile * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const bucket of sorted) {
    if (bucket.count >= rank) {
      if (!Number.isFinite(bucket.le)) return lowerBound;
      const inBucket = bucket.count - lowerCount;
      return inBucket === 0 ? bucket.le : lowerBound + ((bucket.le - lowerBound) * (rank - lowerCount)) / inBucket;
    }
    lowerBound = bucket.le;
    lowerCount = bucket.count;
  }
  return lowerBound;
}

const VITALS = [
  ['LCP', 'agency_lcp_seconds', 'ms'],
  ['INP', 'agency_inp_seconds', 'ms'],
  ['CLS', 'agency_cls', ''],
  ['FCP', 'agency_fcp_seconds', 'ms'],
  ['TTFB', 'agency_ttfb_seconds', 'ms'],
] as const;
const ERROR_KINDS = ['error', 'rejection', 'island-load', 'island-render'] as const;

export interface SectionRow {
  section: string;
  version: string;
  role: 'live' | 'canary' | '';
  p75: Partial<Record<(typeof VITALS)[number][0], number>>;
  pageViews: number;
  errors: Partial<Record<(typeof ERROR_KINDS)[number], number>>;
  /** The messages the most clients sent in the last 15 minutes, most first (then by reports). */
  messages: { kind: string; message: string; clients: number; count: number }[];
}

/** Per section and version, over every route group. */
export function summarize(samples: Sample[]): SectionRow[] {
  const rows = new Map<string, SectionRow>();
  const row = (section: string, version: string) => {
    const key = `${section}\u0000${version}`;
    let found = rows.get(key);
    if (!found) {
      found = { section, version, role: '', p75: {}, pageViews: 0, errors: {}, messages: [] };
      rows.set(key, found);
    }
    return found;
  };
  for (const sample of samples) {
    const { section, version } = sample.labels;
    if (!section || !version) continue;
    if (sample.name === 'agency_release_info' && sample.value === 1) {
      const role = sample.labels.role;
      row(section, version).role = role === 'canary' ? 'canary' : 'live';
    } else if (sample.name === 'agency_page_views_total') row(section, version).pageViews += sample.value;
    else if (sample.name === 'agency_errors_total') {
      const kind = sample.labels.kind as (typeof ERROR_KINDS)[number];
      const errors = row(section, version).errors;
      errors[kind] = (errors[kind] ?? 0) + sample.value;
    } else if (sample.name === 'agency_error_message_clients' || sample.name === 'agency_error_message_reports') {
      const kind = sample.labels.kind ?? '';
      const message = sample.labels.message ?? '';
      const messages = row(section, version).messages;
      let entry = messages.find((candidate) => candidate.kind === kind && candidate.message === message);
      if (!entry) messages.push((entry = { kind, message, clients: 0, count: 0 }));
      if (sample.name === 'agency_error_message_clients') entry.clients = sample.value;
      else entry.count = sample.value;
    }
  }
  for (const [vital, metric, unit] of VITALS) {
    const buckets = new Map<string, Map<number, number>>();
    for (const sample of samples) {
      const { section, version, le } = sample.labels;
      if (sample.name !== `${metric}_bucket` || !section || !version || le === undefined) continue;
      const key = `${section}\u0000${version}`;
      const byLe = buckets.get(key) ?? new Map<number, number>();
      const bound = le === '+Inf' ? Infinity : Number(le);
      byLe.set(bound, (byLe.get(bound) ?? 0) + sample.value);
      buckets.set(key, byLe);
    }
    for (const [key, byLe] of buckets) {
      const [section = '', version = ''] = key.split('\u0000');
      const value = histogramQuantile(
        0.75,
        [...byLe].map(([le, count]) => ({ le, count })),
      );
      if (value !== undefined) row(section, version).p75[vital] = unit === 'ms' ? value * 1000 : value;
    }
  }
  for (const entry of rows.values()) entry.messages.sort((a, b) => b.clients - a.clients || b.count - a.count);
  const order = ['shell', 'services', 'blog', 'portfolio', 'contact'];
  const roleOrder = { live: 0, canary: 1, '': 2 };
  return [...rows.values()].sort(
    (a, b) =>
      order.indexOf(a.section) - order.indexOf(b.section) ||
      roleOrder[a.role] - roleOrder[b.role] ||
      a.version.localeCompare(b.version),
  );
}

const figure = (value: number | undefined, unit: string) =>
  value === undefined ? '—' : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);

/**
 * Text as it may reach a terminal: every control, format, separator, private-use or unassigned
 * character written as an escape (`\u{1b}`), and backslashes doubled so an escape cannot be faked.
 */
export function printable(text: string): string {
  return text.replace(/\\|[\p{C}\p{Zl}\p{Zp}]/gu, (character) =>
    character === '\\' ? '\\\\' : `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`,
  );
}

/** The table `npm run telemetry` prints, then each row's errors the most clients met. */
export function formatReport(rows: SectionRow[], messagesPerRow = 3): string {
  if (rows.length === 0) return 'No reports yet: /metrics has counted no page view.';
  const header = ['section', 'version', 'role', 'views', ...VITALS.map(([name]) => `${name} p75`), ...ERROR_KINDS];
  const body = rows.map((entry) => [
    printable(entry.section),
    printable(entry.version),
    entry.role,
    String(entry.pageViews),
    ...VITALS.map(([name, , unit]) => figure(entry.p75[name], unit)),
    ...ERROR_KINDS.map((kind) => String(entry.errors[kind] ?? 0)),
  ]);
  const out = [
    table(
      header,
      body,
      header.map(() => 'left'),
    ),
  ];
  const withMessages = rows.filter((entry) => entry.messages.length > 0);
  if (withMessages.length > 0) {
    out.push('', 'Errors the most clients met (last 15 minutes):');
    for (const entry of withMessages)
      for (const { kind, message, clients, count } of entry.messages.slice(0, messagesPerRow))
        out.push(
          `  ${printable(entry.section)} ${printable(entry.version)}  ${clients} ${clients === 1 ? 'client' : 'clients'}, ` +
            `${count} × ${printable(kind)}: ${printable(message)}`,
        );
  }
  return out.join('\n');
}
