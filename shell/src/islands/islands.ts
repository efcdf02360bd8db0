import type { IslandTable } from '@agency/platform/contracts';

/**
 * The shell's islands, each from a chunk of the shell's own build: its name, its module, checked
 * against the islands' contract (@agency/platform/contracts). A section's islands are the
 * section's (its own table, exposed through federation).
 */
export const islands = {
  NavBar: () => import(/* webpackChunkName: "island-nav-bar" */ './nav-bar'),
  FaqQuestions: () => import(/* webpackChunkName: "island-faq-questions" */ './faq-questions'),
} satisfies IslandTable<'shell'>;
