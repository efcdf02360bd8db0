import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { buildDir } from '../workspace-paths';
import { startAfterPaintTags } from './start-after-paint-tags';

/**
 * The shell's prerendered pages paint before its code runs: start-after-paint.js starts the
 * scripts, in order, once the page has painted, and preloads `fetches` beside them. As deferred
 * scripts (or preloaded ones) they would arrive with the HTML on a fast network and run before the
 * first paint, which would then wait for React to compile and hydrate the page.
 */
export class StartAfterPaintPlugin implements WebpackPluginInstance {
  readonly #fetches: string[];

  constructor({ fetches }: { fetches: string[] }) {
    this.#fetches = fetches;
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    const code = readFileSync(path.join(buildDir, 'start-after-paint.js'), 'utf8');
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
    const file = `start-after-paint.${hash}.js`;
    compiler.hooks.thisCompilation.tap('StartAfterPaint', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartAfterPaint', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new sources.RawSource(code), { immutable: true, contenthash: hash }),
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartAfterPaint', (data) => {
        data.headTags = startAfterPaintTags(data.headTags, {
          src: `${data.publicPath}${file}`,
          fetches: this.#fetches,
        });
        return data;
      });
    });
  }
}
