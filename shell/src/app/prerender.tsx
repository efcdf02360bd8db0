import type { PrerenderEntry } from '@agency/platform/prerender';
import { pageFile } from '@agency/platform/prerender';
import { routeTable } from '@agency/platform/routes';
import { BAD_REQUEST_PATH, NOT_FOUND_PATH, Page } from './page';

/**
 * What the build renders: every route's page (a section's route as the frame around its slot),
 * the not-found page (served for any path that is no route) and the bad-request page (served for
 * an address that cannot be decoded).
 */
export const prerender: PrerenderEntry = {
  pages: [
    ...routeTable.map((route) => ({
      path: route.path,
      file: pageFile(route.path),
      element: <Page path={route.path} />,
    })),
    { path: NOT_FOUND_PATH, file: '404.html', element: <Page path={NOT_FOUND_PATH} /> },
    { path: BAD_REQUEST_PATH, file: '400.html', element: <Page path={BAD_REQUEST_PATH} /> },
  ],
};
