/**
 * The development server's side of its renderer (render-worker.ts, a child process): asks it for
 * a page, a fragment, a section's manifest or the site files of an app, in a generation of the
 * sources, and waits for the answer. A renderer that dies is started again on the next request.
 */
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FragmentManifest } from '@agency/platform/fragments';
import type { RenderedFragment, RenderedPage } from '../prerender/documents';
import { buildDir, rootDir } from '../webpack/workspace-paths';
import type { RenderRequest, RenderResponse, RenderResult } from './render-protocol';

type Pending = { resolve: (result: RenderResult) => void; reject: (error: Error) => void };

/** Distributes the Omit over the request kinds, so each keeps its own fields. */
type RequestOf<T> = T extends RenderRequest ? Omit<T, 'id'> : never;

export class RendererProcess {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  /** Starts the renderer now, so that its first answer does not wait for React and MUI to load. */
  start(): void {
    this.process();
  }

  stop(): void {
    this.child?.kill();
    this.child = undefined;
  }

  async render(dir: string, generation: number, file: string): Promise<RenderedPage | RenderedFragment | null> {
    const result = await this.ask({ what: 'file', dir, generation, file });
    return 'file' in result ? result.file : null;
  }

  async manifest(dir: string, generation: number): Promise<Omit<FragmentManifest, 'build'> | null> {
    const result = await this.ask({ what: 'manifest', dir, generation });
    return 'manifest' in result ? result.manifest : null;
  }

  async siteFiles(dir: string, generation: number): Promise<Record<string, string>> {
    const result = await this.ask({ what: 'site-files', dir, generation });
    return 'siteFiles' in result ? result.siteFiles : {};
  }

  private ask(request: RequestOf<RenderRequest>): Promise<RenderResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.process().send({ ...request, id } as RenderRequest);
    });
  }

  private process(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(path.join(import.meta.dirname, 'render-worker.ts'), [], {
      cwd: rootDir,
      execArgv: ['--import', 'tsx', '--import', pathToFileURL(path.join(buildDir, 'prerender/register-hooks.ts')).href],
      env: {
        ...process.env,
        // React's development build, with its warnings: a hydration mismatch shows in the console.
        NODE_ENV: 'development',
        AGENCY_BUILD_ID: 'development',
        TSX_TSCONFIG_PATH: path.join(rootDir, 'tsconfig.base.json'),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (response: RenderResponse) => {
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      if (response.ok) waiting.resolve(response.result);
      else waiting.reject(new Error(response.error));
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      for (const waiting of this.pending.values())
        waiting.reject(new Error(`The renderer stopped (${signal ?? `exit code ${code}`})`));
      this.pending.clear();
    });
    this.child = child;
    return child;
  }
}
