/**
 * A section's own page in the browser (its standalone host: a section team's check of its build,
 * or its development server). A page its build prerendered is static HTML with islands, woken by
 * the island runtime from the section's own modules; a page without HTML (a development build)
 * is rendered in the browser whole.
 */
import type { IslandName } from '@agency/platform/islands';
import type { IslandModule } from './island-runtime';
import { localIslands, startIslands } from './island-runtime';

export interface StandaloneStartOptions {
  /** The section's islands, by name. */
  islands: Readonly<Partial<Record<IslandName, () => Promise<IslandModule>>>>;
  /** Renders the page in the browser (development): loaded only where the page has no HTML. */
  renderInBrowser: () => Promise<{ default: (container: HTMLElement) => void }>;
}

export function startStandalone({ islands, renderInBrowser }: StandaloneStartOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (container.firstElementChild) startIslands({ resolve: localIslands(islands) });
  else void renderInBrowser().then(({ default: render }) => render(container));
}
