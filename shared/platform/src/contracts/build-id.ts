/**
 * The build an app's code comes from. The webpack factory defines `__AGENCY_BUILD_ID__` (a hash
 * of the sources and the lockfile); the prerender step, which runs the same sources in Node,
 * reads the same value from `AGENCY_BUILD_ID`. Each exposed module exports it as `build`, so the
 * shell can tell whether the code it loaded is the one that rendered a page's fragment.
 */
declare const __AGENCY_BUILD_ID__: string | undefined;

export const buildId: string =
  typeof __AGENCY_BUILD_ID__ === 'string'
    ? __AGENCY_BUILD_ID__
    : ((globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.AGENCY_BUILD_ID ??
      'development');
