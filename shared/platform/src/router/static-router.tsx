/**
 * The router of the prerender step (build time, in Node): a page rendered at one location. It is
 * never in a browser bundle, so it is not part of the shared router module; in Node both resolve
 * to the one react-router-dom, so the two share their contexts.
 */
import type { ComponentType, ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';

export { StaticRouter };

/** A router fixed at one location, in the shape the hosts take (`router` of App, StandaloneHost). */
export function routerAt(location: string): ComponentType<{ children: ReactNode }> {
  return function StaticLocation({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };
}
