/**
 * Node module hooks for the development renderer (render-worker.ts): a module imported with
 * `?v=<generation>` brings the project's own modules it imports in the same generation, so each
 * generation evaluates the project's sources afresh (an edit shows on the next request) while the
 * dependencies in node_modules (React, MUI, emotion) are loaded once and shared by all.
 */
import type { ResolveHook } from 'node:module';

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  const generation = context.parentURL ? new URL(context.parentURL).searchParams.get('v') : null;
  if (!generation || !resolved.url.startsWith('file:') || resolved.url.includes('/node_modules/')) return resolved;
  const url = new URL(resolved.url);
  url.searchParams.set('v', generation);
  return { ...resolved, url: url.href };
};
