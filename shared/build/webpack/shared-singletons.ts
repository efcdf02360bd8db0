/**
 * The singletons every app shares: one list, the same in every app. Shared modules are never
 * tree-shaken, so the list holds only what must be one instance across apps, each as narrow
 * as it can be:
 * - react and react-dom (the trailing-slash keys share react/jsx-runtime, react-dom/client);
 * - emotion, which carries the theme and the style cache;
 * - @agency/platform/router, a small re-export of react-router-dom (the whole package is ~60 KB
 *   gzip un-tree-shaken; the subset a third of that), so one router serves all sections;
 * - MUI's two context modules that cross the shell/section boundary: theme defaultProps
 *   (DefaultPropsProvider) and direction (RtlProvider).
 * MUI components themselves are not shared: each app tree-shakes its own copy, so compound
 * components (FormControl + InputBase + their context) always come from one copy.
 */
const singletons: readonly (readonly [key: string, versionOf: string])[] = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['@emotion/react', '@emotion/react'],
  ['@emotion/styled', '@emotion/styled'],
  ['@agency/platform/router', 'react-router-dom'],
  ['@mui/system/DefaultPropsProvider', '@mui/system'],
  ['@mui/system/RtlProvider', '@mui/system'],
];

export interface SharedSingleton {
  singleton: true;
  version: string;
  requiredVersion: string;
  eager: boolean;
}

export interface SharedSingletonsOptions {
  /** The host's are eager (its entry needs no async boundary); a section's are not. */
  eager: boolean;
  /** The installed version of a package, which every app declares and requires (`^version`). */
  versionOf: (pkg: string) => string;
}

/** The federation plugin's `shared` option: each singleton with the installed version of its package. */
export function sharedSingletons({ eager, versionOf }: SharedSingletonsOptions): Record<string, SharedSingleton> {
  return Object.fromEntries(
    singletons.map(([key, pkg]) => {
      const version = versionOf(pkg);
      return [key, { singleton: true, version, requiredVersion: `^${version}`, eager }];
    }),
  );
}
