/**
 * Connection hints for a section page. The page paints from its HTML before any script runs
 * (start-after-paint.js), and the shell's start-up asks for the section's code right after. A
 * preload would fetch the section's files while the HTML and the font are still arriving and
 * compete with them for the first paint; a preconnect only opens the connections those files then
 * come over, one for the scripts (no CORS) and one for the manifest (CORS).
 * The Node server and the nginx site send the same header (nginx-config.ts).
 */
import type { RemoteName } from '@agency/platform/routes';
import { appForPath } from '@agency/platform/routes';

/** The `Link` header value that opens the connections to a section's location. */
export function connectionHints(manifestUrl: string): string {
  const { origin } = new URL(manifestUrl);
  return `<${origin}>; rel=preconnect, <${origin}>; rel=preconnect; crossorigin`;
}

/** The `Link` header value for a page, or undefined for a shell page (or a section not in remotes.json). */
export function sectionLinkHeader(
  pathname: string,
  manifests: Partial<Record<RemoteName, string>>,
): string | undefined {
  const app = appForPath(pathname);
  const manifest = app === 'shell' ? undefined : manifests[app];
  return manifest ? connectionHints(manifest) : undefined;
}
