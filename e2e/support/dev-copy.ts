/**
 * The development server on a copy of the tree: the dev spec and the dev bench edit sources to see
 * the edits served, and never touch the tree they run from. The copy has the tracked sources (and
 * new ones not yet committed); its node_modules links to the tree's installed packages, except
 * the workspace links, which point into the copy, so `@agency/content` is the copy's.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, portsFrom } from '@agency/platform/deployment';
import { rootDir } from './processes';

/** A copy of the tree's sources, wired to its installed packages. */
export function copyTree(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'agency-dev-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: rootDir,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(rootDir, file);
    if (!lstatSync(from, { throwIfNoEntry: false })?.isFile()) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(from, path.join(copy, file));
  }
  linkPackages(path.join(rootDir, 'node_modules'), path.join(copy, 'node_modules'));
  // Packages npm placed beside a workspace (shared/node_modules, e2e/node_modules, …).
  for (const folder of ['shared', 'e2e', ...apps.map((entry) => entry.app)]) {
    const installed = path.join(rootDir, folder, 'node_modules');
    if (lstatSync(installed, { throwIfNoEntry: false })?.isDirectory())
      symlinkSync(installed, path.join(copy, folder, 'node_modules'));
  }
  return copy;
}

/**
 * The copy's node_modules: each installed package is the tree's (a link to it); each workspace link
 * (relative, as npm writes it: `@agency/content -> ../../shared/content`) is written again as it
 * is, so it points into the copy.
 */
function linkPackages(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '.cache') continue;
    const source = path.join(from, entry);
    const stats = lstatSync(source);
    if (stats.isSymbolicLink() && !path.isAbsolute(readlinkSync(source)))
      symlinkSync(readlinkSync(source), path.join(to, entry));
    else if (
      entry.startsWith('@') &&
      readdirSync(source).some((name) => lstatSync(path.join(source, name)).isSymbolicLink())
    )
      linkPackages(source, path.join(to, entry));
    else symlinkSync(source, path.join(to, entry));
  }
}

/** Replaces `find` with `replace` in a file of the copy (once; it must be there). */
export function editFile(copy: string, file: string, find: string, replace: string): void {
  const full = path.join(copy, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} has no "${find}"`);
  writeFileSync(full, text.replace(find, replace));
}

export function removeCopy(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}

export interface DevServer {
  child: ChildProcess;
  output: string[];
  stop: () => Promise<void>;
}

/**
 * `npm run dev` in the copy (the whole site, or `-w <app>`), each app on its port from `base`.
 * Its processes (webpack, the renderer) are a group of their own, stopped together.
 */
export function startDev(copy: string, base: number, app?: string): DevServer {
  const ports = portsFrom(base);
  const env = {
    ...process.env,
    ...Object.fromEntries(apps.map((entry) => [entry.portVar, String(ports[entry.name])])),
  };
  const child = spawn('npm', ['run', 'dev', ...(app ? ['-w', app] : [])], {
    cwd: copy,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, output, stop };
}

/** Resolves once `url` answers 200 with a body `accept` takes; rejects with the server's output past the timeout. */
export async function waitForPage(
  server: DevServer,
  url: string,
  accept: (html: string) => boolean = () => true,
  timeoutMs = 180_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`npm run dev exited:\n${server.output.join('')}`);
    try {
      const response = await fetch(url);
      const html = await response.text();
      if (response.ok && accept(html)) return html;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${server.output.join('').slice(-4000)}`);
}
