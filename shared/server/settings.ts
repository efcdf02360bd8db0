/**
 * The server's settings that need more than a lookup: each read from its environment variable,
 * checked, and refused with a line that says what it takes (start.ts exits on a refusal).
 */
import { isIP } from 'node:net';

export type Setting<T> = { value: T } | { problem: string };

/**
 * TRUST_PROXY: whose word the server takes for a client's address (the rate limit, the telemetry's
 * clients) and protocol. Unset or `off`: nobody's, the connection's own address counts. A whole
 * number: that many proxies in front, each adding itself to X-Forwarded-For, trusted whoever
 * connects (so only for a server that nothing reaches but through them). Otherwise the proxies'
 * addresses or CIDR ranges, comma-separated (`127.0.0.1`, `10.0.0.0/8,::1`): only a connection
 * from one of them may say who the client is, the safer choice.
 */
export function trustProxyFrom(value: string | undefined): Setting<false | number | string> {
  const text = (value ?? '').trim();
  if (text === '' || text === 'off') return { value: false };
  if (/^\d+$/.test(text)) return { value: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const valid =
      family !== 0 && (bits === undefined || (/^\d+$/.test(prefix ?? '') && bits <= (family === 4 ? 32 : 128)));
    if (!valid)
      return {
        problem: `TRUST_PROXY takes off, a number of proxies, or the proxies' addresses and CIDR ranges (not "${entry}").`,
      };
  }
  return { value: entries.join(',') };
}

/**
 * METRICS_PORT: the loopback listener's port for /metrics; by default the shell's port + 5
 * (3005), beside the five apps' ports. `off`: no listener (with METRICS_TOKEN, the public port
 * still answers the token).
 */
export function metricsPortFrom(value: string | undefined, shellPort: number): Setting<number | null> {
  const text = (value ?? '').trim();
  if (text === '') return { value: shellPort + 5 };
  if (text === 'off') return { value: null };
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    return { problem: `METRICS_PORT takes a port (1–65535) or off (not "${text}").` };
  return { value: port };
}
