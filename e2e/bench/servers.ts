/**
 * Production builds, and production servers on ports of the bench's own (5000–5004 for `npm run
 * bench`, 5300–5304 for the saved builds of its `--compare`, 5100–5104 for `npm run bench:load`,
 * and the shell's /metrics listener beside each set on its shell's port + 5; `npm run bench:dev`
 * takes 5200 on), so a bench never measures, or collides with, a developer's servers on
 * 3000–3004 or the e2e suite's on 4000–4004. The servers (start.ts, started and stopped as the e2e
 * specs start theirs: e2e/support/processes.ts) serve a snapshot of the dist folders taken at
 * start, so a rebuild by someone else during the bench changes nothing; or a snapshot of saved
 * builds (`npm run bench -- --dists <folder>`).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { apps, portsFrom } from '@agency/platform/deployment';
import type { AppEntry } from '@agency/platform/deployment';
import type { AppName } from '@agency/platform/routes';
import { signalServer, startServer, stopServer, waitForUrl } from '../support/processes';
import type { Server } from '../support/processes';
import { onCleanup } from './cleanup';

/** Where `npm run bench` serves each app. */
export const BENCH_PORTS = portsFrom(5000);
/** Where `npm run bench -- --compare <folder>` serves the saved builds it compares with, beside BENCH_PORTS. */
export const COMPARE_PORTS = portsFrom(5300);
const HOST = 'localhost';

export const appNames = apps.map((entry) => entry.app);

export interface BuildTime {
  app: string;
  seconds: number;
}

/**
 * Builds the five apps with `npm run build` (the project's own build: BUILD_CONCURRENCY apps at a
 * time, two by default), with `env` added to the environment (AGENCY_PRERENDER=off builds without
 * the prerender step), and reads each app's time and the wall-clock total from its output. The
 * output is shown only on failure.
 */
export async function buildApps(
  rootDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ apps: BuildTime[]; totalSeconds: number }> {
  process.stderr.write(
    `bench: ${
      Object.keys(env).length
        ? `${Object.entries(env)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')} `
        : ''
    }npm run build… `,
  );
  const { code, output } = await run('npm', ['run', 'build'], rootDir, env);
  if (code !== 0) {
    process.stderr.write('failed\n' + output.slice(-4000) + '\n');
    throw new Error(`npm run build exited with ${code}`);
  }
  const apps = [...output.matchAll(/^built (\S+)\s+([\d.]+) s$/gm)].flatMap(([, app, seconds]) =>
    app && app !== 'all' ? [{ app, seconds: Number(seconds) }] : [],
  );
  const total = output.match(/^built all \d+ apps in ([\d.]+) s$/m);
  if (!total?.[1] || apps.length !== appNames.length)
    throw new Error(`unexpected npm run build output:\n${output.slice(-2000)}`);
  process.stderr.write(`${total[1]} s\n`);
  return { apps, totalSeconds: Number(total[1]) };
}

function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const stop = onCleanup(
      `${command} ${args.join(' ')}`,
      () => killGroup(child),
      () => killGroup(child, 'SIGKILL'),
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      void stop();
      resolve({ code, output });
    });
  });
}

/**
 * Environment for the bench's servers: their ports on localhost, the snapshot's own release store,
 * and none of the caller's URL or CORS overrides, so every section allows the bench's shell and the
 * shell finds them on their ports.
 */
function serverEnv(
  ports: Record<AppName, number>,
  snapshotDir: string,
  extra: Record<string, string>,
): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    HOST,
    RELEASE_STORE: `${path.resolve(snapshotDir)}-releases`,
    SHELL_URL: undefined,
    CORS_ORIGINS: undefined,
    METRICS_PORT: undefined,
    ...extra,
  };
  for (const entry of apps) {
    env[entry.portVar] = String(ports[entry.name]);
    if (entry.urlVar) env[entry.urlVar] = undefined;
  }
  return env;
}

export interface RunningServers {
  shellOrigin: string;
  /** The process that listens (no npx or tsx wrapper in between): its /proc figures are the server's. */
  child: ChildProcess;
  /** What the servers printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  /** Where each app listens; BENCH_PORTS by default. */
  ports?: Record<AppName, number>;
  /** The serving script, which takes start.ts's arguments (bench:load --server measures another one). */
  script?: string;
  /**
   * A folder of saved builds, one sub-folder per app (`shell/`, `remote-blog/`, …, each a copy of
   * that app's dist), served instead of the apps' own dist folders.
   */
  dists?: string | null;
  /** More environment for the servers (bench:load raises the telemetry rate limit). */
  env?: Record<string, string>;
  /**
   * One process per app (`--only <app> --dist <folder>`, which start.ts has taken longer than
   * `--dists`): for another tree's server, such as the one the saved builds of --compare were made with.
   */
  oneAppEach?: boolean;
}

/**
 * Fails if one of the ports is taken, snapshots the five dist folders (or the saved builds of
 * `dists`), serves them with the production server (start.ts --dists <snapshot>, or `script`;
 * with `oneAppEach`, a process per app) and waits until all five apps answer. The sections' release store is `<snapshot>-releases`
 * (empty unless bench:load fills it).
 */
export async function startServers(
  rootDir: string,
  snapshotDir: string,
  { ports = BENCH_PORTS, script, dists = null, env = {}, oneAppEach = false }: ServerOptions = {},
): Promise<RunningServers> {
  const busy = [];
  for (const port of Object.values(ports)) if (!(await isPortFree(port))) busy.push(port);
  if (busy.length > 0) throw new Error(`ports already in use: ${busy.join(', ')} (another bench running?)`);

  if (dists) {
    // Saved builds do not change: a missing file will not appear.
    await snapshotDists(snapshotDir, (app) => ({ folder: path.join(dists, app), remedy: `copy ${app}/dist there` }), 1);
  } else {
    await snapshotDists(snapshotDir, (app) => ({
      folder: path.join(rootDir, app, 'dist'),
      remedy: `build it (npm run build -w ${app}) or drop --skip-build`,
    }));
  }
  // A store an earlier run filled (bench:load's canary) would stop the sections serving their builds.
  await rm(`${path.resolve(snapshotDir)}-releases`, { recursive: true, force: true });
  const serverOptions = { ...(script ? { script } : {}), detached: true };
  const environment = serverEnv(ports, snapshotDir, env);
  const servers = oneAppEach
    ? apps.map((entry) =>
        startServer(
          `${entry.app} server`,
          ['--only', entry.app, '--dist', path.join(snapshotDir, entry.app)],
          environment,
          serverOptions,
        ),
      )
    : [startServer('production servers', ['--dists', snapshotDir], environment, serverOptions)];
  const stops = servers.map((server) =>
    onCleanup(
      server.name,
      () => stopServer(server),
      () => signalServer(server, 'SIGKILL'),
    ),
  );
  const stop = async () => {
    await Promise.all(stops.map((stopOne) => stopOne()));
  };
  const deadline = Date.now() + 60_000;
  try {
    for (const [index, entry] of apps.entries())
      await waitForUrl(
        servers[oneAppEach ? index : 0] as Server,
        `http://${HOST}:${ports[entry.name]}/${entry.app === 'shell' ? '' : 'remoteEntry.js'}`,
        Math.max(deadline - Date.now(), 0),
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    shellOrigin: `http://${HOST}:${ports.shell}`,
    child: (servers[0] as Server).child,
    output: () => servers.map((server) => server.output.join('')).join(''),
    stop,
  };
}

/** Stops the build's whole process group (npm and the webpack processes under it). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the whole group is gone already
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: HOST });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Files an app's dist must have to be served. */
export const requiredDistFiles = (app: AppEntry['app']): string[] =>
  app === 'shell' ? ['index.html', 'main.js'] : ['remoteEntry.js', 'mf-manifest.json'];

/**
 * Copies each app's build (`source` says where it is, and what to do when it lacks a file). While
 * the folder lacks a file it needs, or changed while it was being copied (someone is building it),
 * waits 3 s and tries again, `attempts` times at most.
 */
async function snapshotDists(
  snapshotDir: string,
  source: (app: AppEntry['app']) => { folder: string; remedy: string },
  attempts = 10,
): Promise<void> {
  await rm(snapshotDir, { recursive: true, force: true });
  for (const app of appNames) {
    const { folder: dist, remedy } = source(app);
    const target = path.join(snapshotDir, app);
    for (let attempt = 1; ; attempt++) {
      const missing = requiredDistFiles(app).filter((file) => !existsSync(path.join(dist, file)));
      const before = missing.length === 0 ? await fingerprint(dist) : '';
      if (missing.length === 0) {
        await rm(target, { recursive: true, force: true });
        await cp(dist, target, { recursive: true });
        if ((await fingerprint(dist).catch(() => '')) === before) break;
      }
      if (attempt >= attempts) {
        throw new Error(
          missing.length > 0
            ? `${dist} lacks ${missing.join(', ')}: ${remedy}`
            : `${dist} kept changing while it was copied (is someone building it?)`,
        );
      }
      process.stderr.write(`bench: ${dist} is being rebuilt, waiting…\n`);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}

async function fingerprint(dir: string): Promise<string> {
  const files = (await readdir(dir, { recursive: true })).sort();
  const entries = await Promise.all(
    files.map(async (file) => {
      const info = await stat(path.join(dir, file));
      return `${file}:${info.size}:${info.mtimeMs}`;
    }),
  );
  return entries.join('\n');
}
