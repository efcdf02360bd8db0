import { createContext, useContext } from 'react';
import type { ServerPage } from './server-page';

/**
 * Where the tree being rendered comes from:
 * - `prerender`: the shell's build renders the frame; slots render their own content between
 *   markers that the build turns into includes (see the prerender step);
 * - `hydrate`: the browser hydrates HTML from the server, described by `page`;
 * - `client`: the browser renders from nothing (a development build).
 */
export type PageOrigin = { kind: 'prerender' } | { kind: 'hydrate'; page: ServerPage } | { kind: 'client' };

export const PageOriginContext = createContext<PageOrigin>({ kind: 'client' });

export function usePageOrigin(): PageOrigin {
  return useContext(PageOriginContext);
}
