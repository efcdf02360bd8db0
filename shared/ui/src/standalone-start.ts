/**
 * A section's own page in the browser (its standalone host: a section team's check of its build,
 * or its development server): static HTML with islands, woken by the island runtime from the
 * section's own island table.
 */
import type { IslandTable } from '@agency/platform/contracts';
import type { RemoteName } from '@agency/platform/routes';
import { defineIslandElement, localIslands } from './island-runtime';

export function startStandalone<App extends RemoteName>(app: App, islands: IslandTable<App>): void {
  defineIslandElement({ resolve: localIslands(app, islands) });
}
