import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * Whether the island has hydrated: false in the page's HTML and while React hydrates it (so the
 * two agree), true from the render after. For what the HTML must do without script that the
 * island then does better (every menu item in the tab order, until the arrow keys move between them).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
