import { startStandalone } from '@agency/ui/standalone-start';

// The services section has no islands: its pages are static HTML.
startStandalone({ islands: {}, renderInBrowser: () => import('./render-in-browser') });
