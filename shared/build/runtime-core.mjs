// One federation runtime core per page. A section's remoteEntry.js is built with the plugin's
// `experiments.externalRuntime`: instead of its own copy of @module-federation/runtime-core
// (~19 KB gzip, and the time to compile it on every section page) it reads the core from the
// global _FEDERATION_RUNTIME_CORE. The shell sets it from its own copy through the runtime plugin
// below; a section's own page (its standalone host) through runtime-core-standalone.mjs.
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/**
 * Exactly the exports a section's federation runtime reads from the core: named one by one, so the
 * shell keeps only what it already uses (a namespace would keep all of the core, ~25 KB gzip). The
 * factory checks every section build against this list (runtimeCorePlugin in webpack-config.mjs).
 */
export const runtimeCore = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export function provideRuntimeCore() {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/** The shell's federation runtime plugin: the core is there before any section's entry loads. */
export default function provideRuntimeCorePlugin() {
  return {
    name: 'agency-provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore();
      return args;
    },
  };
}
