// Exactly the exports of the federation runtime core that a section's federation runtime reads,
// re-exported one by one: the shell keeps only these (all of the core would be ~25 KB gzip more).
// Every section build is checked against this list (@agency/build's external-runtime-core plugin).
export {
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
