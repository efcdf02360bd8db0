import '@agency/shared/theme/fonts.css';
import './global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { appForPath } from '@agency/shared/routes';
import { loadRemoteManifests, loadRemoteModule } from '../features/federation/remote-registry';
import { installSectionPreloading } from '../features/federation/preload-on-intent';
import { App } from './app';

// remotes.json is already in flight (preloaded by index.html); registering never blocks first paint.
loadRemoteManifests().catch((error: unknown) => console.error('[federation] remotes.json could not be loaded', error));
installSectionPreloading();

// A section page's code starts downloading now, in parallel with the shell's first render.
const section = appForPath(window.location.pathname);
if (section !== 'shell') loadRemoteModule(`${section}/Section`).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A transition renders in slices that yield to the browser, so the first render never blocks
// input for long (it is the page's largest piece of work on a slow phone).
const root = createRoot(container);
startTransition(() => root.render(<App />));
