/**
 * What the development server serves that the production build would have written: an app's
 * pages, a section's fragments and their manifest, the shell's site files. Each is rendered when
 * a request needs it, from the sources of the current generation, and written into the
 * development folder beside webpack's output, where the production server's own plugins (static
 * files, composition) serve it exactly as they serve a build. A file is rendered once per generation.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRAGMENT_MANIFEST_FILE, FRAGMENTS_DIR } from '@agency/platform/fragments';
import { errorPageFile, pageFile } from '@agency/platform/prerender';
import { normalizePath, splitLocale } from '@agency/platform/routes';
import type { AppAssembly } from '../prerender/documents';
import { fragmentFiles, lateStylesheet, manifestFile, PAGE_TEMPLATE_FILE, pageFiles } from '../prerender/documents';
import type { AppCompiler } from './app-compiler';
import type { RendererProcess } from './renderer-process';
import type { SourceWatch } from './source-watch';

/** How long a request waits for webpack to notice a change it will rebuild for. */
const NOTICE_MS = 300;

export interface DevDocumentsOptions {
  compiler: AppCompiler;
  renderer: RendererProcess;
  sources: SourceWatch;
  /** The shell: its pages are frames, and it has the site files and the late stylesheet. */
  isHost: boolean;
  /** The shell's stylesheet started after the first paint (a path in its folder). */
  lateStylesheet?: string;
}

/** The build a development section's fragments name: a new one at every change, so caches follow. */
export const developmentBuild = (generation: number) => `development.${generation}`;

export class DevDocuments {
  /** The generation each file was last written in, and the files being written. */
  private readonly written = new Map<string, number>();
  private readonly writing = new Map<string, Promise<void>>();

  constructor(private readonly options: DevDocumentsOptions) {}

  private get outDir() {
    return this.options.compiler.outDir;
  }

  /** Writes what a request for `pathname` reads from the folder, if it is out of date. */
  async prepare(pathname: string): Promise<void> {
    const files = this.filesFor(pathname);
    if (files.length === 0) return;
    await this.current();
    await Promise.all(files.map((file) => this.ensure(file)));
  }

  /** The files the answer to `pathname` is made of. */
  private filesFor(pathname: string): string[] {
    const { isHost } = this.options;
    if (isHost && (pathname === '/sitemap.xml' || pathname === '/robots.txt')) return [pathname.slice(1)];
    if (!isHost && pathname.startsWith(`/${FRAGMENTS_DIR}/`)) {
      const file = pathname.slice(1).replace(/\.styles\.html$/, '.html');
      return file === FRAGMENT_MANIFEST_FILE || file.endsWith('.html') ? [file] : [];
    }
    if (/\.[a-z0-9]+$/i.test(pathname) && pathname !== '/index.html') return [];
    const route = normalizePath(pathname);
    // A page's answer may be its language's not-found or bad-request page instead (the shell's server decides).
    const { locale } = splitLocale(route);
    return isHost
      ? [pageFile(route), errorPageFile(404, locale), errorPageFile(400, locale)]
      : [route === '/index.html' ? 'index.html' : pageFile(route)];
  }

  /** Resolves once webpack's output and the renderer's generation are those of the latest change. */
  private async current(): Promise<void> {
    const { compiler, sources } = this.options;
    // A change webpack has not noticed yet would be rebuilt right after: wait for it, briefly.
    const unnoticed = sources.changedAt > compiler.lastDone ? NOTICE_MS - (Date.now() - sources.changedAt) : 0;
    if (unnoticed > 0) await new Promise((resolve) => setTimeout(resolve, unnoticed));
    await compiler.idle();
  }

  private ensure(file: string): Promise<void> {
    const generation = this.options.sources.generation;
    if (this.written.get(file) === generation) return Promise.resolve();
    const key = `${generation} ${file}`;
    let pending = this.writing.get(key);
    if (!pending) {
      pending = this.write(file, generation)
        .then(() => void this.written.set(file, generation))
        .finally(() => this.writing.delete(key));
      this.writing.set(key, pending);
    }
    return pending;
  }

  private async write(file: string, generation: number): Promise<void> {
    const { renderer, compiler } = this.options;
    if (file === FRAGMENT_MANIFEST_FILE) {
      const manifest = await renderer.manifest(compiler.dir, generation);
      if (manifest) this.save(manifestFile(manifest, developmentBuild(generation)));
      return;
    }
    if (file === 'sitemap.xml' || file === 'robots.txt') {
      this.save(await renderer.siteFiles(compiler.dir, generation));
      return;
    }
    const rendered = await renderer.render(compiler.dir, generation, file);
    if (!rendered) return;
    if ('head' in rendered) this.save(pageFiles(rendered, this.assembly(generation)));
    else this.save(fragmentFiles(rendered, developmentBuild(generation)));
  }

  /** The page template and stylesheet webpack wrote, and the shell's late stylesheet, written beside them. */
  private assembly(generation: number): AppAssembly {
    const read = (file: string) => readFileSync(path.join(this.outDir, file), 'utf8');
    let late: string | undefined;
    if (this.options.lateStylesheet) {
      const source = path.join(this.options.compiler.dir, this.options.lateStylesheet);
      const sheet = lateStylesheet(readFileSync(source, 'utf8'), path.basename(source, '.css'));
      this.save({ [sheet.file]: sheet.css });
      late = `/${sheet.file}`;
    }
    return {
      isHost: this.options.isHost,
      build: developmentBuild(generation),
      template: read(PAGE_TEMPLATE_FILE),
      css: read('main.css'),
      lateStylesheet: late,
    };
  }

  /** Writes each file whole (a request never reads half of one). */
  private save(files: Record<string, string>) {
    for (const [file, content] of Object.entries(files)) {
      const target = path.join(this.outDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      writeFileSync(temporary, content);
      renameSync(temporary, target);
    }
  }
}
