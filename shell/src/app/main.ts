/**
 * The shell's script, on every page: a few kilobytes, no React, started once the page has painted
 * (@agency/platform/page-start-script). A page is the server's HTML; this defines its islands'
 * element (each island then loads its own code when it is wanted: islands.ts; a slot the server
 * could not fill is such an island, which renders its section here), creates the toast host when
 * the first toast is raised, adds the Speculation Rules that prerender the next page, loads the
 * brand font for the pages after this one, and fills in, for browsers that lack them, what the
 * page otherwise gets from the platform (the scrolled look from CSS, prefetching from Speculation
 * Rules), and measures the page for the sections' teams (first-party telemetry, when the browser
 * is idle).
 */
import '@agency/ui/theme/fonts.css';
import '@agency/ui/islands.css';
import './global.css';
import { defineIslandElement } from '@agency/ui/island-runtime';
import { forgetIsland, resolveIsland } from './islands';
import { loadBrandFontWhenIdle } from './brand-font';
import { closeMenusOnLeave, markScrolledWithoutCss, prefetchOnIntent } from './page-behaviour';
import { startTelemetry } from '../features/telemetry/start-telemetry';
import { hostToastsOnDemand } from './toasts';
import { reportNotFound } from './server-page';

startTelemetry();
hostToastsOnDemand();
defineIslandElement({ resolve: resolveIsland, forget: forgetIsland });
reportNotFound(document);
markScrolledWithoutCss();
prefetchOnIntent();
closeMenusOnLeave();
loadBrandFontWhenIdle();
