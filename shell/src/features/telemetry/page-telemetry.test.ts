import type { Beacon } from '@agency/platform/telemetry';
import { observePage } from './page-telemetry';

// web-vitals needs a browser's performance timeline: here, each vital is reported by hand.
type Report = (metric: { name: string; value: number; attribution: Record<string, string | undefined> }) => void;
const reporters: Record<string, Report> = {};
jest.mock('web-vitals/attribution', () => {
  const on = (name: string) => (report: Report) => void (reporters[name] = report);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const sent: Blob[] = [];

beforeEach(() => {
  sent.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((_url: string, data: Blob) => sent.push(data) > 0),
  });
  window.history.replaceState(null, '', '/blog/crm-evolution');
  document.head.innerHTML = `<script type="application/json" id="agency-remotes">${JSON.stringify({
    blog: 'http://localhost/blog-cdn/v/1.4.0/mf-manifest.json',
    versions: { blog: '1.4.0' },
  })}</script>`;
  document.body.innerHTML =
    '<div data-slot="blog/Section"><agency-island data-island-id="blog-ShareButton"></agency-island></div>';
});

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** jsdom's Blob has no text(): read it as a browser would, through a FileReader. */
const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const beaconsSent = async (): Promise<Beacon[]> =>
  Promise.all(sent.map(async (blob) => JSON.parse(await text(blob)) as Beacon));

describe('observePage', () => {
  it('sends one beacon when hidden: the vitals by section, islands that failed, errors by their script', async () => {
    // The island runtime marked an island that could not load (jsdom has no performance timeline).
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) =>
        type === 'mark' ? [{ name: 'agency:island-unavailable', detail: 'blog-ShareButton', entryType: 'mark' }] : [],
    });
    const early = new ErrorEvent('error', {
      message: 'Uncaught TypeError: x is undefined',
      filename: 'http://localhost/blog-cdn/v/1.4.0/304.8e01c50bd440.js',
      error: { stack: 'TypeError: x is undefined\n    at http://localhost/blog-cdn/v/1.4.0/304.8e01c50bd440.js:1:99' },
    });
    observePage([early]);
    reporters.LCP?.({ name: 'LCP', value: 812, attribution: { target: 'blog' } });
    reporters.CLS?.({ name: 'CLS', value: 0, attribution: {} });
    reporters.INP?.({ name: 'INP', value: 48, attribution: { interactionTarget: 'shell' } });
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Uncaught Error: nav', filename: 'http://localhost/main.js' }),
    );
    hide();
    hide();
    expect(navigator.sendBeacon).toHaveBeenCalledWith('/_telemetry', expect.any(Blob));
    expect(sent.map((blob) => blob.type)).toEqual(['application/json']);
    expect(await beaconsSent()).toEqual([
      {
        route: '/blog/crm-evolution',
        pageView: true,
        page: { section: 'blog', version: '1.4.0' },
        vitals: [
          { name: 'LCP', value: 812, section: 'blog', version: '1.4.0' },
          { name: 'CLS', value: 0, section: 'blog', version: '1.4.0' },
          { name: 'INP', value: 48, section: 'shell', version: 'unversioned' },
        ],
        errors: [
          {
            kind: 'error',
            section: 'blog',
            version: '1.4.0',
            message: 'Uncaught TypeError: x is undefined',
            frames: ['304.8e01c50bd440.js:1:99'],
          },
          {
            kind: 'island-load',
            section: 'blog',
            version: '1.4.0',
            message: 'blog-ShareButton could not load',
            frames: [],
          },
          { kind: 'error', section: 'shell', version: 'unversioned', message: 'Uncaught Error: nav', frames: [] },
        ],
      },
    ]);
  });
});
