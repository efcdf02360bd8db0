export interface AppEntry {
  app: 'shell' | 'remote-services' | 'remote-blog' | 'remote-portfolio' | 'remote-contact';
  name: 'shell' | 'services' | 'blog' | 'portfolio' | 'contact';
  portVar: string;
  defaultPort: number;
  urlVar?: string;
}
export const apps: AppEntry[];
export function portOf(entry: AppEntry, env?: NodeJS.ProcessEnv): number;
export function originOf(entry: AppEntry, env?: NodeJS.ProcessEnv): string;
export function defaultRemoteManifests(env?: NodeJS.ProcessEnv): Record<string, string>;
export function entryIntegrity(env?: NodeJS.ProcessEnv): Record<string, string>;
export function remotesDocument(env?: NodeJS.ProcessEnv): Record<string, string | Record<string, string>>;
