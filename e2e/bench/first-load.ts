/**
 * Cold load of one route in Playwright Chromium, until network idle: the JS it downloads (gzip
 * and as served), its request count, and the serial round trips before the first contentful paint.
 */
import http from 'node:http';
import { chromium } from '@playwright/test';
import type { Browser, CDPSession, Page, Response } from '@playwright/test';
import { onCleanup } from './cleanup';
import { roundTripsBefore } from './round-trips';
import type { ChainLink, Fcp, Initiator, TracedRequest } from './round-trips';

export const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface ScriptSize {
  url: string;
  /** Raw body bytes when fetched again with `Accept-Encoding: gzip`. */
  gzipBytes: number;
  /** Encoded body bytes the browser received (brotli when offered), or null if unknown. */
  servedBytes: number | null;
  servedEncoding: string;
  /** Whether the script holds MUI X's DateCalendar (it should load on the consultation page only). */
  datePicker: boolean;
}

/** A string only the date picker's code contains: its component name, kept by minifiers for styling. */
const DATE_PICKER_MARKER = 'MuiDateCalendar';

export interface FirstLoad {
  route: string;
  url: string;
  status: number | null;
  jsGzipBytes: number;
  jsServedBytes: number | null;
  jsGzipBytesByOrigin: Record<string, number>;
  scripts: ScriptSize[];
  /** Whether any script of the load holds the date picker. */
  datePicker: boolean;
  /** Network requests (data: and blob: URLs are counted apart, in dataUrls). */
  requests: number;
  dataUrls: number;
  failedRequests: string[];
  /** The fonts the load requested (their URLs), in the order it asked for them. */
  fonts: string[];
  /**
   * Round trips to the first contentful paint: 1 when the page paints its content (its h1) from
   * the document alone, with every other request refused; otherwise the depth of the longest
   * initiator chain among requests finished before FCP.
   */
  roundTrips: number;
  /** The page paints its content from its HTML alone (measured with every other request refused). */
  paintsFromHtml: boolean;
  /** That longest chain, document first. */
  chain: ChainLink[];
  /** Requests before FCP whose initiating resource was not found (counted as found in the HTML). */
  unresolvedInitiators: string[];
  fcpMs: number | null;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    // The bench handles signals itself and closes the browser in its cleanup.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const stop = onCleanup('Playwright Chromium', () => browser.close());
  browser.on('disconnected', () => void stop());
  return browser;
}

/** Lighthouse's emulated phone (moto g power), and a common laptop screen. */
export const DEVICES = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
export type Device = keyof typeof DEVICES;

export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  route: string,
  device: Device = 'mobile',
): Promise<FirstLoad> {
  const context = await browser.newContext(DEVICES[device]); // fresh profile: empty HTTP cache, a cold load
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    const trace = await traceNetwork(cdp);

    const scriptResponses: Response[] = [];
    let requests = 0;
    let dataUrls = 0;
    const failedRequests: string[] = [];
    const fonts: string[] = [];
    const network = watchNetwork(page);
    page.on('request', (request) => {
      if (/^(data|blob):/.test(request.url())) dataUrls++;
      else requests++;
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    page.on('requestfailed', (request) => failedRequests.push(`${request.url()} (${request.failure()?.errorText})`));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptResponses.push(response);
    });

    const url = new URL(route, origin).href;
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await startScriptRan(page, network);
    const fcp = await trace.fcp();

    const scripts: ScriptSize[] = [];
    const seen = new Set<string>();
    for (const scriptResponse of scriptResponses) {
      if (seen.has(scriptResponse.url())) continue; // a repeat is a cache hit, not a second download
      seen.add(scriptResponse.url());
      const sizes = await scriptResponse
        .request()
        .sizes()
        .catch(() => undefined);
      const headers = await scriptResponse.allHeaders();
      scripts.push({
        url: scriptResponse.url(),
        gzipBytes: await gzipSize(scriptResponse.url()),
        servedBytes: sizes ? sizes.responseBodySize : null,
        servedEncoding: headers['content-encoding'] ?? 'identity',
        datePicker: (await scriptResponse.text().catch(() => '')).includes(DATE_PICKER_MARKER),
      });
    }
    const { depth, chain, unresolved } = roundTripsBefore(trace.requests, fcp);
    const paintsFromHtml = await paintsFromHtmlAlone(browser, url, device);
    const byOrigin: Record<string, number> = {};
    for (const script of scripts) {
      const scriptOrigin = new URL(script.url).origin;
      byOrigin[scriptOrigin] = (byOrigin[scriptOrigin] ?? 0) + script.gzipBytes;
    }
    return {
      route,
      url,
      status: response?.status() ?? null,
      jsGzipBytes: sum(scripts.map((script) => script.gzipBytes)),
      jsServedBytes: scripts.every((script) => script.servedBytes !== null)
        ? sum(scripts.map((script) => script.servedBytes ?? 0))
        : null,
      jsGzipBytesByOrigin: byOrigin,
      scripts,
      datePicker: scripts.some((script) => script.datePicker),
      requests,
      dataUrls,
      failedRequests,
      fonts,
      roundTrips: paintsFromHtml ? 1 : depth,
      paintsFromHtml,
      chain,
      unresolvedInitiators: unresolved,
      fcpMs: fcp ? Math.round((fcp.timestamp - fcp.navigationStart) * 1000) : null,
    };
  } finally {
    await context.close();
  }
}

/** How long the network must be quiet for the load to be over: Playwright's networkidle. */
const QUIET_MS = 500;

/** Requests under way (data: and blob: URLs aside), and when the last one started or ended. */
function watchNetwork(page: Page) {
  const open = new Set<object>();
  let changed = Date.now();
  const track = (request: { url(): string }, opening: boolean) => {
    if (/^(data|blob):/.test(request.url())) return;
    if (opening) open.add(request);
    else open.delete(request);
    changed = Date.now();
  };
  page.on('request', (request) => track(request, true));
  page.on('requestfinished', (request) => track(request, false));
  page.on('requestfailed', (request) => track(request, false));
  return { quiet: () => open.size === 0 && Date.now() - changed >= QUIET_MS };
}

/**
 * The page start script asks for the page's scripts (its data-scripts) at the first paint, or 1 s
 * after it runs at the latest (page-start-script.ts): on a busy machine the network can fall idle
 * before then, and a load would end without its JS. Waits until every listed script is in the
 * document, then until the network is quiet again.
 */
async function startScriptRan(page: Page, network: { quiet: () => boolean }): Promise<void> {
  const asked = await page
    .waitForFunction(
      () => {
        const listed = (document.querySelector('script[data-scripts]')?.getAttribute('data-scripts') ?? '')
          .split(' ')
          .filter(Boolean);
        return listed.every((src) => document.querySelector(`script[src="${CSS.escape(src)}"]`) !== null);
      },
      undefined,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!asked)
    throw new Error(
      `${page.url()}: the page start script did not ask for its scripts within 10 s. Did the page’s policy ` +
        'block it? It allows the start script of its server’s tree: a build served by another tree’s server runs no script.',
    );
  const deadline = Date.now() + 60_000;
  while (!network.quiet()) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: the network never fell quiet`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Loads the page with every request but the document refused: no stylesheet, script, font or
 * image arrives. True when it still paints its content: a first contentful paint, and an h1
 * with text that the visitor can see.
 */
async function paintsFromHtmlAlone(browser: Browser, url: string, device: Device): Promise<boolean> {
  const context = await browser.newContext(DEVICES[device]);
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) =>
      route.request().isNavigationRequest() ? route.continue() : route.abort('blockedbyclient'),
    );
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return await page
      .waitForFunction(
        () => {
          const heading = document.querySelector('h1');
          const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
          return painted && heading !== null && heading.checkVisibility() && (heading.textContent ?? '').trim() !== '';
        },
        undefined,
        { timeout: 5_000 },
      )
      .then(
        () => true,
        () => false,
      );
  } finally {
    await context.close();
  }
}

/** Downloads `url` again offering gzip only and counts the body bytes as they arrive on the wire. */
export function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url}: ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${url}: timeout`)));
  });
}

/** Records requests (with initiators) and lifecycle events over CDP, on the monotonic network clock. */
async function traceNetwork(cdp: CDPSession) {
  const requests = new Map<string, TracedRequest>();
  const lifecycle: { name: string; timestamp: number; loaderId: string; frameId: string }[] = [];

  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the request id: the last hop is the one that loads.
    requests.set(event.requestId, {
      requestId: event.requestId,
      url: event.request.url,
      type: event.type,
      initiator: event.initiator as Initiator,
      started: event.timestamp,
      loaderId: event.loaderId,
      frameId: event.frameId,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.finished = event.timestamp;
  });
  cdp.on('Page.lifecycleEvent', (event) => lifecycle.push(event));
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });

  return {
    requests: () => [...requests.values()],
    /** FCP of the navigated document; falls back to the paint timing entry mapped onto the same clock. */
    fcp: async (): Promise<Fcp | undefined> => {
      const documentRequest = [...requests.values()].find((request) => request.type === 'Document');
      if (!documentRequest) return undefined;
      const ofDocument = (name: string) =>
        lifecycle.find(
          (event) =>
            event.name === name &&
            event.frameId === documentRequest.frameId &&
            event.loaderId === documentRequest.loaderId,
        );
      // The lifecycle event can arrive a little after the paint (presentation feedback): wait for it.
      const deadline = Date.now() + 10_000;
      while (!ofDocument('firstContentfulPaint') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const navigationStart = ofDocument('init')?.timestamp ?? documentRequest.started;
      const fcp = ofDocument('firstContentfulPaint');
      if (fcp) return { timestamp: fcp.timestamp, navigationStart };
      // Fallback: performance.now() and the CDP network clock are both monotonic; align them by
      // the document request's start (fetchStart of the navigation).
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          const nav = performance.getEntriesByType('navigation')[0];
          return paint && nav ? [paint.startTime, nav.fetchStart] : null;
        })()`,
        returnByValue: true,
      });
      const value = result.value as [number, number] | null;
      if (!value) return undefined;
      const [paintAt, fetchStart] = value;
      return { timestamp: documentRequest.started + (paintAt - fetchStart) / 1000, navigationStart };
    },
  };
}
