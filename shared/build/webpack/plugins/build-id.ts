import type { Compiler, WebpackPluginInstance } from 'webpack';

/** Defines `__AGENCY_BUILD_ID__`, which `@agency/platform/build-id` exports as the code's build. */
export class BuildIdPlugin implements WebpackPluginInstance {
  readonly #buildId: string;

  constructor(buildId: string) {
    this.#buildId = buildId;
  }

  apply(compiler: Compiler): void {
    new compiler.webpack.DefinePlugin({ __AGENCY_BUILD_ID__: JSON.stringify(this.#buildId) }).apply(compiler);
  }
}
