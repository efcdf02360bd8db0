/**
 * The shell's federation runtime: started only on a page that needs a section's code (a section's
 * island, or a slot the server could not fill), never on the others. The shell is no federation
 * container of its own; it starts the runtime here, with:
 * - the sections' locations: those the page's fragments came from (the composed page names them,
 *   so its islands run the code of the same versions), else remotes.json (read at run time:
 *   moving a section is a change of one URL, never a rebuild of the shell);
 * - skew recovery: a section whose files are gone (a retired version) is looked up again in
 *   remotes.json, where it is live now, and loaded from there once; if that fails too, the
 *   island offers a reload;
 * - its own copies of the shared singletons (@agency/platform/shared-singletons): one React, one
 *   emotion and one theme per page, the ones the shell's own islands already run on;
 * - the federation runtime core, for the sections' entries (built without one of their own);
 * - containment: a section that fails to load is reported and its load rejects, so its island or
 *   slot retries and then says it is unavailable; optional integrity pinning of entries.
 */
import * as EmotionReact from '@emotion/react';
import * as EmotionStyled from '@emotion/styled';
import type { ModuleFederation } from '@module-federation/runtime';
import { createInstance } from '@module-federation/runtime';
import type { RemoteModuleId, RemoteModules } from '@agency/platform/contracts';
import { remoteOf } from '@agency/platform/contracts';
import { PAGE_REMOTES_ID } from '@agency/platform/releases';
import { provideRuntimeCore } from '@agency/platform/federation-runtime-core';
import type { SharedSingleton } from '@agency/platform/shared-singletons';
import type { RemoteName } from '@agency/platform/routes';
import { remoteNames } from '@agency/platform/routes';
import { sectionLocationProblem } from '@agency/platform/section-location';
import * as Theme from '@agency/ui/theme';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';

declare const __AGENCY_SHARED_VERSIONS__: Record<SharedSingleton, string>;

/** The shell's own copy of every shared singleton: `satisfies` keeps it in step with the list. */
const provided = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  '@emotion/react': EmotionReact,
  '@emotion/styled': EmotionStyled,
  '@agency/ui/theme': Theme,
} satisfies Record<SharedSingleton, unknown>;

type RemoteManifests = Partial<Record<RemoteName, string>>;

const REMOTES_CONFIG_URL = '/remotes.json';

let federation: ModuleFederation | undefined;
let manifestsPromise: Promise<RemoteManifests> | undefined;
let manifests: RemoteManifests = {};
/** Optional pinning (remotes.json's `integrity`): a section's remoteEntry.js URL -> its SRI hash. */
let pinnedEntries = new Map<string, string>();
/** Remotes whose last load failed: their cached entry is dropped before the next try. */
const failedRemotes = new Set<RemoteName>();

function runtime(): ModuleFederation {
  if (federation) return federation;
  provideRuntimeCore();
  federation = createInstance({
    name: 'shell',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(provided).map(([name, module]) => {
        const version = __AGENCY_SHARED_VERSIONS__[name as SharedSingleton];
        return [name, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
      }),
    ),
    // version-first would fetch every remote entry at start-up, and one dead remote breaks it.
    shareStrategy: 'loaded-first',
    plugins: [
      {
        name: 'agency-entry-script',
        // Every entry loads in CORS mode (sections allow the shell's origin), so that an error it
        // throws reaches the page's telemetry with its message and file; a pinned entry runs only
        // if its bytes have the hash the deploy named (the browser checks).
        createScript({ url }) {
          const script = document.createElement('script');
          script.src = url;
          script.crossOrigin = 'anonymous';
          const integrity = pinnedEntries.get(url);
          if (integrity) script.integrity = integrity;
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
    ],
  });
  return federation;
}

/** The sections' locations the composed page names (its fragments' versions), if it names them. */
function pageRemotes(): unknown {
  const text = document.getElementById(PAGE_REMOTES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function fetchRemotesJson(init?: RequestInit): Promise<unknown> {
  return (init ? fetch(REMOTES_CONFIG_URL, init) : fetch(REMOTES_CONFIG_URL)).then((response) => {
    if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/**
 * Registers the sections where the page says its fragments came from, else where remotes.json
 * (federation name -> mf-manifest.json URL) says they are.
 */
export function loadRemoteManifests(): Promise<RemoteManifests> {
  manifestsPromise ??= Promise.resolve(pageRemotes() ?? fetchRemotesJson())
    .then((loaded) => {
      manifests = trustedLocations(loaded);
      pinnedEntries = entryPins(loaded, manifests);
      runtime().registerRemotes(
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
 * other is left out, and said so: that section's islands say they are unavailable, the rest of
 * the site works.
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

/** Forgets a section's failed load: the next attempt fetches its manifest and entry afresh. */
export function forgetFailedRemote(name: RemoteName): void {
  const entry = manifests[name];
  if (!failedRemotes.has(name) || !entry) return;
  failedRemotes.delete(name);
  // force drops the runtime's cached manifest, entry script and module cache for this remote.
  runtime().registerRemotes([{ name, entry }], { force: true });
}

const moduleCache = new Map<RemoteModuleId, unknown>();
const inFlight = new Map<RemoteModuleId, Promise<unknown>>();

/**
 * Loads one exposed module, typed by its contract. Rejects when the section is unreachable.
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

/** A load that failed at the section's live location too: only a reload can help. */
export class SectionGoneError extends Error {
  readonly offerReload = true;
}

/** Sections already looked up again after their files failed (once per page), and those that moved. */
const relocated = new Set<RemoteName>();
const moved = new Set<RemoteName>();

async function attemptLoad<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  await loadRemoteManifests();
  const name = remoteOf(id);
  if (!manifests[name]) await addMissingLocation(name);
  if (!manifests[name]) throw new Error(`No location configured for remote "${name}"`);
  try {
    return await loadFromRegistered(id);
  } catch (error) {
    if (moved.has(name)) throw new SectionGoneError(`${id} failed at its live location too`, { cause: error });
    if (relocated.has(name) || !(await relocate(name))) throw error;
    try {
      return await loadFromRegistered(id);
    } catch (cause) {
      throw new SectionGoneError(`${id} failed at its live location too`, { cause });
    }
  }
}

async function loadFromRegistered<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const name = remoteOf(id);
  forgetFailedRemote(name);
  const loaded = await runtime().loadRemote<RemoteModules[Id]>(id);
  if (!loaded || (typeof loaded.default !== 'function' && typeof loaded.default !== 'object')) {
    failedRemotes.add(name);
    throw new Error(`Remote module ${id} is unavailable`);
  }
  moduleCache.set(id, loaded);
  return loaded;
}

/** A section the page does not name (no fragment of it was composed): where remotes.json says. */
async function addMissingLocation(name: RemoteName) {
  const live = trustedLocations(await fetchRemotesJson());
  const entry = live[name];
  if (!entry) return;
  manifests = { ...manifests, [name]: entry };
  runtime().registerRemotes([{ name, entry }]);
}

/**
 * After a section's files failed: its location as remotes.json says it now (the live version,
 * when the page's version was retired). True when it moved, and is registered there.
 */
async function relocate(name: RemoteName): Promise<boolean> {
  relocated.add(name);
  try {
    const entry = trustedLocations(await fetchRemotesJson({ cache: 'no-store' }))[name];
    if (!entry || entry === manifests[name]) return false;
    console.warn(`[federation] ${name} is gone from ${manifests[name] ?? '?'}; loading it from ${entry}`);
    manifests = { ...manifests, [name]: entry };
    moved.add(name);
    failedRemotes.add(name); // so that the next load drops what the runtime kept of the old location
    forgetFailedRemote(name);
    return true;
  } catch {
    return false;
  }
}

/** Synchronously returns a module that has loaded before, so a second render needs no wait. */
export function getLoadedRemoteModule<Id extends RemoteModuleId>(id: Id): RemoteModules[Id] | undefined {
  return moduleCache.get(id) as RemoteModules[Id] | undefined;
}
