import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { providedCoreExports } from '@agency/platform/federation-runtime-core';
import { typeScriptRule } from '../typescript-rule';
import { buildDir } from '../workspace-paths';
import { coreExportsRead } from './core-exports-read';

/** The exports of the core the shell provides (runtime-core-exports.ts). */
const provided = new Set(providedCoreExports);

const STANDALONE_FILE = /^mf-runtime-core\.[0-9a-f]{12}\.js$/;

/**
 * For a section built with an external runtime core:
 * - its own page (index.html + main.js, the standalone host) has no shell to provide the core, so
 *   the build adds mf-runtime-core.<hash>.js (runtime-core-standalone.ts, built by a webpack run
 *   of its own) and runs it before main.js;
 * - the build fails if the section's federation runtime reads an export of the core that the
 *   shell does not provide (runtime-core-exports.ts), as a newer @module-federation/enhanced might.
 */
export class ExternalRuntimeCorePlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    let script: Promise<string> | undefined;
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
              compilation.errors.push(new WebpackError(`RuntimeCore: ${file} does not read _FEDERATION_RUNTIME_CORE`));
              continue;
            }
            const missing = used.filter((name) => !provided.has(name));
            if (missing.length > 0) {
              compilation.errors.push(
                new WebpackError(
                  `RuntimeCore: ${file} reads ${missing.join(', ')} from the federation runtime core, which the shell does not provide: add them to shared/platform/src/federation/runtime-core-exports.ts`,
                ),
              );
            }
          }
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('RuntimeCore', (data) => {
        const file = Object.keys(compilation.assets).find((asset) => STANDALONE_FILE.test(asset));
        if (!file) throw new Error('RuntimeCore: mf-runtime-core.<hash>.js was not emitted');
        // Deferred like main.js and before it: deferred scripts run in document order.
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${data.publicPath}${file}` }),
        );
        return data;
      });
    });
  }
}

/** runtime-core-standalone.ts as one minified script, by a webpack run of its own (about a second). */
function buildStandaloneRuntimeCore(webpack: Compiler['webpack']): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'agency-runtime-core-'));
  const compiler = webpack({
    mode: 'production',
    target: 'web',
    context: buildDir,
    entry: path.join(buildDir, 'runtime-core/runtime-core-standalone.ts'),
    output: { path: outDir, filename: 'runtime-core.js' },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: [typeScriptRule(path.join(buildDir, 'tsconfig.json'))] },
    devtool: false,
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      try {
        if (error) throw error;
        if (stats?.hasErrors()) throw new Error(`runtime-core-standalone.ts: ${stats.toString('errors-only')}`);
        resolve(readFileSync(path.join(outDir, 'runtime-core.js'), 'utf8'));
      } catch (failure) {
        reject(failure instanceof Error ? failure : new Error(String(failure)));
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}
