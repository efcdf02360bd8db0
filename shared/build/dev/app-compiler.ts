/**
 * An app's browser code in development: its own webpack configuration (the factory's, in
 * development mode: React's development build, no minification, source maps) compiled in watch
 * mode into the development server's folder, and whether that output is current.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Configuration, Stats, Watching } from 'webpack';
import webpack from 'webpack';
import type { WebpackConfigFunction } from '../webpack/create-webpack-config';

export class AppCompiler {
  private watching: Watching | undefined;
  private compiling = true;
  private waiters: (() => void)[] = [];
  /** When the last compilation finished (ms since the epoch), for changes webpack never sees. */
  lastDone = 0;
  /** What the last compilation said was wrong, if anything. */
  errors: string[] = [];

  constructor(
    readonly name: string,
    readonly dir: string,
    readonly outDir: string,
  ) {}

  async start(onDone: (stats: Stats) => void): Promise<void> {
    const configOf = (await import(pathToFileURL(path.join(this.dir, 'webpack.config.mjs')).href)) as {
      default: WebpackConfigFunction;
    };
    const config: Configuration = await configOf.default({}, { mode: 'development' });
    rmSync(this.outDir, { recursive: true, force: true });
    const compiler = webpack({
      ...config,
      output: { ...config.output, path: this.outDir },
      infrastructureLogging: { level: 'warn' },
    });
    compiler.hooks.invalid.tap('AgencyDev', () => {
      this.compiling = true;
    });
    this.watching = compiler.watch({ aggregateTimeout: 30 }, (error, stats) => {
      this.compiling = false;
      this.lastDone = Date.now();
      this.errors = error
        ? [error.message]
        : (stats?.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message);
      if (stats) onDone(stats);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Resolves once webpack's output is current: now, or when the compilation running finishes. */
  idle(): Promise<void> {
    if (!this.compiling) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.watching ? this.watching.close(() => resolve()) : resolve()));
  }
}
