import '@agency/shared/theme/fonts.css';
import './global.css';
import { appForPath } from '@agency/shared/routes';
import { loadRemoteManifests, loadRemoteModule } from '../features/federation/remote-registry';
import { installSectionPreloading } from '../features/federation/preload-on-intent';
import { nextTask } from './next-task';

// remotes.json is already in flight (preloaded by index.html); registering never blocks first paint.
loadRemoteManifests().catch((error: unknown) => console.error('[federation] remotes.json could not be loaded', error));
installSectionPreloading();

// A section page's code starts downloading now, in parallel with the shell's first render.
const section = appForPath(window.location.pathname);
if (section !== 'shell') loadRemoteModule(`${section}/Section`).catch(() => undefined);

/**
 * Start-up in steps, each its own task, so none blocks the main thread for long on a slow phone:
 * React DOM is initialised, then the app's modules (MUI, the theme, the pages), then the first
 * render, which is a transition and renders in slices. The modules are in this bundle already
 * (webpackMode "eager"): a step costs no request.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const root = createRoot(container);
  await nextTask();
  const [{ startTransition }, { App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './app'),
  ]);
  await nextTask();
  startTransition(() => root.render(<App />));
}

start().catch((error: unknown) => console.error('The site failed to start', error));
