/**
 * One Lighthouse run, in a process of its own under Node 24: Lighthouse 13 needs Node ≥ 22.19,
 * while the bench runs on the machine's Node 20 (lighthouse.ts starts this script with Node 24).
 * Lighthouse's default config (mobile, simulated throttling) on the Chromium the bench started for
 * this run; prints the figures the bench reads (lighthouse-figures.ts), and the page's main-thread
 * time from the run's trace (main-thread.ts), as one line of JSON.
 *
 *   node --import tsx e2e/bench/lighthouse-child.ts --port 9222 [--block-scripts] http://localhost:5000/faq
 *
 * --block-scripts measures the page's floor: every script blocked (`blockedUrlPatterns: ['*.js']`),
 * performance only. --performance-only scores performance alone, scripts running: the side-by-side
 * runs judge nothing else, and skip the other categories' audits.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromCommandLine, LIGHTHOUSE_CHILD_USAGE, readLighthouseChildOptions } from './command-line';
import type { LighthouseReport } from './lighthouse-figures';
import { readLighthouseRun, SCORED_CATEGORIES } from './lighthouse-figures';
import { mainThreadTime } from './main-thread';
import type { TraceEvent } from './main-thread';

/** What this script asks of Lighthouse: a run on the Chromium at `port`, and its report. */
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[]; blockedUrlPatterns?: string[] },
) => Promise<{ lhr: LighthouseReport; artifacts: { Trace: { traceEvents: TraceEvent[] } } } | undefined>;

// Lighthouse is the bench's own install (lighthouse-runner/, under Node 24), not the project's.
const runner = createRequire(path.join(import.meta.dirname, 'lighthouse-runner/package.json'));
const { default: lighthouse } = (await import(pathToFileURL(runner.resolve('lighthouse')).href)) as {
  default: Lighthouse;
};

const { url, port, blockScripts, performanceOnly } = fromCommandLine(
  LIGHTHOUSE_CHILD_USAGE,
  readLighthouseChildOptions,
);

const result = await lighthouse(url, {
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: blockScripts || performanceOnly ? ['performance'] : [...SCORED_CATEGORIES],
  ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
});
if (!result) throw new Error(`Lighthouse returned no result for ${url}`);

const figures = {
  ...readLighthouseRun(result.lhr, url),
  mainThread: mainThreadTime(result.artifacts.Trace.traceEvents),
};
// Lighthouse may leave a handle open (its connection to Chromium): exit once the line is written.
process.stdout.write(`${JSON.stringify(figures)}\n`, () => process.exit(0));
