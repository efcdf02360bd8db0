import type { IslandTable } from '@agency/platform/contracts';

/**
 * The blog's islands: each one's name and module, checked against the islands' contract
 * (@agency/platform/contracts). The build exposes each to the shell under its name
 * (`blog/ShareButton`), and the blog's own pages load them from here.
 */
export const islands = {
  Section: () => import('./section'),
  ShareButton: () => import('./share-button'),
  SubscribeButton: () => import('./subscribe-button'),
} satisfies IslandTable<'blog'>;
