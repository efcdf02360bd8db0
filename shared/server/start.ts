/**
 * Serves the production builds: the shell on :3000 and each remote on its own origin
 * (:3001–:3004), as when deployed, and the shell's /metrics on a loopback listener (:3005,
 * METRICS_PORT). `--build-missing` first builds any app without a dist; `--only <app>` serves one
 * app (a section team's deploy check); with it, `--dist <folder>` serves that folder instead of
 * `<app>/dist` (relative to the current directory), e.g. a redeployed build. `--dists <folder>`
 * serves `<folder>/<app>` for every app instead (the bench's snapshot of the builds).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { apps, defaultRemoteManifests, entryIntegrity, originOf, portOf } from '@agency/platform/deployment';
import type { RemoteName } from '@agency/platform/routes';
import { sectionLocationProblem } from '@agency/platform/section-location';
import { SectionVersions } from './plugins/section-versions';
import { previewSecretFrom } from './preview-links';
import { releaseStoreRoot, ReleaseStore } from './release-store';
import { ReleasePointers } from './section-versions';
import { sectionOrigins, securityHeaders } from './security-headers';
import { createMetricsServer, createSectionServer, createShellServer } from './server';
import { metricsPortFrom, trustProxyFrom } from './settings';
import { TelemetryMetrics } from './telemetry';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const usage = 'usage: start.ts [--build-missing] [--only <app> [--dist <folder>] | --dists <folder>]';

function options() {
  try {
    const { values } = parseArgs({
      options: {
        'build-missing': { type: 'boolean', default: false },
        only: { type: 'string' },
        dist: { type: 'string' },
        dists: { type: 'string' },
      },
      strict: true,
    });
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

const { 'build-missing': buildMissing, only, dist: distOverride, dists } = options();
const host = process.env.HOST ?? 'localhost';

if (distOverride !== undefined && (!only || !distOverride)) {
  console.error('`--dist <folder>` needs a folder and `--only <app>`: it replaces the dist of that one app.');
  process.exit(2);
}
if (dists !== undefined && (!dists || distOverride !== undefined)) {
  console.error('`--dists <folder>` needs a folder with one sub-folder per app, and no `--dist`.');
  process.exit(2);
}

/** A setting checked, or the process ends saying what it takes. */
function setting<T>(checked: { value: T } | { problem: string }): T {
  if ('problem' in checked) {
    console.error(checked.problem);
    process.exit(2);
  }
  return checked.value;
}

const selected = apps.filter((entry) => !only || entry.app === only);
if (selected.length === 0) {
  console.error(`Unknown app "${only}". Choose one of: ${apps.map((entry) => entry.app).join(', ')}`);
  process.exit(2);
}

const distOf = (app: string): string =>
  dists
    ? path.resolve(dists, app)
    : distOverride && app === only
      ? path.resolve(distOverride)
      : path.join(rootDir, app, 'dist');
const isBuilt = (app: string) => existsSync(path.join(distOf(app), app === 'shell' ? 'index.html' : 'remoteEntry.js'));

const missing = selected.filter((entry) => !isBuilt(entry.app));
if (missing.length > 0) {
  if (!buildMissing) {
    console.error(
      `Not built yet: ${missing.map((entry) => entry.app).join(', ')}. Run \`npm run build\` (or \`npm start\`).`,
    );
    process.exit(1);
  }
  for (const entry of missing) {
    console.log(`Building ${entry.app}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', entry.app], { cwd: rootDir, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// The browser trusts only https: section locations, or http: on this machine (see
// section-location.ts): a deploy configured otherwise would load no section, so it does not start.
const untrusted = Object.entries(defaultRemoteManifests()).flatMap(([name, url]) => {
  const problem = sectionLocationProblem(url);
  return problem ? [`${name}: ${problem}`] : [];
});
if (untrusted.length > 0 && selected.some((entry) => entry.app === 'shell')) {
  console.error(`The sections' locations (SERVICES_URL, BLOG_URL, …) are not trusted:\n${untrusted.join('\n')}`);
  process.exit(2);
}

const shell = apps.find((entry) => entry.app === 'shell');
const shellOrigin = shell ? originOf(shell) : 'http://localhost:3000';
const extraOrigins = (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
// Optional: where browsers report policy violations, on the shell's origin (the shell logs them).
const reportPath = process.env.CSP_REPORT_PATH || undefined;
if (reportPath && !reportPath.startsWith('/')) {
  console.error(`CSP_REPORT_PATH must be a path on the shell's origin, such as /csp-reports (not "${reportPath}").`);
  process.exit(2);
}
const hsts = process.env.HSTS ?? 'auto';
if (hsts !== 'auto' && hsts !== 'on' && hsts !== 'off') {
  console.error(`HSTS takes auto, on or off (not "${hsts}").`);
  process.exit(2);
}
// The shell's policy allows exactly the sections' origins that its remotes.json names.
const shellHeaders = securityHeaders('shell', sectionOrigins(Object.values(defaultRemoteManifests()), shellOrigin), {
  reportTo: reportPath,
});
const sectionHeaders = securityHeaders('section', [], { reportTo: reportPath && `${shellOrigin}${reportPath}` });
// Each section's releases (npm run release -w remote-<name>), served beside its root build; the
// shell follows their pointers, and opens signed preview links when it has the secret (which each
// section's server needs too: it opens an embargoed version to a preview's grant alone).
const store = releaseStoreRoot();
const preview = previewSecretFrom(process.env.PREVIEW_SECRET);
if (preview.problem) console.error(preview.problem);
const previewSecret = preview.secret;
const trustProxy = setting(trustProxyFrom(process.env.TRUST_PROXY));
// First-party telemetry: beacons from the shell's own pages; /metrics on its own loopback
// listener, and on the public port to METRICS_TOKEN alone.
const telemetryPerMinute = Number(process.env.TELEMETRY_RATE_LIMIT || 60);
if (!Number.isInteger(telemetryPerMinute) || telemetryPerMinute < 1) {
  console.error(
    `TELEMETRY_RATE_LIMIT takes a whole number of reports per client per minute (not "${process.env.TELEMETRY_RATE_LIMIT}").`,
  );
  process.exit(2);
}

const versions = new SectionVersions({
  remotes: () => defaultRemoteManifests(),
  integrity: () => entryIntegrity(),
  pointers: new ReleasePointers(undefined, previewSecret),
  previewSecret,
});
const telemetryMetrics = new TelemetryMetrics(() => versions.lastPointers());

/** Listens, or ends the process saying why; `followed`: the shell finds this server by its port. */
async function listen(
  server: FastifyInstance,
  name: string,
  port: number,
  listenHost: string,
  portVar: string,
  followed = false,
) {
  try {
    await server.listen({ port, host: listenHost });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${port} is already in use, so ${name} cannot start. Stop the process using it, or set ${portVar}=<free port>` +
          (followed ? ` — the shell follows the new port.` : '.'),
      );
    } else {
      console.error(`${name} failed to start:`, error);
    }
    process.exit(1);
  }
  console.log(`${name.padEnd(16)} http://${listenHost}:${port}`);
}

const servers = await Promise.all(
  selected.map(async (entry) => {
    const isShell = entry.app === 'shell';
    const common = { root: distOf(entry.app), hsts, trustProxy } as const;
    const server = isShell
      ? await createShellServer({
          ...common,
          headers: shellHeaders,
          versions,
          previewSecret,
          telemetry: {
            metrics: telemetryMetrics,
            origins: [shellOrigin],
            perMinute: telemetryPerMinute,
            metricsToken: process.env.METRICS_TOKEN || undefined,
          },
          cspReportPath: reportPath,
        })
      : await createSectionServer({
          ...common,
          headers: sectionHeaders,
          corsOrigins: [shellOrigin, ...extraOrigins],
          releases: { store: new ReleaseStore(store, entry.name as RemoteName), previewSecret },
        });
    await listen(server, entry.app, portOf(entry), host, entry.portVar, entry.urlVar !== undefined);
    return server;
  }),
);

if (shell && selected.includes(shell)) {
  const metricsPort = setting(metricsPortFrom(process.env.METRICS_PORT, portOf(shell)));
  if (metricsPort !== null) {
    const metricsServer = await createMetricsServer(telemetryMetrics);
    // Loopback only: a scraper on this machine, or one that reaches it through a tunnel of its own.
    await listen(metricsServer, 'shell /metrics', metricsPort, '127.0.0.1', 'METRICS_PORT');
    servers.push(metricsServer);
  }
}

const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
