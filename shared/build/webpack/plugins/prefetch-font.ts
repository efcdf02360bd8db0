import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/**
 * The brand font is `font-display: optional` and not preloaded: a page never waits for it (it is
 * off the first paint's path, and the largest text paints in the fallback at once if the font is
 * not at hand) and text never shifts. It is prefetched instead, at low priority once the page has
 * loaded, so the visitor's next page finds it in the cache and paints in it.
 */
export class PrefetchFontPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PrefetchFont', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PrefetchFont', (data) => {
        const font = Object.keys(compilation.assets).find((file) => /latin-wght-normal.*\.woff2$/.test(file));
        if (font) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'prefetch',
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
