/**
 * The suite's own ports, away from the 3000–3004 a developer's `npm run serve` uses, so the
 * suite runs beside it. The private servers of the redeploy spec use 4100 (shell) and 4103.
 */
export const ports = {
  shell: 4000,
  services: 4001,
  blog: 4002,
  portfolio: 4003,
  contact: 4004,
} as const;

export type AppKey = keyof typeof ports;
export type RemoteKey = Exclude<AppKey, 'shell'>;

export const remoteKeys: readonly RemoteKey[] = ['services', 'blog', 'portfolio', 'contact'];

export const originOf = (app: AppKey): string => `http://localhost:${ports[app]}`;

/** The redeploy spec's private shell and portfolio server. */
export const redeployPorts = { shell: 4100, portfolio: 4103 } as const;
