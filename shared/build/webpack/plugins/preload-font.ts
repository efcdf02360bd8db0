import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/** Preloads the latin brand font so text paints in it without a late swap. */
export class PreloadFontPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadFont', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadFont', (data) => {
        const font = Object.keys(compilation.assets).find((file) => /latin-wght-normal.*\.woff2$/.test(file));
        if (font) {
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `${data.publicPath}${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: 'anonymous',
            }),
          );
        }
        return data;
      });
    });
  }
}
