/**
 * Where each app runs: its port and, for a section, the location the shell loads it from. All
 * overridable by environment variables (docs/deploying.md lists them); nothing else in the project
 * writes a port or an app's origin out.
 */
import type { AppName } from './routes/routes';

export interface AppEntry {
  /** The workspace folder. */
  app: 'shell' | 'remote-services' | 'remote-blog' | 'remote-portfolio' | 'remote-contact';
  /** The federation name. */
  name: AppName;
  portVar: string;
  defaultPort: number;
  /** A section's public location, when it is not on this machine's port. */
  urlVar?: string;
}

type Env = Record<string, string | undefined>;

/** Each app's port from a base: the shell on `base`, the sections on the four ports after it. */
export function portsFrom(base: number): Record<AppName, number> {
  return { shell: base, services: base + 1, blog: base + 2, portfolio: base + 3, contact: base + 4 };
}

/** The ports `npm start` and `npm run serve` use. */
export const DEFAULT_PORT_BASE = 3000;
const defaultPorts = portsFrom(DEFAULT_PORT_BASE);

const app = (folder: AppEntry['app'], name: AppName, urlVar?: string): AppEntry => ({
  app: folder,
  name,
  portVar: `${name.toUpperCase()}_PORT`,
  defaultPort: defaultPorts[name],
  ...(urlVar ? { urlVar } : {}),
});

export const apps: readonly AppEntry[] = [
  app('shell', 'shell'),
  app('remote-services', 'services', 'SERVICES_URL'),
  app('remote-blog', 'blog', 'BLOG_URL'),
  app('remote-portfolio', 'portfolio', 'PORTFOLIO_URL'),
  app('remote-contact', 'contact', 'CONTACT_URL'),
];

export function portOf(entry: AppEntry, env: Env = process.env): number {
  const value = env[entry.portVar];
  return value ? Number(value) : entry.defaultPort;
}

/** Origin of an app as the browser reaches it, e.g. http://localhost:3002. */
export function originOf(entry: AppEntry, env: Env = process.env): string {
  const configured = entry.urlVar && env[entry.urlVar];
  if (configured) return new URL(configured).origin;
  if (entry.app === 'shell' && env.SHELL_URL) return new URL(env.SHELL_URL).origin;
  return `http://localhost:${portOf(entry, env)}`;
}

/** remotes.json: federation name -> mf-manifest.json URL. */
export function defaultRemoteManifests(env: Env = process.env): Record<string, string> {
  return Object.fromEntries(
    apps
      .filter((entry) => entry.urlVar)
      .map((entry) => {
        const configured = entry.urlVar ? env[entry.urlVar] : undefined;
        const base = configured ? configured.replace(/\/$/, '') : originOf(entry, env);
        return [entry.name, `${base}/mf-manifest.json`];
      }),
  );
}

/**
 * Optional integrity pinning: `<SECTION>_ENTRY_INTEGRITY` (e.g. BLOG_ENTRY_INTEGRITY=sha384-…,
 * the value a section's build writes to its dist/remoteEntry.js.sri) pins the exact
 * remoteEntry.js the shell may run for that section. Off unless set: every deploy of that section
 * must then update the shell's configuration too.
 */
export function entryIntegrity(env: Env = process.env): Record<string, string> {
  const pinned: Record<string, string> = {};
  for (const entry of apps) {
    const value = entry.urlVar && env[`${entry.name.toUpperCase()}_ENTRY_INTEGRITY`];
    if (value) pinned[entry.name] = value;
  }
  return pinned;
}

/** remotes.json as the shell serves it: each section's manifest URL, and `integrity` where pinned. */
export function remotesDocument(env: Env = process.env): Record<string, string | Record<string, string>> {
  const integrity = entryIntegrity(env);
  return { ...defaultRemoteManifests(env), ...(Object.keys(integrity).length > 0 ? { integrity } : {}) };
}
