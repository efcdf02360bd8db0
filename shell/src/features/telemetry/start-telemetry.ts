/**
 * What main.js does for telemetry: for the share of page views that report
 * (`__AGENCY_TELEMETRY_SAMPLE__`, TELEMETRY_SAMPLE_RATE at the shell's build, 1 by default), it
 * keeps the window's errors from the start and loads the measuring code (web-vitals and the
 * beacon: page-telemetry.ts) once the page has loaded and the browser is idle. web-vitals reads
 * the browser's buffered entries, so nothing measured before then is lost.
 */
import { whenIdleAfterLoad } from '@agency/ui/when-idle-after-load';
import type { EarlyError } from './owners';

declare const __AGENCY_TELEMETRY_SAMPLE__: number;

export function startTelemetry(sampleRate: number = __AGENCY_TELEMETRY_SAMPLE__, random = Math.random): boolean {
  if (!(random() < sampleRate) || typeof navigator.sendBeacon !== 'function') return false;
  const early: EarlyError[] = [];
  const keep = (event: EarlyError) => void early.push(event);
  window.addEventListener('error', keep);
  window.addEventListener('unhandledrejection', keep);
  const load = () =>
    void import(/* webpackChunkName: "telemetry" */ './page-telemetry').then(({ observePage }) => {
      window.removeEventListener('error', keep);
      window.removeEventListener('unhandledrejection', keep);
      observePage(early);
    });
  whenIdleAfterLoad(load, 3000, 500);
  return true;
}
