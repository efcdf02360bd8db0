/**
 * The command lines of the bench's scripts (`npm run bench`, `npm run bench:load`,
 * lighthouse-child.ts), read with util.parseArgs. Each reader returns the
 * options, or HELP for --help / -h, and throws on an unknown flag, a missing or bad value or a
 * stray argument; `fromCommandLine` turns that into the message and the usage line on stderr
 * and exit code 2.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** What a reader returns for --help or -h. */
export const HELP = Symbol('help');

/**
 * Reads the command line with `read`: --help prints the usage and exits 0; an error prints its
 * message and the usage, and exits 2.
 */
export function fromCommandLine<T>(
  usage: string,
  read: (args: string[]) => T | typeof HELP,
  args: string[] = process.argv.slice(2),
): T {
  let result: T | typeof HELP;
  try {
    result = read(args);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
  if (result === HELP) {
    console.log(usage);
    process.exit(0);
  }
  return result;
}

/**
 * Runs a strict parseArgs call, its error for an unknown flag said the same way by every script
 * (Node's goes on about positional arguments where a script takes some).
 */
function strictly<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const flag = typeof message === 'string' ? /^Unknown option '([^']+)'/.exec(message)?.[1] : undefined;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && flag) throw new Error(`unknown option ${flag}`);
    throw error;
  }
}

const help = { type: 'boolean', short: 'h', default: false } as const;

const wholeNumber = (value: string, flag: string, least: number, unit: string): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < least) throw new Error(`${flag} takes ${unit} ≥ ${least}`);
  return number;
};

// ---- npm run bench ------------------------------------------------------------------------------

export const BENCH_USAGE = [
  'usage: npm run bench -- [--skip-build] [--skip-lighthouse] [--skip-floor] [--skip-interactions] ' +
    '[--routes /a,/b] [--runs N] [--dists <folder>] [--write-baseline] [--cold-fonts]',
  '       npm run bench -- --compare <folder> [--compare-server <start.ts>] [--dists <folder>] [--skip-build] ' +
    '[--routes /a,/b] [--runs N] [--cold-fonts]',
  '       npm run bench -- --languages [--dists <folder>] [--skip-build] [--routes /a,/b] [--runs N] [--cold-fonts]',
].join('\n');

/** The flags of `npm run bench`, as util.parseArgs reads them. */
export const BENCH_FLAGS = {
  'skip-build': { type: 'boolean', default: false },
  'skip-lighthouse': { type: 'boolean', default: false },
  'skip-floor': { type: 'boolean', default: false },
  'skip-interactions': { type: 'boolean', default: false },
  routes: { type: 'string' },
  runs: { type: 'string' },
  dists: { type: 'string' },
  'write-baseline': { type: 'boolean', default: false },
  compare: { type: 'string' },
  'compare-server': { type: 'string' },
  languages: { type: 'boolean', default: false },
  'cold-fonts': { type: 'boolean', default: false },
  help,
} as const;

/** Lighthouse runs per page by default: one, and three in a side-by-side run (its verdict needs a spread). */
const DEFAULT_RUNS = 1;
const DEFAULT_SIDE_BY_SIDE_RUNS = 3;

export interface BenchOptions {
  skipBuild: boolean;
  skipLighthouse: boolean;
  /** Leaves out the Lighthouse runs of each page with its scripts blocked. */
  skipFloor: boolean;
  skipInteractions: boolean;
  /** The routes to measure; null: every route of the sitemap (with --languages: its three pairs). */
  routes: string[] | null;
  /** Lighthouse runs per route, their median reported. */
  runs: number;
  /**
   * A folder of saved production builds (one sub-folder per app, each a copy of its dist) to
   * measure instead of the apps' own dist folders, as an absolute path; null: the apps' dist.
   */
  dists: string | null;
  /** Writes the first loads' JS as served to e2e/bench/baseline.json. */
  writeBaseline: boolean;
  /**
   * Saved builds (laid out as for `dists`) measured side by side with the builds being benched,
   * as an absolute path; null: no comparison.
   */
  compare: string | null;
  /**
   * The production server (start.ts) of the tree the saved builds of --compare come from, as an
   * absolute path; null: this tree's. A build's pages carry an inline start script that only its own
   * server's policy allows.
   */
  compareServer: string | null;
  /** Measures English pages side by side with the same pages in Chinese. */
  languages: boolean;
  /**
   * Leaves each Lighthouse run's Chromium with its system text faces closed (system-fonts.ts):
   * the page pays for opening them, as on a browser's first page after it starts.
   */
  coldFonts: boolean;
}

/** `exists` tells whether the folder of --dists or --compare, or the file of --compare-server, is there. */
export function readBenchOptions(
  args: string[],
  exists: (folder: string) => boolean = existsSync,
): BenchOptions | typeof HELP {
  const { values } = strictly(() => parseArgs({ args, options: BENCH_FLAGS, strict: true }));
  if (values.help) return HELP;
  const routes = values.routes
    ? values.routes
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : null;
  const bad = (routes ?? []).filter((route) => !route.startsWith('/'));
  if (bad.length > 0 || routes?.length === 0)
    throw new Error(`--routes takes paths starting with /: ${bad.join(', ')}`);
  const there = (flag: 'dists' | 'compare' | 'compare-server', what: string) => {
    const value = values[flag];
    if (value === undefined) return null;
    if (value === '' || !exists(path.resolve(value))) throw new Error(`--${flag}: no such ${what} ${value}`);
    return path.resolve(value);
  };
  const dists = there('dists', 'folder');
  const compare = there('compare', 'folder');
  const compareServer = there('compare-server', 'file');
  if (compareServer !== null && compare === null)
    throw new Error('--compare-server serves the builds of --compare: give --compare <folder> too');
  const { languages } = values;
  const sideBySide = compare !== null || languages;
  if (compare !== null && languages) throw new Error('--compare and --languages are two runs: give one of them');
  const mode = compare !== null ? '--compare' : '--languages';
  if (sideBySide && values['skip-lighthouse'])
    throw new Error(`${mode} compares Lighthouse runs: drop --skip-lighthouse`);
  if (sideBySide && values['write-baseline']) throw new Error(`${mode} writes no baseline: drop --write-baseline`);
  const chinese = languages ? (routes ?? []).filter((route) => route === '/zh-hk' || route.startsWith('/zh-hk/')) : [];
  if (chinese.length > 0)
    throw new Error(`--languages takes English routes, each compared with its Chinese page: ${chinese.join(', ')}`);
  const runs =
    values.runs === undefined
      ? sideBySide
        ? DEFAULT_SIDE_BY_SIDE_RUNS
        : DEFAULT_RUNS
      : wholeNumber(values.runs, '--runs', 1, 'a whole number');
  return {
    // Saved builds are measured as they are: building the apps would change nothing they serve.
    skipBuild: values['skip-build'] || dists !== null,
    skipLighthouse: values['skip-lighthouse'],
    skipFloor: values['skip-floor'],
    skipInteractions: values['skip-interactions'],
    routes,
    runs,
    dists,
    writeBaseline: values['write-baseline'],
    compare,
    compareServer,
    languages,
    coldFonts: values['cold-fonts'],
  };
}

// ---- lighthouse-child.ts ------------------------------------------------------------------------

export const LIGHTHOUSE_CHILD_USAGE =
  'usage: node --import tsx e2e/bench/lighthouse-child.ts --port <Chromium debugging port> [--block-scripts] [--performance-only] <url>';

export interface LighthouseChildOptions {
  url: string;
  /** The debugging port of the Chromium the bench started for this run. */
  port: number;
  /** Blocks every script (`blockedUrlPatterns: ['*.js']`) and scores performance only: the page's floor. */
  blockScripts: boolean;
  /** Scores performance only, the one category a side-by-side run judges: a shorter run. */
  performanceOnly: boolean;
}

export function readLighthouseChildOptions(args: string[]): LighthouseChildOptions | typeof HELP {
  const { values, positionals } = strictly(() =>
    parseArgs({
      args,
      options: {
        port: { type: 'string' },
        'block-scripts': { type: 'boolean', default: false },
        'performance-only': { type: 'boolean', default: false },
        help,
      },
      strict: true,
      allowPositionals: true,
    }),
  );
  if (values.help) return HELP;
  const [url, ...rest] = positionals;
  if (url === undefined) throw new Error('no URL given');
  if (rest.length > 0) throw new Error(`one URL, not ${positionals.length}: ${positionals.join(' ')}`);
  if (!URL.canParse(url)) throw new Error(`not a URL: ${url}`);
  if (values.port === undefined) throw new Error('--port is required');
  const port = wholeNumber(values.port, '--port', 1, 'a port number');
  return { url, port, blockScripts: values['block-scripts'], performanceOnly: values['performance-only'] };
}

// ---- npm run bench:load -------------------------------------------------------------------------

/** What `--targets` chooses from, in the order they are loaded. */
export const LOAD_TARGET_NAMES = ['html', 'chunk', 'route', 'remote-entry', 'telemetry', 'canary'] as const;
export type LoadTargetName = (typeof LOAD_TARGET_NAMES)[number];

export const LOAD_USAGE =
  'usage: npm run bench:load -- [--duration 30] [--connections 100] [--warmup 3] [--latency 10] [--targets ' +
  `${LOAD_TARGET_NAMES.join(',')}] [--server start-script.ts]`;

export interface LoadOptions {
  /** Seconds of load per target, after `warmup` seconds. */
  duration: number;
  connections: number;
  warmup: number;
  /** Seconds of the one-connection latency runs that measure composition; 0 leaves them out. */
  latency: number;
  targets: LoadTargetName[];
  /** The serving script, as an absolute path. */
  server: string;
}

/** `defaultServer`: the script --server replaces; `exists` tells whether --server's file is there. */
export function readLoadOptions(
  args: string[],
  defaultServer: string,
  exists: (file: string) => boolean = existsSync,
): LoadOptions | typeof HELP {
  const { values } = strictly(() =>
    parseArgs({
      args,
      options: {
        duration: { type: 'string', default: '30' },
        connections: { type: 'string', default: '100' },
        warmup: { type: 'string', default: '3' },
        latency: { type: 'string', default: '10' },
        targets: { type: 'string', default: LOAD_TARGET_NAMES.join(',') },
        server: { type: 'string', default: defaultServer },
        help,
      },
      strict: true,
    }),
  );
  if (values.help) return HELP;
  const latency = wholeNumber(values.latency, '--latency', 0, 'whole seconds');
  const duration = wholeNumber(values.duration, '--duration', 1, 'whole seconds');
  const connections = wholeNumber(values.connections, '--connections', 1, 'a whole number');
  const warmup = wholeNumber(values.warmup, '--warmup', 0, 'whole seconds');
  const targets = values.targets.split(',').map((name) => name.trim());
  const unknown = targets.filter((name) => !(LOAD_TARGET_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0 || targets.length === 0) throw new Error(`unknown --targets: ${unknown.join(', ')}`);
  const server = path.resolve(values.server);
  if (!exists(server)) throw new Error(`--server: no such file ${values.server}`);
  return { duration, connections, warmup, latency, targets: targets as LoadTargetName[], server };
}
