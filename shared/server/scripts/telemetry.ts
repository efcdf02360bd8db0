/**
 * `npm run telemetry [-- --url http://localhost:3000/metrics]`: the shell's metrics per section
 * and version (p75 of each vital, page views, errors by kind, the most frequent messages), a
 * canary's row beside its live one. METRICS_URL and METRICS_TOKEN (a bearer token, for a server
 * not on this machine) are read from the environment too.
 */
import { parseArgs } from 'node:util';
import { formatReport, parseMetrics, summarize } from '../telemetry-report';

const usage = 'usage: npm run telemetry -- [--url <the shell’s /metrics>]';
let url: string;
try {
  const { values } = parseArgs({ options: { url: { type: 'string' } }, strict: true });
  url = values.url ?? process.env.METRICS_URL ?? `http://localhost:${process.env.SHELL_PORT ?? 3000}/metrics`;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

try {
  const token = process.env.METRICS_TOKEN;
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).trim()}`);
  console.log(`Telemetry from ${url}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  console.log(formatReport(summarize(parseMetrics(await response.text()))));
} catch (error) {
  console.error(`npm run telemetry: ${(error as Error).message}`);
  process.exit(1);
}
