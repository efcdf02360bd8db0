/**
 * The modules every page shares between the shell's code and the sections' code loaded through
 * federation: one instance each per page. Only what must be one: React (one React per page, its
 * hooks and roots), emotion (one style cache per page, which knows every rule already in the
 * page), and the theme (one theme object per page). Each island brings the rest of its UI (MUI
 * included) in its own app's copy, so no other module has to cross from one app to another; a
 * shared module is never tree-shaken, so the list stays this narrow.
 *
 * The webpack factory shares each of them at its installed version (`@agency/build`); the shell,
 * which starts the federation runtime only on a page with a section island, provides its own
 * copies of exactly these (shell/src/features/federation/remote-registry.ts).
 */
export const sharedSingletons = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  '@agency/ui/theme': '@agency/ui',
} as const satisfies Record<string, string>;

/** A shared module's name, as code imports it. */
export type SharedSingleton = keyof typeof sharedSingletons;
