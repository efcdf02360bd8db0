import '@agency/ui/theme/fonts.css';
import './global.css';
import { markComposition } from '../features/composition/marks';
import { hoistFragmentStyles, readServerPage } from '../features/composition/server-page';
import { nextTask } from './next-task';

/** React could not hydrate part of the page and rendered it afresh: a bug, so it is loud (and counted). */
function onRecoverableError(error: unknown, info: { componentStack?: string }) {
  markComposition('agency:recoverable-error');
  console.error('[hydration] part of the page was rendered afresh instead of hydrated:', error, info.componentStack);
}

/**
 * Start-up in steps, each its own task, so none blocks the main thread for long on a slow phone.
 * The modules are in this bundle already (webpackMode "eager": a step costs no request), but
 * running a module graph for the first time is a task as long as the graph. This module imports
 * nothing heavy itself (no React, not even JSX): the first task is the federation runtime's and
 * reading the page. Then the sections' registry, React DOM, MUI's styling core, the theme, the
 * frame (navigation and footer) and the rest of the app, each in a task of its own. Then hydration
 * of the server's HTML (or, for a development build, the first render), which is a transition and
 * runs in slices.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const serverPage = readServerPage(container, window.location.pathname);
  if (serverPage) hoistFragmentStyles(container);

  await nextTask();
  const [{ appForPath }, { loadRemoteManifests, loadRemoteModule }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@agency/platform/routes'),
    import(/* webpackMode: "eager" */ '../features/federation/remote-registry'),
  ]);
  // remotes.json is already in flight (start-after-paint.js preloads it beside the scripts).
  loadRemoteManifests().catch((error: unknown) =>
    console.error('[federation] remotes.json could not be loaded', error),
  );
  // A section page's code starts downloading now, in parallel with the shell's start-up.
  const section = appForPath(window.location.pathname);
  if (section !== 'shell') loadRemoteModule(`${section}/Section`).catch(() => undefined);
  await nextTask();
  const { installSectionPreloading } = await import(
    /* webpackMode: "eager" */ '../features/federation/preload-on-intent'
  );
  installSectionPreloading();
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@mui/material/Box');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@agency/ui/theme');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ '../components/nav-bar/nav-bar'),
    import(/* webpackMode: "eager" */ '../components/footer'),
  ]);
  await nextTask();
  const [{ createElement, startTransition }, { App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './app'),
  ]);
  await nextTask();
  if (serverPage) {
    const app = createElement(App, { origin: { kind: 'hydrate', page: serverPage } });
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(createElement(App)));
  }
}

start().catch((error: unknown) => console.error('The site failed to start', error));
