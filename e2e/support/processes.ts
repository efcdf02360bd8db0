/**
 * Starting and stopping the production servers (shared/server/start.ts), for the e2e specs (a
 * private shell or section beside the suite's servers) and the benches (all five apps on a
 * snapshot of the builds) alike; and running a command to completion.
 */
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const startScript = path.join(rootDir, 'shared/server/start.ts');

export interface Server {
  name: string;
  /** The process that listens (no npx or tsx wrapper in between): its PID and /proc figures are the server's. */
  child: ChildProcess;
  /** What it printed so far. */
  output: string[];
  /** Settles when it has exited. */
  exited: Promise<void>;
  /** In a process group of its own (signalled as a group). */
  detached: boolean;
}

export interface StartOptions {
  /** The serving script (start.ts); one that takes the same arguments and environment. */
  script?: string;
  /**
   * In a process group of its own, stopped as a group: Ctrl-C in the terminal reaches only the
   * caller, which stops it itself (the benches).
   */
  detached?: boolean;
}

const running = new Set<Server>();

/**
 * A production server process, with `env` over the caller's environment (a variable set to
 * undefined is left out of it).
 */
export function startServer(
  name: string,
  args: string[],
  env: Record<string, string | undefined>,
  { script = startScript, detached = false }: StartOptions = {},
): Server {
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: rootDir,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: Server = { name, child, output: [], exited, detached };
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  running.add(server);
  return server;
}

export const isRunning = (server: Server): boolean => running.has(server);

const hasExited = ({ child }: Server) => child.exitCode !== null || child.signalCode !== null;

/** Sends a signal to the server (its whole group, when it has one); at once, for a hard exit. */
export function signalServer(server: Server, signal: NodeJS.Signals = 'SIGKILL'): void {
  const { child } = server;
  if (hasExited(server) || child.pid === undefined) return;
  try {
    if (server.detached) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // gone already
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
export async function stopServer(server: Server, graceMs = 5_000): Promise<void> {
  running.delete(server);
  if (hasExited(server)) return;
  signalServer(server, 'SIGTERM');
  const timer = setTimeout(() => signalServer(server, 'SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}

/** Stops every server this process started and has not stopped yet. */
export const stopAllServers = (): Promise<void[]> => Promise.all([...running].map((server) => stopServer(server)));

/** Waits until `url` answers 200; fails with the server's output if it exits or the time runs out. */
export async function waitForUrl(server: Server, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(server)) {
      throw new Error(`${server.name} exited with ${server.child.exitCode}:\n${server.output.join('')}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs} ms:\n${server.output.join('')}`);
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.join('')}`)),
    );
  });
}

/** PID of the process listening on a local TCP port (Linux `ss`). */
export function listenerPid(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    execFile('ss', ['-ltnpH', `sport = :${port}`], (error, stdout) => {
      if (error) return reject(error);
      const match = /pid=(\d+)/.exec(stdout);
      resolve(match ? Number(match[1]) : undefined);
    });
  });
}
