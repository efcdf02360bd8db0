import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { IslandPropsOf, SectionProps, WidgetId } from '@agency/platform/contracts';
import { homeWidgets } from '@agency/platform/contracts';
import { routeFragmentFile, widgetFragmentFile } from '@agency/platform/fragments';
import type { RemoteName } from '@agency/platform/routes';
import { locales, localizedPath, routeLanguages, sectionRoutes } from '@agency/platform/routes';
import { LocaleContext, theme } from '@agency/ui/theme';
import { StandaloneHost } from './standalone-host';
import type { PrerenderEntry } from '@agency/platform/prerender';
import { pageFile } from '@agency/platform/prerender';

export interface SectionPrerenderOptions {
  name: RemoteName;
  Section: ComponentType<SectionProps>;
  /** The widgets the section exposes, as their components. */
  widgets?: Partial<{ [Id in WidgetId]: ComponentType<IslandPropsOf<Id>> }>;
}

/**
 * Everything a section renders at its build, in each language of each route: a fragment of each
 * of its routes and widgets (for the shell's pages: the section's content alone, in the shared
 * theme; the shell's server puts it in its frame), and its own standalone page for each route (and
 * `index.html`).
 */
export function sectionPrerender({ name, Section, widgets = {} }: SectionPrerenderOptions): PrerenderEntry {
  const routes = sectionRoutes(name).flatMap((route) =>
    routeLanguages(route).map((locale) => ({ route: route.path, locale, path: localizedPath(route.path, locale) })),
  );
  const widgetIds = Object.keys(widgets) as WidgetId[];
  return {
    pages: [
      ...routes.map(({ route, locale, path }) => ({
        path,
        locale,
        file: pageFile(path),
        element: <StandaloneHost Section={Section} path={route} locale={locale} />,
      })),
      // The section's own index.html answers no route of the section: its not-found page.
      {
        path: '/index.html',
        locale: 'en',
        file: 'index.html',
        element: <StandaloneHost Section={Section} path="/index.html" locale="en" />,
      },
    ],
    fragments: [
      ...routes.map(({ route, locale }) => ({
        id: `${name}/Section` as const,
        locale,
        file: routeFragmentFile(route, locale),
        element: (
          <LocaleContext value={locale}>
            <ThemeProvider theme={theme}>
              <Section path={route} notFound={null} />
            </ThemeProvider>
          </LocaleContext>
        ),
      })),
      ...widgetIds.flatMap((id) =>
        locales.map((locale) => ({
          id,
          locale,
          file: widgetFragmentFile(id, locale),
          element: (
            <LocaleContext value={locale}>
              <ThemeProvider theme={theme}>
                {createElement(widgets[id] as ComponentType<object>, homeWidgets[id])}
              </ThemeProvider>
            </LocaleContext>
          ),
        })),
      ),
    ],
    manifest: { app: name, locales: [...locales], routes: routes.map(({ path }) => path), widgets: widgetIds },
  };
}
