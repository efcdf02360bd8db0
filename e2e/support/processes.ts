/**
 * Processes an e2e spec starts on its own, beside the suite's servers: a production server
 * (shared/server/start.ts) on private ports, and commands such as a webpack build.
 */
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startScript = path.join(rootDir, 'shared/server/start.ts');

export interface Server {
  name: string;
  child: ChildProcess;
  output: string[];
}

const running = new Set<Server>();

/** A production server process (no npx/tsx wrapper in between, so its PID is the listener's). */
export function startServer(name: string, args: string[], env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', startScript, ...args], {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, child, output: [] };
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  running.add(server);
  return server;
}

export const isRunning = (server: Server): boolean => running.has(server);

export async function stopServer(server: Server): Promise<void> {
  running.delete(server);
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Stops every server this worker started and has not stopped yet. */
export const stopAllServers = (): Promise<void[]> => Promise.all([...running].map(stopServer));

export async function waitForUrl(server: Server, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited with ${server.child.exitCode}:\n${server.output.join('')}`);
    }
    try {
      const response = await fetch(url);
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
