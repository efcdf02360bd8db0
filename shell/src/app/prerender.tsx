import type { PrerenderEntry } from '@agency/platform/prerender';
import { pageFile } from '@agency/platform/prerender';
import { routerAt } from '@agency/platform/static-router';
import { routeTable } from '@agency/platform/routes';
import type { PageOrigin } from '../features/composition/page-origin';
import { App } from './app';

const PRERENDER: PageOrigin = { kind: 'prerender' };

/**
 * What the build renders: every route's page (a section's route as the frame around its slot)
 * and the not-found page, served for any path that is no route.
 */
export const prerender: PrerenderEntry = {
  pages: [
    ...routeTable.map((route) => ({
      path: route.path,
      file: pageFile(route.path),
      element: <App origin={PRERENDER} router={routerAt(route.path)} />,
    })),
    { path: '/404', file: '404.html', element: <App origin={PRERENDER} router={routerAt('/404')} /> },
  ],
};
