import { createHash } from 'node:crypto';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/**
 * A section's dist as it deploys:
 * - without the federation plugin's mf-stats.json: build statistics (source paths, every shared
 *   module's version) are for the build, not for the section's origin; the browser and the
 *   shell's server read mf-manifest.json only;
 * - with remoteEntry.js.sri, the entry's Subresource Integrity hash (sha384), for a deploy that
 *   pins the entry the shell may run (`<SECTION>_ENTRY_INTEGRITY`, see @agency/platform/deployment).
 */
export class SectionDeployFilesPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
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
  }
}
