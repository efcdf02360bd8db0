import { originOf } from './ports';

/** The routes the sitemap leaves out because they show another route's page under a second path. */
export const ALIAS_ROUTES = ['/services/all-services', '/contact/consultation'] as const;

/**
 * Every route of the site: the sitemap's, and the two aliases it leaves out. Read when a spec
 * loads: Playwright starts the servers before it loads the tests, and each route needs a test of
 * its own. The error is kept, so the spec can fail with it instead of silently checking nothing.
 */
export async function routesFromSitemap(): Promise<{ routes: string[]; error: string | undefined }> {
  try {
    const response = await fetch(`${originOf('shell')}/sitemap.xml`);
    if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    return { routes: [...listed, ...ALIAS_ROUTES], error: undefined };
  } catch (error) {
    return { routes: [], error: String(error) };
  }
}
