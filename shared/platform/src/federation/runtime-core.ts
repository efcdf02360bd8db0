// One federation runtime core per page. A section's remoteEntry.js is built with the plugin's
// `experiments.externalRuntime`: instead of its own copy of @module-federation/runtime-core
// (~19 KB gzip, and the time to compile it on every section page) it reads the core from the
// global _FEDERATION_RUNTIME_CORE. The shell sets it from its own copy before it loads a section
// (shell/src/features/federation/remote-registry.ts); a section's own page (its standalone host)
// through the build's runtime-core-standalone.ts.
import * as runtimeCore from './runtime-core-exports';

declare global {
  // The global a section's federation runtime reads the core from.
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

export function provideRuntimeCore(): void {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/** The exports of the core a section's runtime may read: the build checks each section against them. */
export const providedCoreExports: readonly string[] = Object.keys(runtimeCore);
