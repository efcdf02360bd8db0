import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, pageHeading, test } from '../support/fixtures';
import { originOf, redeployPorts } from '../support/ports';

/*
 * Independent redeploy: a private shell (:4050) loads the portfolio section from a private
 * portfolio server (:4053). The section is rebuilt from a changed copy of its source and its
 * server restarted on the new build; the page shows the change on reload while the shell's
 * files and process stay exactly as they were.
 */

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(e2eDir, '..');
const startScript = path.join(rootDir, 'shared/server/start.ts');
const shellDist = path.join(rootDir, 'shell/dist');
const originalApp = path.join(rootDir, 'remote-portfolio');
const workDir = path.join(e2eDir, '.redeploy');
const copyDir = path.join(workDir, 'remote-portfolio');

/** The overview hero's eyebrow comes from content; the copy's page gets a literal instead. */
const OVERVIEW_PAGE = 'src/pages/portfolio-overview-page.tsx';
const EYEBROW_PROP = 'eyebrow={hero.eyebrow}';
const OLD_EYEBROW = 'Our Work';
const NEW_EYEBROW = 'Our Work · Redeployed';

const shellUrl = `http://localhost:${redeployPorts.shell}`;
const portfolioUrl = `http://localhost:${redeployPorts.portfolio}`;

interface Server {
  name: string;
  child: ChildProcess;
  output: string[];
}

const running = new Set<Server>();

/** One server process (no npx/tsx wrapper in between, so its PID is the listener's). */
function startServer(name: string, args: string[], env: Record<string, string>): Server {
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

async function stopServer(server: Server): Promise<void> {
  running.delete(server);
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function waitForUrl(server: Server, url: string, timeoutMs = 30_000): Promise<void> {
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
function run(command: string, args: string[], cwd: string): Promise<void> {
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
function listenerPid(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    execFile('ss', ['-ltnpH', `sport = :${port}`], (error, stdout) => {
      if (error) return reject(error);
      const match = /pid=(\d+)/.exec(stdout);
      resolve(match ? Number(match[1]) : undefined);
    });
  });
}

/** sha256 of every file under a folder, by relative path. */
async function hashTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const hashes: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}

/** Copies the section's sources (with their assets) and changes the overview's visible eyebrow. */
async function prepareChangedCopy(): Promise<void> {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(copyDir, { recursive: true });
  for (const file of ['package.json', 'webpack.config.mjs']) {
    await cp(path.join(originalApp, file), path.join(copyDir, file));
  }
  await cp(path.join(originalApp, 'src'), path.join(copyDir, 'src'), { recursive: true });

  // The copy sits deeper in the tree: point its tsconfig at the workspace's base config again.
  const tsconfig = JSON.parse(await readFile(path.join(originalApp, 'tsconfig.json'), 'utf8')) as {
    extends: string;
    references?: { path: string }[];
  };
  const fromCopy = (relative: string) => path.relative(copyDir, path.resolve(originalApp, relative));
  tsconfig.extends = fromCopy(tsconfig.extends);
  tsconfig.references = tsconfig.references?.map((reference) => ({ path: fromCopy(reference.path) }));
  await writeFile(path.join(copyDir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);

  const pageFile = path.join(copyDir, OVERVIEW_PAGE);
  const source = await readFile(pageFile, 'utf8');
  if (!source.includes(EYEBROW_PROP)) throw new Error(`${pageFile} no longer contains ${EYEBROW_PROP}`);
  await writeFile(pageFile, source.replace(EYEBROW_PROP, `eyebrow="${NEW_EYEBROW}"`));
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let shell: Server | undefined;
let portfolio: Server | undefined;
let passed = false;

const portfolioEnv = { PORTFOLIO_PORT: String(redeployPorts.portfolio), SHELL_PORT: String(redeployPorts.shell) };

test.beforeAll(async () => {
  await prepareChangedCopy();
  shell = startServer('private shell', ['--only', 'shell'], {
    SHELL_PORT: String(redeployPorts.shell),
    PORTFOLIO_URL: portfolioUrl,
    SERVICES_URL: originOf('services'),
    BLOG_URL: originOf('blog'),
    CONTACT_URL: originOf('contact'),
  });
  portfolio = startServer('private portfolio', ['--only', 'remote-portfolio'], portfolioEnv);
  await Promise.all([
    waitForUrl(shell, `${shellUrl}/remotes.json`),
    waitForUrl(portfolio, `${portfolioUrl}/mf-manifest.json`),
  ]);
});

test.afterAll(async () => {
  await Promise.all([...running].map(stopServer));
  if (passed) await rm(workDir, { recursive: true, force: true });
});

test('a section redeploys on its own: new content, same shell files and process', async ({ page }) => {
  if (!shell || !portfolio) throw new Error('servers did not start');
  const shellPid = shell.child.pid;
  expect(await listenerPid(redeployPorts.shell)).toBe(shellPid);

  const remotes = (await (await fetch(`${shellUrl}/remotes.json`)).json()) as Record<string, string>;
  expect(remotes).toEqual({
    services: `${originOf('services')}/mf-manifest.json`,
    blog: `${originOf('blog')}/mf-manifest.json`,
    portfolio: `${portfolioUrl}/mf-manifest.json`,
    contact: `${originOf('contact')}/mf-manifest.json`,
  });

  const eyebrow = page.getByRole('main').locator('header p').first();
  await test.step('the deployed section', async () => {
    await page.goto(`${shellUrl}/portfolio`);
    await expect(pageHeading(page)).toHaveText('Portfolio');
    await expect(eyebrow).toHaveText(OLD_EYEBROW);
    // Another section, from the suite's servers, works beside the private one.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Blog', exact: true }).click();
    await page.getByRole('menuitem', { name: 'All Articles' }).click();
    await expect(pageHeading(page)).toHaveText('Blog: All Articles');
  });

  const shellFilesBefore = await hashTree(shellDist);
  expect(Object.keys(shellFilesBefore)).toContain('index.html');

  await test.step('build the changed section into its own dist', async () => {
    await run('npx', ['webpack', '--mode', 'production'], copyDir);
  });

  await test.step('redeploy: restart only the portfolio server, on the new build', async () => {
    if (!portfolio) throw new Error('no portfolio server');
    await stopServer(portfolio);
    portfolio = startServer(
      'redeployed portfolio',
      ['--only', 'remote-portfolio', '--dist', path.join(copyDir, 'dist')],
      portfolioEnv,
    );
    await waitForUrl(portfolio, `${portfolioUrl}/mf-manifest.json`);
  });

  await test.step('the page shows the new content on reload', async () => {
    await page.goto(`${shellUrl}/portfolio`);
    await expect(pageHeading(page)).toHaveText('Portfolio');
    await expect(eyebrow).toHaveText(NEW_EYEBROW);
  });

  await test.step('the shell was not touched', async () => {
    expect(await hashTree(shellDist)).toEqual(shellFilesBefore);
    expect(shell?.child.pid).toBe(shellPid);
    expect(shell?.child.exitCode).toBeNull();
    expect(shell?.child.signalCode).toBeNull();
    expect(running.has(shell as Server)).toBe(true);
    expect(await listenerPid(redeployPorts.shell)).toBe(shellPid);
    expect(await listenerPid(redeployPorts.portfolio)).toBe(portfolio?.child.pid);
  });

  passed = true;
});
