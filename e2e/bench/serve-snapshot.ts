/**
 * The production servers of shared/server/start.ts (same createStaticServer, same options, ports and
 * remotes.json from the same environment variables), serving the bench's snapshot of the five dist
 * folders instead of `<app>/dist`, so another engineer's rebuild cannot change the build being measured.
 * The sections' release store is `<snapshot folder>-releases` (empty unless bench:load fills it).
 *
 *   npx tsx e2e/bench/serve-snapshot.ts <snapshot folder with one sub-folder per app>
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apps, defaultRemoteManifests, originOf, portOf } from '@agency/platform/deployment';
import { fromCommandLine, readSnapshotFolder, SERVE_SNAPSHOT_USAGE } from './command-line';

interface StaticServerOptions {
  root: string;
  spa: boolean;
  corsOrigins?: string[];
  remotesJson?: () => Record<string, string>;
  releases?: string;
  sectionVersions?: { pointers: unknown; previewSecret?: string };
  telemetry?: { origins: string[]; perMinute?: number };
}
interface StaticServer {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const snapshotDir = fromCommandLine(SERVE_SNAPSHOT_USAGE, readSnapshotFolder);
const host = process.env.HOST ?? 'localhost';

// Imported at run time: a static import would pull shared's sources into the e2e type-check project.
const staticServerUrl = pathToFileURL(path.join(rootDir, 'shared/server/static-server.ts')).href;
const { createStaticServer } = (await import(staticServerUrl)) as {
  createStaticServer: (options: StaticServerOptions) => Promise<StaticServer>;
};
const sectionVersionsUrl = pathToFileURL(path.join(rootDir, 'shared/server/section-versions.ts')).href;
const { ReleasePointers } = (await import(sectionVersionsUrl)) as { ReleasePointers: new () => unknown };
const store = `${path.resolve(snapshotDir)}-releases`;

const shell = apps.find((entry) => entry.app === 'shell');
const shellOrigin = shell ? originOf(shell) : 'http://localhost:3000';
const servers: StaticServer[] = [];
const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

for (const entry of apps) {
  const isShell = entry.app === 'shell';
  const server = await createStaticServer({
    root: path.resolve(snapshotDir, entry.app),
    spa: isShell,
    corsOrigins: isShell ? undefined : [shellOrigin],
    remotesJson: isShell ? () => defaultRemoteManifests() : undefined,
    releases: isShell ? undefined : path.join(store, entry.name),
    sectionVersions: isShell ? { pointers: new ReleasePointers() } : undefined,
    telemetry: isShell
      ? { origins: [shellOrigin], perMinute: Number(process.env.TELEMETRY_RATE_LIMIT || 60) }
      : undefined,
  });
  await server.listen({ port: portOf(entry), host });
  servers.push(server);
  console.log(`${entry.app.padEnd(16)} http://${host}:${portOf(entry)}`);
}
