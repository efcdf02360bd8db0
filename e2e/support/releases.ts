/**
 * Release control as a section team uses it: its npm scripts (`npm run release|promote|… -w
 * remote-<name>`) against a store of the spec's own, and what a page says about the versions it
 * was composed from.
 */
import { spawn } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rootDir } from './processes';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <command> -w remote-<section> -- <args>`, with the store (and any other variables) given. */
export function sectionCommand(
  section: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', command, '-w', `remote-${section}`, '--', ...args], {
      cwd: rootDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The same, failing with its output unless it succeeds. */
export async function sectionCommandOk(
  section: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  const result = await sectionCommand(section, command, args, env);
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${result.code}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * A copy of a section's dist whose route fragment for `route` shows `heading` as its h1: a build
 * a visitor can tell apart. The fragment's compressed copies are dropped, so it is served as changed.
 */
export async function distWithHeading(
  dist: string,
  copy: string,
  route: string,
  from: string,
  to: string,
): Promise<void> {
  await rm(copy, { recursive: true, force: true });
  await cp(dist, copy, { recursive: true });
  const file = path.join(copy, 'fragments/route', `${route}.html`);
  const html = await readFile(file, 'utf8');
  if (!html.includes(`>${from}<`)) throw new Error(`${file} has no heading "${from}"`);
  await writeFile(file, html.replace(`>${from}<`, `>${to}<`));
  await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
}

/** What a composed page names as its sections' locations and versions (`#agency-remotes`). */
export function pageRemotes(html: string): { versions?: Record<string, string> } & Record<string, unknown> {
  const json = /<script type="application\/json" id="agency-remotes">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

/**
 * The counts of successes out of `trials` at probability `p` that a two-sided test at level
 * `alpha` accepts: [lowest, highest], each tail holding at most alpha / 2.
 */
export function binomialBounds(trials: number, p: number, alpha: number): [number, number] {
  const logFactorial = (n: number) => {
    let sum = 0;
    for (let k = 2; k <= n; k++) sum += Math.log(k);
    return sum;
  };
  const total = logFactorial(trials);
  const pmf = Array.from({ length: trials + 1 }, (_, k) =>
    Math.exp(total - logFactorial(k) - logFactorial(trials - k) + k * Math.log(p) + (trials - k) * Math.log(1 - p)),
  );
  let low = 0;
  for (let tail = 0; low <= trials && tail + (pmf[low] ?? 0) <= alpha / 2; low++) tail += pmf[low] ?? 0;
  let high = trials;
  for (let tail = 0; high >= 0 && tail + (pmf[high] ?? 0) <= alpha / 2; high--) tail += pmf[high] ?? 0;
  return [low, high];
}
