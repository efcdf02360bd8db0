// The one webpack + Module Federation configuration of the project. Each app's
// webpack.config.mjs calls createWebpackConfig() with only what differs: name, port, exposes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { tsImport } from 'tsx/esm/api';
import { defaultRemoteManifests } from './deploy-config.mjs';
import { svgDataUrl } from './prerender/svg-data-url.mjs';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(sharedDir, '..');

function installedVersion(pkg) {
  const file = path.join(rootDir, 'node_modules', pkg, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/**
 * The singletons every app shares: one list, the same in every app. Shared modules are never
 * tree-shaken, so the list holds only what must be one instance across apps, each as narrow
 * as it can be:
 * - react and react-dom (the trailing-slash keys share react/jsx-runtime, react-dom/client);
 * - emotion, which carries the theme and the style cache;
 * - @agency/shared/router, a small re-export of react-router (the whole package is ~60 KB
 *   gzip un-tree-shaken; the subset a third of that), so one router serves all sections;
 * - MUI's two context modules that cross the shell/section boundary: theme defaultProps
 *   (DefaultPropsProvider) and direction (RtlProvider).
 * MUI components themselves are not shared: each app tree-shakes its own copy, so compound
 * components (FormControl + InputBase + their context) always come from one copy.
 */
const singletons = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['@emotion/react', '@emotion/react'],
  ['@emotion/styled', '@emotion/styled'],
  ['@agency/shared/router', 'react-router'],
  ['@mui/system/DefaultPropsProvider', '@mui/system'],
  ['@mui/system/RtlProvider', '@mui/system'],
];

export function sharedSingletons({ eager }) {
  return Object.fromEntries(
    singletons.map(([key, versionOf]) => {
      const version = installedVersion(versionOf);
      return [key, { singleton: true, version, requiredVersion: `^${version}`, eager }];
    }),
  );
}

const hashed = '[name].[contenthash:12]';

/** The shell's list of section locations (federation name -> mf-manifest.json URL). */
const REMOTES_JSON = 'remotes.json';

/** A brotli copy (`.br`) of every file `test` matches, at `quality`. */
function brotliPlugin(test, quality) {
  return new CompressionPlugin({
    test,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } },
    threshold: 0,
    minRatio: 0.9,
  });
}

/**
 * @param {object} options
 * @param {string} options.name federation name: 'shell' | 'services' | 'blog' | 'portfolio' | 'contact'
 * @param {string} options.dir the app folder (import.meta.dirname of its webpack.config.mjs)
 * @param {number} options.port dev-server port
 * @param {Record<string, string>} [options.exposes] remotes only
 * @param {string} [options.title] document title of the app's own index.html
 */
export function createWebpackConfig({ name, dir, port, exposes, title = 'Harbourline Digital' }) {
  const isHost = !exposes;
  return async (_env, argv) => {
    const isProd = argv.mode === 'production';
    // A section's production build takes the federation runtime core from the page (the shell's
    // copy) instead of bundling its own: see runtime-core.mjs. Development builds keep their own.
    const externalRuntime = !isHost && isProd;
    // A production shell's pages start their scripts (and fetch remotes.json) after the first paint.
    const startsAfterPaint = isHost && isProd;
    const buildId = isProd ? buildIdOf(dir) : 'development';
    // AGENCY_PRERENDER=off builds without the prerender step: only the bench uses it, to measure
    // what the step adds to a build. Such a dist has no pages from HTML; never deploy it.
    const prerender =
      isProd && process.env.AGENCY_PRERENDER !== 'off' ? await prerenderPlugin({ dir, isHost, buildId }) : undefined;
    return {
      mode: isProd ? 'production' : 'development',
      context: dir,
      // The host's shared modules are eager, so its entry needs no async boundary and the
      // page paints after two round trips (html, js). A remote's standalone entry keeps one.
      entry: { main: path.join(dir, 'src/app/main.tsx') },
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Entries keep stable names: the federation runtime looks them up by name.
        filename: '[name].js',
        chunkFilename: isProd ? `${hashed}.js` : '[name].js',
        assetModuleFilename: isProd ? `assets/${hashed}[ext]` : 'assets/[name][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.join(dir, 'tsconfig.json'),
              compilerOptions: {
                rootDir,
                module: 'esnext',
                composite: false,
                declaration: false,
                emitDeclarationOnly: false,
                noEmit: false,
              },
            },
          },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(woff2?|png|jpe?g|webp|avif)$/, type: 'asset/resource' },
          // The illustrations (article covers, project visuals) are small SVGs and often the page's
          // largest element: inlined, they paint with the page instead of a round trip after it.
          { test: /\.svg$/, type: 'asset/inline', generator: { dataUrl: svgDataUrl } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {} }
            : {
                filename: 'remoteEntry.js',
                exposes,
                // The container's global must not be a plain word: an element with id="contact"
                // becomes window.contact, and the runtime would take it for the container.
                library: { type: 'var', name: `__agency_remote_${name}` },
              }),
          shared: sharedSingletons({ eager: isHost }),
          ...(isHost ? { runtimePlugins: [path.join(sharedDir, 'build/runtime-core.mjs')] } : {}),
          ...(externalRuntime ? { experiments: { externalRuntime: true } } : {}),
          // version-first would fetch every remote entry at start-up, and one dead remote breaks it.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: !isHost,
        }),
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: isProd ? `${hashed}.css` : '[name].css' }),
        new HtmlWebpackPlugin({
          template: path.join(sharedDir, 'build/index.html'),
          favicon: path.join(sharedDir, 'build/favicon.svg'),
          title,
          templateParameters: { isHost, startsAfterPaint },
          scriptLoading: 'defer',
          // A remote's own page (standalone host) must find main.js from any deep path.
          publicPath: '/',
          chunks: ['main'],
        }),
        preloadFontPlugin(),
        ...(startsAfterPaint ? [startAfterPaintPlugin({ fetches: [`/${REMOTES_JSON}`] })] : []),
        ...(isHost ? [remotesJsonPlugin()] : []),
        ...(externalRuntime ? [await externalRuntimeCorePlugin()] : []),
        ...(!isHost && isProd ? [sectionDeployFilesPlugin()] : []),
        ...(prerender ? [prerender] : []),
        buildIdPlugin(buildId),
        ...(isProd
          ? [
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg|xml|txt)$/,
                algorithm: 'gzip',
                filename: '[path][base].gz',
                threshold: 0,
                minRatio: 0.9,
              }),
              brotliPlugin(/\.(js|css|json|svg|xml|txt)$/, 11),
              // The prerendered pages and fragments (8.5 MB over the five apps) at quality 10: 2.7 %
              // larger than at 11, in a third of the time (2.8 s against 7.8 s of CPU for a build).
              brotliPlugin(/\.html$/, 10),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The shell's first load as three scripts fetched in parallel from index.html: each is
        // compiled and run as its own task, so no single task blocks the main thread for long.
        ...(isHost && isProd
          ? {
              splitChunks: {
                cacheGroups: {
                  react: {
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    name: 'react',
                    chunks: 'initial',
                    enforce: true,
                    priority: 20,
                  },
                  vendor: { test: /node_modules[\\/]/, name: 'vendor', chunks: 'initial', enforce: true, priority: 10 },
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        hot: false, // hot updates from a remote break the shell page; live reload works across apps
        liveReload: true,
        historyApiFallback: true,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        static: false,
      },
    };
  };
}

/**
 * For a section built with an external runtime core:
 * - its own page (index.html + main.js, the standalone host) has no shell to provide the core, so
 *   the build adds mf-runtime-core.<hash>.js (runtime-core-standalone.mjs, built by a webpack run
 *   of its own) and runs it before main.js;
 * - the build fails if the section's federation runtime reads an export of the core that the
 *   shell does not provide (runtime-core-exports.mjs), as a newer
 *   @module-federation/enhanced might.
 */
async function externalRuntimeCorePlugin() {
  const provided = new Set(Object.keys(await import('./runtime-core-exports.mjs')));
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      let script;
      compiler.hooks.thisCompilation.tap('RuntimeCore', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'RuntimeCore', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          async () => {
            script ??= buildStandaloneRuntimeCore(compiler.webpack);
            const code = await script;
            const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
            compilation.emitAsset(`mf-runtime-core.${hash}.js`, new sources.RawSource(code), {
              immutable: true,
              minimized: true,
              contenthash: hash,
            });
          },
        );
        compilation.hooks.processAssets.tap(
          // After minification, when the global's variable has its final name.
          { name: 'RuntimeCore', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
          () => {
            for (const file of ['remoteEntry.js', 'main.js']) {
              const used = coreExportsRead(compilation.getAsset(file)?.source.source().toString() ?? '');
              if (used === undefined) {
                compilation.errors.push(
                  new compiler.webpack.WebpackError(`RuntimeCore: ${file} does not read _FEDERATION_RUNTIME_CORE`),
                );
                continue;
              }
              const missing = used.filter((name) => !provided.has(name));
              if (missing.length > 0) {
                compilation.errors.push(
                  new compiler.webpack.WebpackError(
                    `RuntimeCore: ${file} reads ${missing.join(', ')} from the federation runtime core, which the shell does not provide: add them to shared/build/runtime-core-exports.mjs`,
                  ),
                );
              }
            }
          },
        );
        HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('RuntimeCore', (data) => {
          const file = Object.keys(compilation.assets).find((asset) =>
            /^mf-runtime-core\.[0-9a-f]{12}\.js$/.test(asset),
          );
          if (!file) throw new Error('RuntimeCore: mf-runtime-core.<hash>.js was not emitted');
          // Deferred like main.js and before it: deferred scripts run in document order.
          data.headTags.unshift({
            tagName: 'script',
            voidTag: false,
            attributes: { defer: true, src: `${data.publicPath}${file}` },
          });
          return data;
        });
      });
    },
  };
}

/** The names a minified bundle reads from the global core (`x=self._FEDERATION_RUNTIME_CORE`, then `x.name`). */
function coreExportsRead(code) {
  const binding = /([\w$]+)=self\._FEDERATION_RUNTIME_CORE\b/.exec(code)?.[1];
  if (!binding) return undefined;
  const escaped = binding.replace(/\$/g, '\\$');
  const reads = code.matchAll(new RegExp(`(?<![\\w$.])${escaped}\\.([A-Za-z_$][\\w$]*)`, 'g'));
  return [...new Set([...reads].map((match) => match[1]))].sort();
}

/** runtime-core-standalone.mjs as one minified script, by a webpack run of its own (about a second). */
function buildStandaloneRuntimeCore(webpack) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'agency-runtime-core-'));
  const compiler = webpack({
    mode: 'production',
    target: 'web',
    context: sharedDir,
    entry: path.join(sharedDir, 'build/runtime-core-standalone.mjs'),
    output: { path: outDir, filename: 'runtime-core.js' },
    devtool: false,
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      try {
        if (error) throw error;
        if (stats?.hasErrors()) throw new Error(`runtime-core-standalone.mjs: ${stats.toString('errors-only')}`);
        resolve(readFileSync(path.join(outDir, 'runtime-core.js'), 'utf8'));
      } catch (failure) {
        reject(failure);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

/**
 * The shell's prerendered pages paint before its code runs: start-after-paint.js starts the
 * scripts, in order, once the page has painted, and preloads `fetches` beside them. As deferred
 * scripts (or preloaded ones) they would arrive with the HTML on a fast network and run before the
 * first paint, which would then wait for React to compile and hydrate the page.
 */
function startAfterPaintPlugin({ fetches }) {
  const code = readFileSync(path.join(sharedDir, 'build/start-after-paint.js'), 'utf8');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const file = `start-after-paint.${hash}.js`;
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('StartAfterPaint', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'StartAfterPaint', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(file, new sources.RawSource(code), { immutable: true, contenthash: hash }),
        );
        HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartAfterPaint', (data) => {
          const isDeferredScript = (tag) =>
            tag.tagName === 'script' && tag.attributes.defer === true && typeof tag.attributes.src === 'string';
          const scripts = data.headTags.filter(isDeferredScript).map((tag) => tag.attributes.src);
          if (scripts.length === 0) throw new Error('StartAfterPaint: index.html has no deferred script to start');
          data.headTags = data.headTags.filter((tag) => !isDeferredScript(tag));
          data.headTags.push({
            tagName: 'script',
            voidTag: false,
            attributes: {
              defer: true,
              src: `${data.publicPath}${file}`,
              'data-scripts': scripts.join(' '),
              'data-fetches': fetches.join(' '),
            },
          });
          return data;
        });
      });
    },
  };
}

/** Preloads the latin brand font so text paints in it without a late swap. */
function preloadFontPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('PreloadFont', (compilation) => {
        HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadFont', (data) => {
          const font = Object.keys(compilation.assets).find((file) => /latin-wght-normal.*\.woff2$/.test(file));
          if (font) {
            data.headTags.unshift({
              tagName: 'link',
              voidTag: true,
              attributes: {
                rel: 'preload',
                href: `${data.publicPath}${font}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: 'anonymous',
              },
            });
          }
          return data;
        });
      });
    },
  };
}

/**
 * A hash of everything a build's output depends on: the app's sources, the shared package and the
 * lockfile. Builds from the same sources produce the same files, so they share an id. The code
 * carries it (`@agency/shared/build-id`), and so does every fragment the build prerenders.
 */
function buildIdOf(dir) {
  const hash = createHash('sha256');
  const add = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) add(file);
      else hash.update(`${path.relative(rootDir, file)}\0`).update(readFileSync(file));
    }
  };
  add(path.join(dir, 'src'));
  add(path.join(sharedDir, 'src'));
  add(path.join(sharedDir, 'build'));
  hash.update(readFileSync(path.join(rootDir, 'package-lock.json')));
  return hash.digest('hex').slice(0, 12);
}

/** Defines `__AGENCY_BUILD_ID__`, which `@agency/shared/build-id` exports as the code's build. */
function buildIdPlugin(buildId) {
  return {
    apply(compiler) {
      new compiler.webpack.DefinePlugin({ __AGENCY_BUILD_ID__: JSON.stringify(buildId) }).apply(compiler);
    },
  };
}

/**
 * Runs the prerender step's renderer (prerender/render-app.tsx) on an app in a child process:
 * Node with tsx and the asset hooks, in production mode, with the build's id.
 */
function renderApp(dir, buildId) {
  const renderer = path.join(sharedDir, 'build/prerender/render-app.tsx');
  const hooks = path.join(sharedDir, 'build/prerender/register-hooks.mjs');
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
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const log = Buffer.concat(stderr).toString();
      if (code !== 0) return reject(new Error(`Prerender: the renderer exited with ${code}:\n${log}`));
      if (log.trim()) console.log(log.trim());
      resolve(JSON.parse(Buffer.concat(stdout).toString()));
    });
  });
}

/**
 * Pages from HTML. Renders, beside the compilation, every page of the app and (for a section) its
 * fragments, then writes them into the dist:
 * - each route's page (`about/story/index.html`, …) with the route's head (title, description,
 *   canonical URL, Open Graph), its styles inline (the app's stylesheet and emotion's rules) and
 *   its content; a section route's page (the shell's) is the frame around an include of the
 *   section's fragment; plus 404.html, sitemap.xml and robots.txt (shell);
 * - a section's fragments (`fragments/route/…`, `fragments/widget/…`) and fragments/manifest.json;
 * - a lazy page's chunk is named in its HTML, among the scripts the page starts after its first
 *   paint (or preloaded, on a page without start-after-paint.js), so it downloads beside main.js.
 */
async function prerenderPlugin({ dir, isHost, buildId }) {
  const load = (file) => tsImport(path.join(sharedDir, file), import.meta.url);
  const [{ pageChunkName }, { pageHead, headHtml }, { sitemapXml, robotsTxt }, documents, { FRAGMENT_MANIFEST_FILE }] =
    await Promise.all([
      load('src/routes/routes.ts'),
      load('src/routes/page-head.ts'),
      load('src/routes/site-files.ts'),
      load('build/prerender/documents.ts'),
      load('src/contracts/fragments.ts'),
    ]);
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      let rendering;
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
            const rendered = await rendering;
            const source = (file) => compilation.getAsset(file)?.source.source().toString();
            const template = source('index.html');
            const css = source('main.css');
            if (!template || css === undefined) throw new Error('Prerender: index.html or main.css was not emitted');
            // Marked minimized: webpack's HTML minimizer would drop the comments React hydrates
            // Suspense boundaries from (and that mark a fragment).
            const emit = (file, content) => {
              const asset = new sources.RawSource(content);
              if (compilation.getAsset(file)) compilation.updateAsset(file, asset, { minimized: true });
              else compilation.emitAsset(file, asset, { minimized: true });
            };
            for (const page of rendered.pages) {
              const body = { html: isHost ? documents.slotsToIncludes(page.html) : page.html, styles: page.styles };
              const head = headHtml(pageHead(page.path));
              const pageScripts = pageChunkFiles(compilation, pageChunkName(page.path));
              emit(page.file, documents.pageDocument({ template, head, css, pageScripts, body }));
            }
            for (const fragment of rendered.fragments) {
              emit(fragment.file, documents.fragmentDocument(fragment.id, buildId, fragment));
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
    },
  };
}

/** The script files of a named chunk group (a lazy page), or none. */
function pageChunkFiles(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return [];
  return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
}

/**
 * A section's dist as it deploys:
 * - without the federation plugin's mf-stats.json: build statistics (source paths, every shared
 *   module's version) are for the build, not for the section's origin; the browser and the
 *   shell's server read mf-manifest.json only;
 * - with remoteEntry.js.sri, the entry's Subresource Integrity hash (sha384), for a deploy that
 *   pins the entry the shell may run (`<SECTION>_ENTRY_INTEGRITY`, see deploy-config.mjs).
 */
function sectionDeployFilesPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('SectionDeployFiles', (compilation) => {
        compilation.hooks.processAssets.tap(
          // Last: remoteEntry.js is final (minified, checked), and the .sri file is not compressed.
          { name: 'SectionDeployFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            if (compilation.getAsset('mf-stats.json')) compilation.deleteAsset('mf-stats.json');
            const entry = compilation.getAsset('remoteEntry.js');
            if (!entry) throw new Error('SectionDeployFiles: remoteEntry.js was not emitted');
            const hash = createHash('sha384').update(entry.source.buffer()).digest('base64');
            compilation.emitAsset('remoteEntry.js.sri', new compiler.webpack.sources.RawSource(`sha384-${hash}\n`));
          },
        );
      });
    },
  };
}

/** Emits the default remotes.json (federation name -> manifest URL); deploys replace it. */
function remotesJsonPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('RemotesJson', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'RemotesJson', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const json = `${JSON.stringify(defaultRemoteManifests(), null, 2)}\n`;
            compilation.emitAsset(REMOTES_JSON, new compiler.webpack.sources.RawSource(json));
          },
        );
      });
    },
  };
}
