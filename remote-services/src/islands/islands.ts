import type { IslandTable } from '@agency/platform/contracts';

/**
 * The services section's islands: its pages are static HTML, so only what the browser renders
 * where the server could not include a fragment, the section and Home's service grid. Checked
 * against the islands' contract (@agency/platform/contracts); the build exposes each under its name.
 */
export const islands = {
  Section: () => import('./section'),
  ServiceGrid: () => import('./service-grid'),
} satisfies IslandTable<'services'>;
