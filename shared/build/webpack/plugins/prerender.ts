import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { headHtml, pageHead } from '@agency/content/site/page-head';
import { robotsTxt, sitemapXml } from '@agency/content/site/site-files';
import { FRAGMENT_MANIFEST_FILE, fragmentStylesFile } from '@agency/platform/fragments';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import {
  fragmentDocument,
  fragmentStylesDocument,
  pageDocument,
  slotStyleIncludes,
  slotsToIncludes,
} from '../../prerender/documents';
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
 * fragments, then writes them into the dist:
 * - each route's page (`about/story/index.html`, …) with the route's head (title, description,
 *   canonical URL, Open Graph), its styles inline (the app's stylesheet and emotion's rules) and
 *   its content, islands included; a shell page's scripts start once it has painted; a section route's page (the shell's) is the frame around an
 *   include of the section's fragment, with an include of the fragment's styles in its head; plus
 *   404.html, 400.html, sitemap.xml and robots.txt (shell);
 * - a section's fragments (`fragments/route/…`, `fragments/widget/…`), each with its styles
 *   file, and fragments/manifest.json.
 */
export class PrerenderPlugin implements WebpackPluginInstance {
  readonly #options: PrerenderOptions;

  constructor(options: PrerenderOptions) {
    this.#options = options;
  }

  apply(compiler: Compiler): void {
    const { dir, isHost, buildId, lateStylesheet } = this.#options;
    const { Compilation, sources } = compiler.webpack;
    let rendering: Promise<RenderedApp> | undefined;
    // Rendered in a child process while webpack compiles: the two overlap.
    compiler.hooks.make.tap('Prerender', () => {
      rendering = renderApp(dir, buildId);
      rendering.catch(() => undefined); // awaited (and reported) below
    });
    compiler.hooks.thisCompilation.tap('Prerender', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin has written index.html, before compression.
        { name: 'Prerender', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          if (!rendering) throw new Error('Prerender: the renderer was not started');
          const rendered = await rendering;
          const source = (file: string) => compilation.getAsset(file)?.source.source().toString();
          const template = source('index.html');
          const css = source('main.css');
          if (!template || css === undefined) throw new Error('Prerender: index.html or main.css was not emitted');
          // Marked minimized: webpack's HTML minimizer would drop the comments that mark a fragment
          // and the SSI directives.
          const emit = (file: string, content: string) => {
            const asset = new sources.RawSource(content);
            if (compilation.getAsset(file)) compilation.updateAsset(file, asset, { minimized: true });
            else compilation.emitAsset(file, asset, { minimized: true });
          };
          /** The late stylesheet, comments and indentation left out, under a name with its hash. */
          const emitLateStylesheet = (file: string): string => {
            const cssText = readFileSync(file, 'utf8')
              .replace(/\/\*[\s\S]*?\*\//g, '')
              .replace(/\s*\n\s*/g, '')
              .trim();
            const hash = createHash('sha256').update(cssText).digest('hex').slice(0, 12);
            const name = `${path.basename(file, '.css')}.${hash}.css`;
            compilation.emitAsset(name, new sources.RawSource(cssText), { immutable: true, contenthash: hash });
            return name;
          };
          // The shell's pages start their scripts (and the late stylesheet) once they have painted.
          const late = lateStylesheet ? emitLateStylesheet(path.join(dir, lateStylesheet)) : undefined;
          const startAfterPaint = isHost ? { styles: late ? [`/${late}`] : [] } : undefined;
          for (const page of rendered.pages) {
            const body = { html: isHost ? slotsToIncludes(page.html) : page.html, styles: page.styles };
            const head = headHtml(pageHead(page.path));
            const headEnd = isHost ? slotStyleIncludes(page.html) : '';
            emit(page.file, pageDocument({ template, head, css, body, headEnd, startAfterPaint }));
          }
          for (const fragment of rendered.fragments) {
            emit(fragment.file, fragmentDocument(fragment.id, buildId, fragment.html));
            emit(fragmentStylesFile(fragment.file), fragmentStylesDocument(fragment.id, buildId, fragment.styles));
          }
          if (rendered.manifest) {
            emit(FRAGMENT_MANIFEST_FILE, `${JSON.stringify({ ...rendered.manifest, build: buildId }, null, 2)}\n`);
          }
          if (isHost) {
            emit('sitemap.xml', sitemapXml());
            emit('robots.txt', robotsTxt());
          }
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
