import { defaultRemoteManifests } from '@agency/platform/deployment';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/** The shell's list of section locations (federation name -> mf-manifest.json URL). */
export const REMOTES_JSON = 'remotes.json';

/** Emits the default remotes.json (for the build's environment); deploys replace it. */
export class RemotesJsonPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RemotesJson', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesJson', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(defaultRemoteManifests(), null, 2)}\n`;
          compilation.emitAsset(REMOTES_JSON, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}
