/**
 * Where the shell finds each island's code: its own (the navigation bar, FAQ's questions) in
 * chunks of its own build; a section's through federation, from wherever the page (or
 * remotes.json) says the section is, so a section's islands deploy with the section and never with
 * the shell. The federation runtime is loaded only for a page that wakes a section's island.
 */
import type { IslandName } from '@agency/platform/islands';
import { islandApp } from '@agency/platform/islands';
import type { RemoteModuleId } from '@agency/platform/contracts';
import type { RemoteName } from '@agency/platform/routes';
import type { IslandModule } from '@agency/ui/island-runtime';
import { localIslands } from '@agency/ui/island-runtime';
import { islands } from '../islands/islands';

const shellIslands = localIslands('shell', islands);

const federation = () => import(/* webpackChunkName: "federation" */ '../features/federation/remote-registry');

export function resolveIsland(name: IslandName): Promise<IslandModule> {
  if (islandApp(name) === 'shell') return shellIslands(name);
  return federation().then(({ loadRemoteModule }) => loadRemoteModule(name as RemoteModuleId) as Promise<IslandModule>);
}

/** Before trying again: a section whose code failed to load is fetched afresh. */
export function forgetIsland(name: IslandName): void {
  const app = islandApp(name);
  if (app === 'shell') return;
  void federation().then(({ forgetFailedRemote }) => forgetFailedRemote(app as RemoteName));
}
