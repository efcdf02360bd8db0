/**
 * The React half of the island runtime (island-runtime.ts loads it with the first island that
 * wakes up): hydrates an island's server HTML on a root of its own, or renders it afresh where
 * the HTML cannot be hydrated. One per page: every island shares this React and emotion's
 * default cache (one per page, as @emotion/react is shared, and it starts from the styles already
 * in the page). Each island's module brings its own providers (island-providers.tsx).
 */
import { islandIdPrefix } from '@agency/platform/islands';
import type { ComponentType } from 'react';
import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { IslandFrame, markIsland } from './island-frame';
import type { HydrateIsland } from './island-runtime';

/**
 * Hydrates the island when its HTML came from the same build as its code. A client-only island
 * (its HTML is a placeholder), or code of another build than the HTML (a deploy landed between
 * the page and its code), renders afresh instead: no mismatch for React to trip on, nothing for
 * the visitor to see but the island as the new code draws it.
 */
export const hydrateIsland: HydrateIsland = (element, { markup, module, props }, onReady) => {
  const options = {
    identifierPrefix: islandIdPrefix(markup.id),
    onRecoverableError: (error: unknown) => {
      markIsland('agency:island-mismatch', markup.id);
      console.error(`[islands] ${markup.id} was rendered afresh instead of hydrated:`, error);
    },
  };
  const island = (
    <IslandFrame id={markup.id} onCommit={onReady}>
      {createElement(module.default as ComponentType<Record<string, unknown>>, props)}
    </IslandFrame>
  );
  if (markup.clientOnly || module.build !== markup.build) {
    if (!markup.clientOnly) {
      markIsland('agency:island-afresh', markup.id);
      console.info(
        `[islands] ${markup.id}: the page is of build ${markup.build}, the code of build ${module.build}; rendering afresh`,
      );
    }
    // React clears the element when it commits the new tree: the old HTML shows until then.
    const root = createRoot(element, options);
    startTransition(() => root.render(island));
    return;
  }
  startTransition(() => void hydrateRoot(element, island, options));
};
