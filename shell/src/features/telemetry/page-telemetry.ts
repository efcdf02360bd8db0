/**
 * The page's measurements, sent as one beacon when the page is hidden (and so when the visitor
 * leaves it): the web vitals from web-vitals with attribution, each attributed to the section that
 * owns the element (LCP), the interaction (INP) or the largest shift (CLS), FCP and TTFB to the
 * section that served the page; and the errors: the window's, unhandled rejections, and islands
 * that failed to load or to render (the island runtime's marks). Nothing personal: the path
 * without query or fragment, messages cut short, stack frames of the site's own files only.
 */
import type { ErrorKind, ErrorReport, Owner, VitalReport } from '@agency/platform/telemetry';
import { MAX_ERRORS_PER_BEACON, scrubMessage, scrubStack, TELEMETRY_PATH } from '@agency/platform/telemetry';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { EarlyError, PageSections } from './owners';
import { isSection, ownerOfSection, readPageSections, sectionOfNode, sectionOfPath, sectionOfScript } from './owners';

/** The island runtime's marks (@agency/ui/island-runtime, island-hydrate.tsx) that are errors. */
const ISLAND_MARKS: Record<string, ErrorKind> = {
  'agency:island-unavailable': 'island-load',
  'agency:island-error': 'island-render',
};

export function observePage(early: EarlyError[] = []): void {
  const page = readPageSections();
  const pageOwner = ownerOfSection(sectionOfPath(location.pathname), page);
  const ownOrigins = [location.origin, ...Object.values(page.locations).map((base) => new URL(base).origin)];
  const vitals = new Map<string, VitalReport>();
  const errors: ErrorReport[] = [];
  let pageViewSent = false;

  const addError = (kind: ErrorKind, owner: Owner, message: string, stack?: string) => {
    if (errors.length >= MAX_ERRORS_PER_BEACON) return;
    errors.push({ kind, ...owner, message: scrubMessage(message), frames: scrubStack(stack, ownOrigins) });
  };
  const takeError = (event: EarlyError) => {
    if (event instanceof ErrorEvent) {
      const error = event.error as { stack?: unknown } | null;
      const owner = ownerOfSection(sectionOfScript(event.filename, page), page);
      addError(
        'error',
        owner,
        event.message || 'Script error',
        typeof error?.stack === 'string' ? error.stack : undefined,
      );
    } else {
      const reason = event.reason as { message?: unknown; stack?: unknown } | null;
      const stack = typeof reason?.stack === 'string' ? reason.stack : undefined;
      const file = stack ? /(https?:\/\/[^\s()]+?):\d+:\d+/.exec(stack)?.[1] : undefined;
      const owner = ownerOfSection(sectionOfScript(file, page), page);
      addError('rejection', owner, typeof reason?.message === 'string' ? reason.message : String(event.reason), stack);
    }
  };
  early.forEach(takeError);
  window.addEventListener('error', takeError);
  window.addEventListener('unhandledrejection', takeError);

  const takeMark = (mark: PerformanceEntry) => {
    const kind = ISLAND_MARKS[mark.name];
    const island = String((mark as PerformanceMark).detail ?? '');
    if (!kind) return;
    const section = sectionOfNode(document.querySelector(`agency-island[data-island-id="${CSS.escape(island)}"]`));
    addError(
      kind,
      ownerOfSection(section, page),
      `${island} ${kind === 'island-load' ? 'could not load' : 'failed to render'}`,
    );
  };
  performance.getEntriesByType('mark').forEach(takeMark);
  if (typeof PerformanceObserver === 'function')
    new PerformanceObserver((list) => list.getEntries().forEach(takeMark)).observe({ type: 'mark' });

  // web-vitals names the section of an element where it would name a selector.
  const opts = { generateTarget: (node: Node | null) => sectionOfNode(node) };
  const take = (metric: MetricWithAttribution, owner: Owner) =>
    vitals.set(metric.name, { name: metric.name, value: Math.max(0, metric.value), ...owner });
  const bySection = (target: string | undefined, fallback: Owner, sections: PageSections): Owner =>
    // generateTarget above gave web-vitals a section's name where it would give a selector.
    target === undefined ? fallback : ownerOfSection(isSection(target) ? target : 'shell', sections);
  onLCP((metric) => take(metric, bySection(metric.attribution.target, pageOwner, page)), opts);
  onINP((metric) => take(metric, bySection(metric.attribution.interactionTarget, pageOwner, page)), {
    ...opts,
    // Every interaction the browser reports (16 ms is the least it will), not only slow ones.
    durationThreshold: 16,
  });
  onCLS((metric) => take(metric, bySection(metric.attribution.largestShiftTarget, pageOwner, page)), opts);
  onFCP((metric) => take(metric, pageOwner));
  onTTFB((metric) => take(metric, pageOwner));

  const send = () => {
    if (pageViewSent && vitals.size === 0 && errors.length === 0) return;
    const beacon = {
      route: location.pathname,
      pageView: !pageViewSent,
      page: pageOwner,
      vitals: [...vitals.values()],
      errors: errors.splice(0),
    };
    vitals.clear();
    if (navigator.sendBeacon(TELEMETRY_PATH, new Blob([JSON.stringify(beacon)], { type: 'application/json' })))
      pageViewSent = true;
  };
  // web-vitals reports INP and CLS on the same event, in the capture phase: its figures are in by
  // now. A page being left fires pagehide first and then this: sending on pagehide too would send
  // a second beacon with what web-vitals reports after it. Only a browser without the event
  // sends on pagehide.
  if ('onvisibilitychange' in document)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') send();
    });
  else window.addEventListener('pagehide', send);
  // A page restored from the back/forward cache is another page view.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) pageViewSent = false;
  });
}
