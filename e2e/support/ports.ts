/**
 * The suite's own ports, away from the 3000–3004 a developer's `npm run serve` uses, so the
 * suite runs beside it. E2E_PORT_BASE moves the whole set (default 4000), so two checkouts or
 * two people can run the suite on one machine; the redeploy spec's private shell and portfolio
 * server sit at base + 50 and base + 53 (bases 100 apart never collide). A shell's /metrics
 * listener is on its port + 5. No port of a base of 4000 or 5000 is one that fetch and browsers
 * refuse to connect to (5060 and 5061, SIP, are).
 */
import { portsFrom } from '@agency/platform/deployment';
import type { AppName, RemoteName } from '@agency/platform/routes';
import { remoteNames } from '@agency/platform/routes';

const base = Number(process.env.E2E_PORT_BASE ?? 4000);

export const ports = portsFrom(base);

export type AppKey = AppName;
export type RemoteKey = RemoteName;

export const remoteKeys: readonly RemoteKey[] = remoteNames;

export const originOf = (app: AppKey): string => `http://localhost:${ports[app]}`;

/** The redeploy spec's private shell and portfolio server. */
export const redeployPorts = { shell: base + 50, portfolio: base + 53 } as const;

/** nginx serving the shell's dist with the generated sample configuration (nginx spec); + 9 is never listened on. */
export const nginxPort = base + 57;

/** The nginx releases spec's site and its private blog server (a store of its own). */
export const nginxReleasePorts = { site: base + 62, blog: base + 63 } as const;

/**
 * The telemetry spec's private shell and blog server (its metrics are that spec's alone, on the
 * shell's port + 5), and the Prometheus that scrapes them.
 */
export const telemetryPorts = { shell: base + 90, blog: base + 92, prometheus: base + 97 } as const;

/**
 * The releases spec's private shell and blog server (its own store of versions), and a shell it
 * starts with a preview secret too short to take. A shell's /metrics listener is on its port + 5.
 */
export const releasePorts = { shell: base + 80, blog: base + 82, shortSecretShell: base + 83 } as const;

/**
 * The composition spec's private shells (one with a section that never answers, and a port nothing
 * listens on; one that pins sections' entries by integrity).
 */
export const compositionPorts = {
  shell: base + 70,
  silentSection: base + 71,
  deadSection: base + 72,
  pinnedShell: base + 73,
} as const;

/**
 * The development server's, on a copy of the tree (dev-server.spec.ts): the whole site on
 * base + 20 to + 24, then the blog alone on base + 27.
 */
export const devPorts = { site: portsFrom(base + 20), standaloneBlog: base + 27 } as const;
