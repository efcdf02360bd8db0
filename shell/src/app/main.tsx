import '@agency/shared/theme/fonts.css';
import './global.css';
import { createRoot } from 'react-dom/client';
import { loadRemoteManifests } from '../features/federation/remote-registry';
import { installSectionPreloading } from '../features/federation/preload-on-intent';
import { App } from './app';

// remotes.json is already in flight (preloaded by index.html); registering never blocks first paint.
loadRemoteManifests().catch((error: unknown) => console.error('[federation] remotes.json could not be loaded', error));
installSectionPreloading();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
