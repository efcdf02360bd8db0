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
import type { HydrateIsland } from './island-types';
import { keepFields, restoreFields } from './keep-fields';

/**
 * Hydrates the island when its HTML came from the same build as its code. A client-only island
 * (its HTML is a placeholder), one whose HTML is gone (it failed to render before), or code of
 * another build than the HTML (a deploy landed between the page and its code) renders afresh
 * instead: no mismatch for React to trip on, nothing for the visitor to see but the island as the
 * new code draws it.
 */
export const hydrateIsland: HydrateIsland = (element, { markup, module, props, afresh }, { onReady, onError }) => {
  const options = {
    identifierPrefix: islandIdPrefix(markup.id),
    onRecoverableError: (error: unknown) => {
      markIsland('agency:island-mismatch', markup.id);
      console.error(`[islands] ${markup.id} was rendered afresh instead of hydrated:`, error);
    },
  };
  const island = (onCommit: () => void) => (
    <IslandFrame id={markup.id} onCommit={onCommit} onError={onError}>
      {createElement(module.default as ComponentType<Record<string, unknown>>, props)}
    </IslandFrame>
  );
  const clientOnly = markup.render === 'client';
  if (clientOnly || afresh || module.build !== markup.build) {
    if (!clientOnly && !afresh) {
      markIsland('agency:island-afresh', markup.id);
      console.info(
        `[islands] ${markup.id}: the page is of build ${markup.build}, the code of build ${module.build}; rendering afresh`,
      );
    }
    // React clears the element when it commits the new tree: the old HTML shows until then, and
    // what the visitor typed into it is given to the new fields before anything is replayed.
    const kept = keepFields(element);
    const root = createRoot(element, options);
    const committed = () => {
      restoreFields(element, kept);
      onReady();
    };
    startTransition(() => root.render(island(committed)));
    return () => root.unmount();
  }
  const hydrated = () => {
    tellFocus(element);
    onReady();
  };
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(element, island(hydrated), options);
  });
  return () => root?.unmount();
};

/**
 * Tells the island's code about the focus its HTML already had: hydration fires no focus event for
 * a field the visitor focused before, so its component (an MUI field's focused look, say) would
 * not know. A `focusin` on the focused element, the event React's onFocus listens to, does.
 */
function tellFocus(element: HTMLElement) {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && element.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}
