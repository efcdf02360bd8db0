import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { RemoteModules, SectionProps, WidgetId } from '@agency/platform/contracts';
import { homeWidgets } from '@agency/platform/contracts';
import { routeFragmentFile, widgetFragmentFile } from '@agency/platform/fragments';
import type { RemoteName } from '@agency/platform/routes';
import { sectionRoutes } from '@agency/platform/routes';
import { theme } from './theme/theme';
import { StandaloneHost } from './standalone-host';
import type { PrerenderEntry } from '@agency/platform/prerender';
import { pageFile } from '@agency/platform/prerender';

export interface SectionPrerenderOptions {
  name: RemoteName;
  Section: ComponentType<SectionProps>;
  /** The widgets the section exposes, as their modules' default exports. */
  widgets?: Partial<{ [Id in WidgetId]: RemoteModules[Id]['default'] }>;
}

/**
 * Everything a section renders at its build: a fragment of each of its routes and widgets (for
 * the shell's pages: the section's content alone, in the shared theme; the shell's server puts it
 * in its frame), and its own standalone page for each route (and `index.html`).
 */
export function sectionPrerender({ name, Section, widgets = {} }: SectionPrerenderOptions): PrerenderEntry {
  const routes = sectionRoutes(name).map((route) => route.path);
  const widgetIds = Object.keys(widgets) as WidgetId[];
  return {
    pages: [
      ...routes.map((path) => ({
        path,
        file: pageFile(path),
        element: <StandaloneHost Section={Section} path={path} />,
      })),
      // The section's own index.html answers no route of the section: its not-found page.
      { path: '/index.html', file: 'index.html', element: <StandaloneHost Section={Section} path="/index.html" /> },
    ],
    fragments: [
      ...routes.map((path) => ({
        id: `${name}/Section` as const,
        file: routeFragmentFile(path),
        element: (
          <ThemeProvider theme={theme}>
            <Section path={path} notFound={null} />
          </ThemeProvider>
        ),
      })),
      ...widgetIds.map((id) => ({
        id,
        file: widgetFragmentFile(id),
        element: (
          <ThemeProvider theme={theme}>
            {createElement(widgets[id] as ComponentType<object>, homeWidgets[id])}
          </ThemeProvider>
        ),
      })),
    ],
    manifest: { app: name, routes, widgets: widgetIds },
  };
}
