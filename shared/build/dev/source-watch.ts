/**
 * The sources the development server renders from, watched (with webpack's own watcher): every
 * saved change moves the generation on, and the next request renders in the new one
 * (render-worker.ts). An editor's save is several events (a temporary file, a rename): they make
 * one generation.
 */
import Watchpack from 'watchpack';

export class SourceWatch {
  generation = 1;
  /** When a source last changed (ms since the epoch). */
  changedAt = 0;
  private readonly watcher = new Watchpack({
    aggregateTimeout: 30,
    ignored: ['**/node_modules/**', '**/dist/**', '**/*.test.ts', '**/*.test.tsx'],
  });

  constructor(folders: readonly string[]) {
    this.watcher.on('change', () => {
      this.changedAt = Date.now();
    });
    this.watcher.on('aggregated', () => {
      this.generation += 1;
    });
    this.watcher.watch({ directories: folders, startTime: Date.now() });
  }

  close(): void {
    this.watcher.close();
  }
}
