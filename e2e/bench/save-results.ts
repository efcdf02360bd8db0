/** The one shape both benches save their results in (e2e/.bench/results.json and load.json). */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface RunDescription {
  startedAt: Date;
  /** What the machine had beside Node's version and its CPU count, e.g. the Chromium version. */
  machine: Record<string, unknown>;
  /** The options of the run, as the command line gave them. */
  options: unknown;
  /** What the figures are measured in. */
  units: Record<string, unknown>;
}

/**
 * Writes `{ date, machine, options, units, ...figures }` to `file` as indented JSON, creating its
 * folder, and prints where it went.
 */
export async function saveResults(
  file: string,
  { startedAt, machine, options, units }: RunDescription,
  figures: Record<string, unknown>,
): Promise<void> {
  const results = {
    date: startedAt.toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, ...machine },
    options,
    units,
    ...figures,
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nResults: ${path.relative(process.cwd(), file)}`);
}
