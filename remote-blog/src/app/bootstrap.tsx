import { startStandalone } from '@agency/ui/standalone-start';

startStandalone({
  islands: {
    'blog/ShareButton': () => import('../islands/share-button'),
    'blog/SubscribeButton': () => import('../islands/subscribe-button'),
  },
  renderInBrowser: () => import('./render-in-browser'),
});
