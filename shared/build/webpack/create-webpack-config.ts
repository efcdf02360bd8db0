/**
 * The one webpack + Module Federation configuration of the project. Each app's webpack.config.mjs
 * calls createWebpackConfig() with only what differs: name, port, exposes. The plugins of our own
 * are in ./plugins, one module each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { AppName } from '@agency/platform/routes';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Compiler, Configuration, WebpackPluginInstance } from 'webpack';
import { PAGE_TEMPLATE_FILE } from '../prerender/documents';
import { svgDataUrl } from '../prerender/svg-data-url';
import { hashSources } from './hash-sources';
import { islandExposes } from './island-exposes';
import { BuildIdPlugin } from './plugins/build-id';
import { compressionPlugins } from './plugins/compression';
import { ExternalRuntimeCorePlugin } from './plugins/external-runtime-core';
import { PrerenderPlugin } from './plugins/prerender';
import { RemotesJsonPlugin } from './plugins/remotes-json';
import { SectionDeployFilesPlugin } from './plugins/section-deploy-files';
import { sharedSingletons, sharedVersions } from './shared-singletons';
import { typeScriptRule } from './typescript-rule';
import { buildDir, installedVersion, rootDir, sharedDir } from './workspace-paths';

/** TELEMETRY_SAMPLE_RATE as a share from 0 to 1 (default 1: every page view reports). */
export function telemetrySampleRate(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(
      `TELEMETRY_SAMPLE_RATE takes a share from 0 to 1 (0.25 for a quarter of page views), not "${value}"`,
    );
  return rate;
}

export interface WebpackConfigOptions {
  /**
   * The federation name. A section exposes its islands (its island table, src/islands/islands.ts);
   * the shell exposes nothing: it is no federation container, and starts the federation runtime
   * itself, only on a page that wakes a section's island (shell/src/features/federation).
   */
  name: AppName;
  /** The app's folder (import.meta.dirname of its webpack.config.mjs). */
  dir: string;
  /** The document title of the app's own index.html. */
  title?: string;
}

/** What webpack-cli passes a configuration function (`--mode` and the rest of its flags). */
export interface WebpackArgv {
  mode?: Configuration['mode'];
}

export type WebpackConfigFunction = (env: unknown, argv: WebpackArgv) => Promise<Configuration>;

const hashed = '[name].[contenthash:12]';

/**
 * A hash of everything a build's output depends on: the app's sources, the shared packages and the
 * lockfile. Builds from the same sources produce the same files, so they share an id. The code
 * carries it (`@agency/platform/build-id`), and so does every fragment the build prerenders.
 */
function buildIdOf(dir: string): string {
  return hashSources({
    rootDir,
    folders: [
      path.join(dir, 'src'),
      ...['platform/src', 'content/src', 'ui/src', 'build'].map((pkg) => path.join(sharedDir, pkg)),
    ],
    files: [path.join(rootDir, 'package-lock.json')],
  });
}

export function createWebpackConfig({
  name,
  dir,
  title = 'Harbourline Digital',
}: WebpackConfigOptions): WebpackConfigFunction {
  const isHost = name === 'shell';
  return async (_env, argv) => {
    const isProd = argv.mode === 'production';
    // A section's production build takes the federation runtime core from the page (the shell's
    // copy) instead of bundling its own: see @agency/platform/federation-runtime-core. Development
    // builds keep their own.
    const externalRuntime = !isHost && isProd;
    const buildId = isProd ? buildIdOf(dir) : 'development';
    // AGENCY_PRERENDER=off builds without the prerender step: only the bench uses it, to measure
    // what the step adds to a build. Such a dist has no pages from HTML; never deploy it.
    const prerender = isProd && process.env.AGENCY_PRERENDER !== 'off';
    const federation = isHost
      ? []
      : [
          new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes: islandExposes(dir),
            // The container's global must not be a plain word: an element with id="contact"
            // becomes window.contact, and the runtime would take it for the container.
            library: { type: 'var', name: `__agency_remote_${name}` },
            shared: sharedSingletons(installedVersion),
            ...(externalRuntime ? { experiments: { externalRuntime: true } } : {}),
            // version-first would fetch every remote entry at start-up, and one dead remote breaks it.
            shareStrategy: 'loaded-first',
            dts: false,
            // The manifest names no files per expose. The plugin's analysis gave an island the
            // files of every expose that shares its module (the contact form those of the
            // section and the quote form, both languages' copy among them), and the runtime
            // fetches what the manifest names: the entry's own chunk map is exact.
            manifest: { disableAssetsAnalyze: true },
          }),
        ];
    const plugins: WebpackPluginInstance[] = [
      ...federation,
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: isProd ? `${hashed}.css` : '[name].css' }),
      new HtmlWebpackPlugin({
        // Every page is made from it (prerender/documents.ts), at the build or by the dev server.
        filename: PAGE_TEMPLATE_FILE,
        template: path.join(buildDir, 'index.html'),
        title,
        // Inline: a favicon fetched while the page loads would be one more request before its paint.
        templateParameters: { faviconDataUrl: svgDataUrl(readFileSync(path.join(buildDir, 'favicon.svg'))) },
        scriptLoading: 'defer',
        // A remote's own page (standalone host) must find main.js from any deep path.
        publicPath: '/',
        chunks: ['main'],
      }),
      ...(isHost ? [new RemotesJsonPlugin()] : []),
      ...(externalRuntime ? [new ExternalRuntimeCorePlugin()] : []),
      ...(!isHost && isProd ? [new SectionDeployFilesPlugin()] : []),
      ...(prerender
        ? [
            new PrerenderPlugin({
              dir,
              isHost,
              buildId,
              ...(isHost ? { lateStylesheet: 'src/app/enhancements.css' } : {}),
            }),
          ]
        : []),
      new BuildIdPlugin(buildId),
      // What the shell provides to the federation runtime it starts: the shared modules' versions.
      {
        apply: (compiler: Compiler) =>
          new compiler.webpack.DefinePlugin({
            __AGENCY_SHARED_VERSIONS__: JSON.stringify(sharedVersions(installedVersion)),
            // The share of page views that send telemetry (the shell's features/telemetry).
            __AGENCY_TELEMETRY_SAMPLE__: JSON.stringify(telemetrySampleRate(process.env.TELEMETRY_SAMPLE_RATE)),
          }).apply(compiler),
      },
      ...(isProd ? compressionPlugins() : []),
    ];
    return {
      mode: isProd ? 'production' : 'development',
      context: dir,
      // The shell's entry is the island runtime (main.ts); a section's is its own page's start-up,
      // behind an async boundary (main.tsx imports bootstrap.tsx) for its shared modules.
      entry: { main: path.join(dir, isHost ? 'src/app/main.ts' : 'src/app/main.tsx') },
      // No eval in development either: the pages' Content-Security-Policy (the production one) forbids it.
      devtool: isProd ? false : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Entries keep stable names: the federation runtime looks them up by name.
        filename: '[name].js',
        chunkFilename: isProd ? `${hashed}.js` : '[name].js',
        assetModuleFilename: isProd ? `assets/${hashed}[ext]` : 'assets/[name][ext]',
        publicPath: isHost ? '/' : 'auto',
        // A section's chunks load into the shell's page from the section's origin, in CORS mode
        // (sections allow the shell's origin on every file): an error they throw then reaches the
        // page's telemetry with its message and file, where a plain cross-origin script's is only
        // "Script error.".
        ...(isHost ? {} : { crossOriginLoading: 'anonymous' as const }),
        uniqueName: name,
        // The development server writes pages and fragments beside webpack's output, as it renders them.
        clean: isProd,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          typeScriptRule(path.join(dir, 'tsconfig.json')),
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(woff2?|png|jpe?g|webp|avif)$/, type: 'asset/resource' },
          // The illustrations (article covers, project visuals) are small SVGs and often the page's
          // largest element: inlined, they paint with the page instead of a round trip after it.
          { test: /\.svg$/, type: 'asset/inline', generator: { dataUrl: svgDataUrl } },
        ],
      },
      plugins,
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
