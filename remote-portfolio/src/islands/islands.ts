import type { IslandTable } from '@agency/platform/contracts';

/**
 * The portfolio's islands: its pages are static HTML, so only the section itself, which the
 * browser renders where the server could not include its fragment. Checked against the islands'
 * contract (@agency/platform/contracts); the build exposes it as `portfolio/Section`.
 */
export const islands = {
  Section: () => import('./section'),
} satisfies IslandTable<'portfolio'>;
