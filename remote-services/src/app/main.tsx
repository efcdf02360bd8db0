import '@agency/ui/theme/fonts.css';
import '@agency/ui/islands.css';

// The async boundary lets the federation runtime negotiate shared modules before React loads.
import('./bootstrap').catch((error: unknown) => console.error('Standalone host failed to start', error));
