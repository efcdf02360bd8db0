// One federation runtime core per page. A section's remoteEntry.js is built with the plugin's
// `experiments.externalRuntime`: instead of its own copy of @module-federation/runtime-core
// (~19 KB gzip, and the time to compile it on every section page) it reads the core from the
// global _FEDERATION_RUNTIME_CORE. The shell sets it from its own copy through the runtime plugin
// below; a section's own page (its standalone host) through runtime-core-standalone.ts.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import * as runtimeCore from './runtime-core-exports';

declare global {
  // The global a section's federation runtime reads the core from.
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

export function provideRuntimeCore(): void {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/** The shell's federation runtime plugin: the core is there before any section's entry loads. */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore();
      return args;
    },
  };
}
