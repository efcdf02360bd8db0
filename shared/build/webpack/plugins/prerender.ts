import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { fragmentFiles, lateStylesheet, manifestFile, PAGE_TEMPLATE_FILE, pageFiles } from '../../prerender/documents';
import type { RenderedApp } from '../../prerender/documents';
import { buildDir, rootDir } from '../workspace-paths';

export interface PrerenderOptions {
  /** The app's folder. */
  dir: string;
  /**
   * The shell: its section routes' pages include the sections' fragments, and it writes
   * sitemap.xml and robots.txt.
   */
  isHost: boolean;
  /** Written into every fragment and fragments/manifest.json. */
  buildId: string;
  /**
   * A stylesheet of the app's (a path in its folder) that nothing on the first paint needs (the
   * shell's app/enhancements.css): started with the page's scripts, after its first paint.
   */
  lateStylesheet?: string;
}

/**
 * Pages from HTML. Renders, beside the compilation, every page of the app and (for a section) its
 * fragments, then writes them into the dist (documents.ts puts each file together):
 * - each route's page (`about/story/index.html`, …) with the route's head (title, description,
 *   canonical URL, Open Graph), its styles inline (the app's stylesheet and emotion's rules) and
 *   its content, islands included; a shell page's scripts start once it has painted; a section
 *   route's page (the shell's) is the frame around an include of the section's fragment, with an
 *   include of the fragment's styles in its head; plus 404.html, 400.html, sitemap.xml and
 *   robots.txt (shell);
 * - a section's fragments (`fragments/route/…`, `fragments/widget/…`), each with its styles
 *   file, and fragments/manifest.json.
 * The page template webpack emitted is used up, never shipped.
 */
export class PrerenderPlugin implements WebpackPluginInstance {
  readonly #options: PrerenderOptions;

  constructor(options: PrerenderOptions) {
    this.#options = options;
  }

  apply(compiler: Compiler): void {
    const { dir, isHost, buildId } = this.#options;
    const { Compilation, sources } = compiler.webpack;
    let rendering: Promise<RenderedApp> | undefined;
    // Rendered in a child process while webpack compiles: the two overlap.
    compiler.hooks.make.tap('Prerender', () => {
      rendering = renderApp(dir, buildId);
      rendering.catch(() => undefined); // awaited (and reported) below
    });
    compiler.hooks.thisCompilation.tap('Prerender', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin has written the template, before compression.
        { name: 'Prerender', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          if (!rendering) throw new Error('Prerender: the renderer was not started');
          const rendered = await rendering;
          const source = (file: string) => compilation.getAsset(file)?.source.source().toString();
          const template = source(PAGE_TEMPLATE_FILE);
          const css = source('main.css');
          if (!template || css === undefined)
            throw new Error(`Prerender: ${PAGE_TEMPLATE_FILE} or main.css was not emitted`);
          compilation.deleteAsset(PAGE_TEMPLATE_FILE);
          // Marked minimized: webpack's HTML minimizer would drop the comments that mark a fragment
          // and the SSI directives.
          const emit = (files: Record<string, string>) => {
            for (const [file, content] of Object.entries(files)) {
              const asset = new sources.RawSource(content);
              if (compilation.getAsset(file)) compilation.updateAsset(file, asset, { minimized: true });
              else compilation.emitAsset(file, asset, { minimized: true });
            }
          };
          let late: string | undefined;
          if (this.#options.lateStylesheet) {
            const file = path.join(dir, this.#options.lateStylesheet);
            const sheet = lateStylesheet(readFileSync(file, 'utf8'), path.basename(file, '.css'));
            compilation.emitAsset(sheet.file, new sources.RawSource(sheet.css), { immutable: true });
            late = `/${sheet.file}`;
          }
          const app = { isHost, build: buildId, template, css, lateStylesheet: late };
          for (const page of rendered.pages) emit(pageFiles(page, app));
          for (const fragment of rendered.fragments) emit(fragmentFiles(fragment, buildId));
          if (rendered.manifest) emit(manifestFile(rendered.manifest, buildId));
          if (rendered.siteFiles) emit(rendered.siteFiles);
        },
      );
    });
  }
}

/**
 * Runs the prerender step's renderer (prerender/render-app.tsx) on an app in a child process:
 * Node with tsx and the asset hooks, in production mode, with the build's id.
 */
function renderApp(dir: string, buildId: string): Promise<RenderedApp> {
  const renderer = path.join(buildDir, 'prerender/render-app.tsx');
  const hooks = path.join(buildDir, 'prerender/register-hooks.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', pathToFileURL(hooks).href, renderer, dir], {
      cwd: dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        AGENCY_BUILD_ID: buildId,
        TSX_TSCONFIG_PATH: path.join(rootDir, 'tsconfig.base.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const log = Buffer.concat(stderr).toString();
      if (code !== 0) return reject(new Error(`Prerender: the renderer exited with ${code}:\n${log}`));
      if (log.trim()) console.log(log.trim());
      resolve(JSON.parse(Buffer.concat(stdout).toString()) as RenderedApp);
    });
  });
}
