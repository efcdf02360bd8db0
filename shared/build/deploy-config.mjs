// Ports and remote locations, overridable by environment variables (see README).
export const apps = [
  { app: 'shell', name: 'shell', portVar: 'SHELL_PORT', defaultPort: 3000 },
  { app: 'remote-services', name: 'services', portVar: 'SERVICES_PORT', defaultPort: 3001, urlVar: 'SERVICES_URL' },
  { app: 'remote-blog', name: 'blog', portVar: 'BLOG_PORT', defaultPort: 3002, urlVar: 'BLOG_URL' },
  { app: 'remote-portfolio', name: 'portfolio', portVar: 'PORTFOLIO_PORT', defaultPort: 3003, urlVar: 'PORTFOLIO_URL' },
  { app: 'remote-contact', name: 'contact', portVar: 'CONTACT_PORT', defaultPort: 3004, urlVar: 'CONTACT_URL' },
];

export function portOf(entry, env = process.env) {
  const value = env[entry.portVar];
  return value ? Number(value) : entry.defaultPort;
}

/** Origin of an app as the browser reaches it, e.g. http://localhost:3002. */
export function originOf(entry, env = process.env) {
  const configured = entry.urlVar && env[entry.urlVar];
  if (configured) return new URL(configured).origin;
  if (entry.app === 'shell' && env.SHELL_URL) return new URL(env.SHELL_URL).origin;
  return `http://localhost:${portOf(entry, env)}`;
}

/** remotes.json: federation name -> mf-manifest.json URL. */
export function defaultRemoteManifests(env = process.env) {
  return Object.fromEntries(
    apps
      .filter((entry) => entry.urlVar)
      .map((entry) => {
        const configured = env[entry.urlVar];
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
export function entryIntegrity(env = process.env) {
  return Object.fromEntries(
    apps
      .filter((entry) => entry.urlVar && env[`${entry.name.toUpperCase()}_ENTRY_INTEGRITY`])
      .map((entry) => [entry.name, env[`${entry.name.toUpperCase()}_ENTRY_INTEGRITY`]]),
  );
}

/** remotes.json as the shell serves it: each section's manifest URL, and `integrity` where pinned. */
export function remotesDocument(env = process.env) {
  const integrity = entryIntegrity(env);
  return { ...defaultRemoteManifests(env), ...(Object.keys(integrity).length > 0 ? { integrity } : {}) };
}
