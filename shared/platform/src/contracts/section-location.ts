/**
 * Which section locations the shell trusts: remotes.json is deploy-time data, read at run time,
 * so a tampered or mistyped file must not make the page run code from anywhere. A location is an
 * absolute https: URL, or plain http: on this machine (development and the test suites); a
 * data:, javascript:, blob: or relative value, or http: to another host, is refused. The page's
 * Content-Security-Policy then limits https: locations to the sections the deploy named.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function sectionLocationProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `is not a URL (${JSON.stringify(value)})`;
  if (!URL.canParse(value)) return `"${value}" is not an absolute URL`;
  const url = new URL(value);
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return undefined;
  if (url.protocol === 'http:') return `"${value}" is plain http: to another machine (https: is required)`;
  return `"${value}" is a ${url.protocol} URL (https: is required)`;
}
