import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates server HTML (and on the server), true from the render after it, and
 * in every render on the client that is not a hydration. For controls that need the page's code:
 * the HTML shows them inert until that code is there.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
