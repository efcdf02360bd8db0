/**
 * The figures some budgets are relative to, kept in e2e/bench/baseline.json (committed): each
 * route's JS as served on its first load, measured on the builds from before pages became islands,
 * and `npm run build`'s total time then. A form route may ship at most half its baseline JS, and
 * the build may take at most 10 % more than its baseline (report.ts).
 *
 * `npm run bench -- --dists <saved builds> --skip-lighthouse --write-baseline` measures the JS
 * figures again (only the routes measured are replaced). The build time is written by hand: it
 * is `npm run build`'s total on the development machine, which a bench run on saved builds
 * cannot measure.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline.json');

export interface Baseline {
  /** `npm run build`'s wall-clock total, in seconds; null when none was recorded. */
  buildSeconds: number | null;
  /** Where and when buildSeconds was measured. */
  buildMeasured: string;
  /** Route → bytes of JS its first load received as served (brotli), before its first interaction. */
  jsServedBytes: Record<string, number>;
  /** Which builds jsServedBytes was measured on, and when. */
  jsServedMeasured: string;
}

export const EMPTY_BASELINE: Baseline = {
  buildSeconds: null,
  buildMeasured: 'not recorded',
  jsServedBytes: {},
  jsServedMeasured: 'not measured',
};

/** The baseline file, or EMPTY_BASELINE when there is none yet. */
export async function readBaseline(file: string = BASELINE_FILE): Promise<Baseline> {
  if (!existsSync(file)) return EMPTY_BASELINE;
  return { ...EMPTY_BASELINE, ...(JSON.parse(await readFile(file, 'utf8')) as Partial<Baseline>) };
}

/**
 * The baseline with the JS of these first loads in place of the old figures of the same routes
 * (a route measured with an unknown size keeps its old figure).
 */
export function withFirstLoads(
  baseline: Baseline,
  loads: readonly { route: string; jsServedBytes: number | null }[],
  measured: string,
): Baseline {
  const jsServedBytes = { ...baseline.jsServedBytes };
  for (const load of loads) if (load.jsServedBytes !== null) jsServedBytes[load.route] = load.jsServedBytes;
  return { ...baseline, jsServedBytes, jsServedMeasured: measured };
}

export async function writeBaseline(baseline: Baseline, file: string = BASELINE_FILE): Promise<void> {
  await writeFile(file, `${JSON.stringify(baseline, null, 2)}\n`);
}
