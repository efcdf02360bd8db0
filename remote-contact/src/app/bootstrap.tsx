import { startStandalone } from '@agency/ui/standalone-start';

startStandalone({
  islands: { 'contact/EnquiryForm': () => import('../islands/enquiry-form') },
  renderInBrowser: () => import('./render-in-browser'),
});
