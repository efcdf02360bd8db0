import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { createElement } from 'react';
import type { RemoteModules, SectionProps, WidgetId } from '@agency/platform/contracts';
import { homeWidgets } from '@agency/platform/contracts';
import { routeFragmentFile, widgetFragmentFile } from '@agency/platform/fragments';
import { Route, Routes } from '@agency/platform/router';
import { routerAt, StaticRouter } from '@agency/platform/static-router';
import type { RemoteName } from '@agency/platform/routes';
import { sectionBasePath, sectionRoutes } from '@agency/platform/routes';
import { theme } from './theme/theme';
import { StandaloneHost } from './standalone-host';
import type { PrerenderEntry } from '@agency/platform/prerender';
import { pageFile } from '@agency/platform/prerender';

/**
 * A section's route as the shell shows it: under the route `/<section>/*`, in the shared theme.
 * The shell's page, nav and footer are not part of it: the shell's server puts it in its frame.
 */
function SectionRoute({ name, location, children }: { name: RemoteName; location: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <StaticRouter location={location}>
        <Routes>
          <Route path={`${sectionBasePath(name)}/*`} element={children} />
        </Routes>
      </StaticRouter>
    </ThemeProvider>
  );
}

export interface SectionPrerenderOptions {
  name: RemoteName;
  Section: ComponentType<SectionProps>;
  /** The widgets the section exposes, as their modules' default exports. */
  widgets?: Partial<{ [Id in WidgetId]: RemoteModules[Id]['default'] }>;
}

/**
 * Everything a section renders at its build: a fragment of each of its routes and widgets (for
 * the shell's pages), and its own standalone page for each route (and `index.html`).
 */
export function sectionPrerender({ name, Section, widgets = {} }: SectionPrerenderOptions): PrerenderEntry {
  const routes = sectionRoutes(name).map((route) => route.path);
  const widgetIds = Object.keys(widgets) as WidgetId[];
  return {
    pages: [
      ...routes.map((path) => ({
        path,
        file: pageFile(path),
        element: <StandaloneHost name={name} Section={Section} router={routerAt(path)} />,
      })),
      // The section's own index.html answers no route of the section: its not-found page.
      {
        path: '/index.html',
        file: 'index.html',
        element: <StandaloneHost name={name} Section={Section} router={routerAt('/index.html')} />,
      },
    ],
    fragments: [
      ...routes.map((path) => ({
        id: `${name}/Section` as const,
        file: routeFragmentFile(path),
        element: (
          <SectionRoute name={name} location={path}>
            <Section notFound={null} />
          </SectionRoute>
        ),
      })),
      ...widgetIds.map((id) => ({
        id,
        file: widgetFragmentFile(id),
        element: (
          <ThemeProvider theme={theme}>
            <StaticRouter location="/">
              {createElement(widgets[id] as ComponentType<object>, homeWidgets[id])}
            </StaticRouter>
          </ThemeProvider>
        ),
      })),
    ],
    manifest: { app: name, routes, widgets: widgetIds },
  };
}
