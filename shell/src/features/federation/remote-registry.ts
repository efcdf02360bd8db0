import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules } from '@agency/platform/contracts';
import { remoteModuleIds, remoteOf } from '@agency/platform/contracts';
import type { RemoteName } from '@agency/platform/routes';
import { remoteNames } from '@agency/platform/routes';
import { sectionLocationProblem } from '@agency/platform/section-location';

type RemoteManifests = Partial<Record<RemoteName, string>>;

const REMOTES_CONFIG_URL = '/remotes.json';

let manifestsPromise: Promise<RemoteManifests> | undefined;
let manifests: RemoteManifests = {};
/** Optional pinning (remotes.json's `integrity`): a section's remoteEntry.js URL -> its SRI hash. */
let pinnedEntries = new Map<string, string>();
/** Remotes whose last load failed: their cached entry must be dropped before the next try. */
const failedRemotes = new Set<RemoteName>();

let containmentInstalled = false;

/**
 * Reports a remote that failed to load, and lets loadRemote reject: the section loader retries and
 * then shows its fallback. Installed on first use, not at import: the prerender step imports this
 * module in Node, where no federation runtime instance exists.
 */
function installContainment() {
  if (containmentInstalled) return;
  containmentInstalled = true;
  registerPlugins([
    {
      name: 'agency-entry-integrity',
      // A pinned entry runs only if its bytes have the hash the deploy named (the browser checks).
      createScript({ url }) {
        const integrity = pinnedEntries.get(url);
        if (!integrity) return undefined;
        const script = document.createElement('script');
        script.src = url;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        return script;
      },
    },
    {
      name: 'agency-section-containment',
      errorLoadRemote({ id, error }) {
        const name = String(id).split('/')[0] as RemoteName;
        failedRemotes.add(name);
        console.warn(`[federation] ${String(id)} failed to load`, error);
        return undefined;
      },
    },
  ]);
}

/**
 * Reads remotes.json (federation name -> mf-manifest.json URL) and registers the remotes.
 * index.html preloads the file, so this fetch is served from the preload, in parallel with main.js.
 */
export function loadRemoteManifests(): Promise<RemoteManifests> {
  installContainment();
  manifestsPromise ??= fetch(REMOTES_CONFIG_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
      return response.json() as Promise<RemoteManifests>;
    })
    .then((loaded) => {
      manifests = trustedLocations(loaded);
      pinnedEntries = entryPins(loaded, manifests);
      registerRemotes(
        remoteNames.flatMap((name) => {
          const entry = manifests[name];
          return entry ? [{ name, entry }] : [];
        }),
      );
      return manifests;
    })
    .catch((error: unknown) => {
      manifestsPromise = undefined; // the next attempt fetches again
      throw error;
    });
  return manifestsPromise;
}

/**
 * The sections of remotes.json whose location the shell trusts (see sectionLocationProblem); any
 * other is left out, and said so: that section shows its fallback, the rest of the site works.
 */
function trustedLocations(loaded: unknown): RemoteManifests {
  const entries = typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>) : {};
  const trusted: RemoteManifests = {};
  for (const name of remoteNames) {
    if (!(name in entries)) continue;
    const problem = sectionLocationProblem(entries[name]);
    if (problem) console.error(`[federation] remotes.json: the location of ${name} ${problem}; it is not loaded`);
    else trusted[name] = entries[name] as string;
  }
  return trusted;
}

/** remotes.json's optional `integrity` (section -> SRI hash of its remoteEntry.js), by entry URL. */
function entryPins(loaded: unknown, trusted: RemoteManifests): Map<string, string> {
  const integrity = (loaded as { integrity?: unknown } | null)?.integrity;
  const pins = new Map<string, string>();
  if (typeof integrity !== 'object' || integrity === null) return pins;
  for (const [name, hash] of Object.entries(integrity as Record<string, unknown>)) {
    const manifest = trusted[name as RemoteName];
    if (manifest && typeof hash === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(hash))
      pins.set(new URL('remoteEntry.js', manifest).href, hash);
  }
  return pins;
}

function resetFailedRemote(name: RemoteName) {
  const entry = manifests[name];
  if (!failedRemotes.has(name) || !entry) return;
  failedRemotes.delete(name);
  // force drops the runtime's cached manifest, entry script and module cache for this remote.
  registerRemotes([{ name, entry }], { force: true });
}

const moduleCache = new Map<RemoteModuleId, unknown>();

const inFlight = new Map<RemoteModuleId, Promise<unknown>>();

/**
 * Loads one exposed module, typed by its contract. Rejects when the remote is unreachable.
 * Concurrent calls share one attempt; after a failure the next call starts afresh.
 */
export function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const cached = moduleCache.get(id);
  if (cached) return Promise.resolve(cached as RemoteModules[Id]);
  const pending = inFlight.get(id);
  if (pending) return pending as Promise<RemoteModules[Id]>;
  const attempt = attemptLoad(id).finally(() => inFlight.delete(id));
  inFlight.set(id, attempt);
  return attempt;
}

async function attemptLoad<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  await loadRemoteManifests();
  const name = remoteOf(id);
  if (!manifests[name]) throw new Error(`No location configured for remote "${name}"`);
  resetFailedRemote(name);
  const loaded = await loadRemote<RemoteModules[Id]>(id);
  if (!loaded || (typeof loaded.default !== 'function' && typeof loaded.default !== 'object')) {
    failedRemotes.add(name);
    throw new Error(`Remote module ${id} is unavailable`);
  }
  moduleCache.set(id, loaded);
  return loaded;
}

/** Synchronously returns a module that has loaded before, so revisits render without a flash. */
export function getLoadedRemoteModule<Id extends RemoteModuleId>(id: Id): RemoteModules[Id] | undefined {
  return moduleCache.get(id) as RemoteModules[Id] | undefined;
}

const preloaded = new Set<RemoteName>();

/** Every module a remote exposes, as `preloadRemote` names them. */
const exposesOf = (name: RemoteName) =>
  (Object.keys(remoteModuleIds) as RemoteModuleId[])
    .filter((id) => remoteOf(id) === name)
    .map((id) => `./${id.split('/')[1]}`);

/** Fetches a remote's code (its Section and widgets) ahead of use. Failures are silent: the real load retries. */
export function preloadSection(name: RemoteName): void {
  if (preloaded.has(name)) return;
  preloaded.add(name);
  loadRemoteManifests()
    .then(() => (manifests[name] ? preloadRemote([{ nameOrAlias: name, exposes: exposesOf(name) }]) : undefined))
    .catch(() => preloaded.delete(name));
}

interface ManifestAssets {
  exposes?: { assets: { js: { sync: string[] } } }[];
}

const prefetched = new Set<RemoteName>();

/**
 * Warms the HTTP cache with a remote's entry and every exposed module's chunks, without running
 * any of it: idle-time preloading must not put work on the main thread while a visitor reads.
 */
export function prefetchSection(name: RemoteName): void {
  if (prefetched.has(name) || preloaded.has(name)) return;
  prefetched.add(name);
  loadRemoteManifests()
    .then(async () => {
      const manifestUrl = manifests[name];
      if (!manifestUrl) return;
      const manifest = (await (await fetch(manifestUrl)).json()) as ManifestAssets;
      const files = new Set(['remoteEntry.js', ...(manifest.exposes ?? []).flatMap((expose) => expose.assets.js.sync)]);
      for (const file of files) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = new URL(file, manifestUrl).href;
        document.head.append(link);
      }
    })
    .catch(() => prefetched.delete(name));
}
