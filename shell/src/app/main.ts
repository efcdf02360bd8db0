/**
 * The shell's script, on every page: a few kilobytes, no React, started once the page has painted
 * (@agency/platform/page-start-script). A page is the server's HTML; this wakes its islands (each loads
 * its own code when it is wanted: islands.ts), renders in the browser any slot the server could
 * not fill, creates the toast host when the first toast is raised, adds the Speculation Rules that
 * prerender the next page, loads the brand font for the pages after this one, and fills in, for
 * browsers that lack them, what the page otherwise gets from the platform (the scrolled look from
 * CSS, prefetching from Speculation Rules), and measures the page for the sections' teams
 * (first-party telemetry, when the browser is idle).
 *
 * A development build has no pages from HTML: there the page is rendered in the browser whole.
 */
import '@agency/ui/theme/fonts.css';
import '@agency/ui/islands.css';
import './global.css';
import { startIslands } from '@agency/ui/island-runtime';
import { forgetIsland, resolveIsland } from './islands';
import { loadBrandFontWhenIdle } from './brand-font';
import { closeMenusOnLeave, markScrolledWithoutCss, prefetchOnIntent } from './page-behaviour';
import { startTelemetry } from '../features/telemetry/start-telemetry';
import { hostToastsOnDemand } from './toasts';
import { emptySlots, reportNotFound } from './server-page';

function start() {
  startTelemetry();
  hostToastsOnDemand();
  const root = document.getElementById('root');
  if (root && !root.firstElementChild) {
    void import(/* webpackChunkName: "develop-in-browser" */ './develop-in-browser').then(({ default: render }) =>
      render(root),
    );
    return;
  }
  startIslands({ resolve: resolveIsland, forget: forgetIsland });
  const slots = emptySlots(document);
  if (slots.length > 0) {
    void import(/* webpackChunkName: "slots-in-browser" */ '../features/federation/slots-in-browser').then(
      ({ renderSlots }) => renderSlots(slots),
    );
  }
  reportNotFound(document);
  markScrolledWithoutCss();
  prefetchOnIntent();
  closeMenusOnLeave();
  loadBrandFontWhenIdle();
}

start();
