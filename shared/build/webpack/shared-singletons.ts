/**
 * The federation plugin's `shared` option: the modules of `@agency/platform/shared-singletons`,
 * each a singleton at the installed version of its package, which every app declares and
 * requires (`^version`). None is eager: the shell provides its own copies to the federation
 * runtime it starts (on a page with a section island), and a section's own page loads them
 * behind its entry's async boundary.
 */
import { sharedSingletons as singletons } from '@agency/platform/shared-singletons';
import type { SharedSingleton as SharedName } from '@agency/platform/shared-singletons';

export interface SharedSingleton {
  singleton: true;
  version: string;
  requiredVersion: string;
  eager: false;
}

/** The installed version of each shared module's package. */
export function sharedVersions(versionOf: (pkg: string) => string): Record<SharedName, string> {
  return Object.fromEntries(Object.entries(singletons).map(([name, pkg]) => [name, versionOf(pkg)])) as Record<
    SharedName,
    string
  >;
}

export function sharedSingletons(versionOf: (pkg: string) => string): Record<SharedName, SharedSingleton> {
  return Object.fromEntries(
    Object.entries(sharedVersions(versionOf)).map(([name, version]) => [
      name,
      { singleton: true, version, requiredVersion: `^${version}`, eager: false },
    ]),
  ) as Record<SharedName, SharedSingleton>;
}
