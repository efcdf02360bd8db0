/**
 * Browsers' reports of Content-Security-Policy violations, taken at a path on the shell's origin
 * (CSP_REPORT_PATH, which the policy names) and logged one line each: the fields that say what was
 * blocked and where. Encapsulated: its body parsers apply to its own route alone.
 */
import type { FastifyPluginAsync } from 'fastify';

export interface CspReportsOptions {
  /** Where reports are posted, e.g. /csp-reports. */
  path: string;
  /** Where each line goes (console.warn). */
  log?: (line: string) => void;
}

/** The lines for a body of reports: the first 20, each its directive, what it blocked and on which page. */
export function violationLines(body: unknown): string[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports.slice(0, 20).flatMap((report) => {
    const entry =
      (report as { 'csp-report'?: Record<string, unknown>; body?: Record<string, unknown> } | undefined) ?? {};
    const details = entry['csp-report'] ?? entry.body;
    if (!details) return [];
    const pick = (...names: string[]) => names.map((name) => details[name]).find((value) => typeof value === 'string');
    // What the browser says is the page's text: no control characters reach the log.
    const text = (value: unknown) =>
      String(value ?? '?')
        .replace(/[\p{Cc}\p{Cf}]/gu, '')
        .slice(0, 200);
    return [
      `[csp] ${text(pick('effective-directive', 'effectiveDirective', 'violated-directive'))} blocked ` +
        `${text(pick('blocked-uri', 'blockedURL'))} on ${text(pick('document-uri', 'documentURL'))}`,
    ];
  });
}

export const cspReports: FastifyPluginAsync<CspReportsOptions> = async (app, options) => {
  const log = options.log ?? ((line: string) => console.warn(line));
  // Reports come as application/csp-report (report-uri) or application/reports+json (report-to).
  for (const type of ['application/csp-report', 'application/reports+json'])
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, undefined);
      }
    });
  app.post(options.path, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    for (const line of violationLines(request.body)) log(line);
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });
};
