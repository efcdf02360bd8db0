/**
 * Performance marks of the page's composition, for tests and the bench to read
 * (`performance.getEntriesByName('agency:hydrated')`): where a slot hydrated, and whether React
 * ever had to render server HTML afresh. Marks cost nothing a visitor notices.
 */
export type CompositionMark = 'agency:hydrated' | 'agency:recoverable-error';

export function markComposition(name: CompositionMark, detail?: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name, { detail });
}
