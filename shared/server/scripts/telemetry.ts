/**
 * `npm run telemetry [-- --url http://127.0.0.1:3005/metrics]`: the shell's metrics per section
 * and version (p75 of each vital, page views, errors by kind, the errors the most clients met), a
 * canary's row beside its live one. By default it reads the shell's loopback listener on this
 * machine (METRICS_PORT, or the shell's port + 5); METRICS_URL and METRICS_TOKEN (a bearer token,
 * for the public port of a server elsewhere) are read from the environment too.
 */
import { parseArgs } from 'node:util';
import { metricsPortFrom } from '../settings';
import { formatReport, parseMetrics, summarize } from '../telemetry-report';

const usage = 'usage: npm run telemetry -- [--url <the shell’s /metrics>]';
let url: string;
try {
  const { values } = parseArgs({ options: { url: { type: 'string' } }, strict: true });
  const port = metricsPortFrom(process.env.METRICS_PORT, Number(process.env.SHELL_PORT || 3000));
  const local = 'value' in port && port.value !== null ? `http://127.0.0.1:${port.value}/metrics` : undefined;
  url =
    values.url ??
    process.env.METRICS_URL ??
    local ??
    (() => {
      throw new Error('METRICS_PORT is off: give the public /metrics with --url or METRICS_URL, and METRICS_TOKEN.');
    })();
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
