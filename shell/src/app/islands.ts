/**
 * Where the shell finds each island's code: its own (the navigation bar, FAQ's questions) in
 * chunks of its own build; a section's through federation, from wherever remotes.json says the
 * section is, so a section's islands deploy with the section and never with the shell. The
 * federation runtime (and remotes.json) is loaded only for a page that has a section's island.
 */
import { isIslandModuleId } from '@agency/platform/contracts';
import type { IslandName } from '@agency/platform/islands';
import { islandApp } from '@agency/platform/islands';
import type { RemoteName } from '@agency/platform/routes';
import type { IslandModule } from '@agency/ui/island-runtime';
import { localIslands } from '@agency/ui/island-runtime';

const shellIslands = localIslands({
  'shell/NavBar': () => import(/* webpackChunkName: "island-nav-bar" */ '../islands/nav-bar'),
  'shell/FaqQuestions': () => import(/* webpackChunkName: "island-faq-questions" */ '../islands/faq-questions'),
});

const federation = () => import(/* webpackChunkName: "federation" */ '../features/federation/remote-registry');

export function resolveIsland(name: IslandName): Promise<IslandModule> {
  if (islandApp(name) === 'shell') return shellIslands(name);
  if (!isIslandModuleId(name)) return Promise.reject(new Error(`${name} is no island of a section`));
  return federation().then(({ loadRemoteModule }) => loadRemoteModule(name) as Promise<IslandModule>);
}

/** Before Try again: a section whose code failed to load is fetched afresh. */
export function forgetIsland(name: IslandName): void {
  const app = islandApp(name);
  if (app === 'shell') return;
  void federation().then(({ forgetFailedRemote }) => forgetFailedRemote(app as RemoteName));
}
