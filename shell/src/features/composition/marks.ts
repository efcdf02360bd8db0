/**
 * Performance marks of the page's composition, for tests and the bench to read
 * (`performance.getEntriesByName('agency:hydrated')`): when the page became interactive (the first
 * commit of the route's own content: hydrated, or rendered), where a slot hydrated or was rendered afresh over its
 * server HTML (code of another build, or none), and whether React ever had to throw server HTML
 * away on its own (a mismatch: a bug). Marks cost nothing a visitor notices.
 */
export type CompositionMark =
  'agency:interactive' | 'agency:hydrated' | 'agency:rendered-afresh' | 'agency:recoverable-error';

export function markComposition(name: CompositionMark, detail?: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name, { detail });
}

let interactive = false;

/** `agency:interactive`, once per page load: later routes are client navigations. */
export function markInteractive(): void {
  if (interactive) return;
  interactive = true;
  markComposition('agency:interactive');
}
