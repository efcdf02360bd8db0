import type { PrerenderEntry } from '@agency/platform/prerender';
import { errorPageFile, pageFile } from '@agency/platform/prerender';
import { locales, localizedPath, localizedRoutes } from '@agency/platform/routes';
import { BAD_REQUEST_PATH, NOT_FOUND_PATH, Page } from './page';

/**
 * What the build renders: every route's page in each of its languages (a section's route as the
 * frame around its slot), and in each language the not-found page (served for any address that is
 * no page) and the bad-request page (served for an address that cannot be decoded).
 */
export const prerender: PrerenderEntry = {
  pages: [
    ...localizedRoutes().map(({ route, locale, path }) => ({
      path,
      locale,
      file: pageFile(path),
      element: <Page route={route.path} locale={locale} />,
    })),
    ...locales.flatMap((locale) =>
      [[NOT_FOUND_PATH, 404] as const, [BAD_REQUEST_PATH, 400] as const].map(([route, status]) => ({
        path: localizedPath(route, locale),
        locale,
        file: errorPageFile(status, locale),
        element: <Page route={route} locale={locale} />,
      })),
    ),
  ],
};
