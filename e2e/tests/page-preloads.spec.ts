import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { originOf, remoteKeys } from '../support/ports';
import { routesFromSitemap } from '../support/site-routes';

/*
 * What a page asks for before the visitor does anything: nothing before its first paint (its start
 * script then starts main.js and the late stylesheet), main.js alone of scripts, and nothing of any
 * section's code (an island loads its code on its trigger: islands.spec.ts). The page names no
 * preload or prefetch of any kind, in its HTML or its headers; the web font is loaded by main.js
 * once the page has loaded, for the pages after it.
 */

const sitemap = await routesFromSitemap();

/** The `<link>` and `<script src>` elements of a page's HTML, each as its attributes. */
function hintsOf(html: string): { links: Record<string, string>[]; scripts: Record<string, string>[] } {
  const attributes = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/\s([a-z-]+)(?:=(?:"([^"]*)"|([^\s">]+)))?/g)].map((match) => [
        match[1] ?? '',
        match[2] ?? match[3] ?? '',
      ]),
    );
  return {
    links: [...html.matchAll(/<link\b[^>]*>/g)].map((match) => attributes(match[0])),
    scripts: [...html.matchAll(/<script\b[^>]*\ssrc=[^>]*>/g)].map((match) => attributes(match[0])),
  };
}

test('the sitemap could be read', () => expect(sitemap.error).toBeUndefined());

test('every page’s HTML requests nothing before its first paint: its start script names main.js and the late stylesheet', async ({
  request,
}) => {
  for (const [route, status] of [
    ...[...sitemap.routes, ...sitemap.chineseRoutes].map((path) => [path, 200] as const),
    ['/no-such-page', 404] as const,
    ['/blog/%FF', 400] as const,
    ['/zh-hk/no-such-page', 404] as const,
    ['/zh-hk/blog/%FF', 400] as const,
  ]) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(status);
    expect(response.headers()['link'], `${route}: no Link header`).toBeUndefined();
    const html = await response.text();
    const { links, scripts } = hintsOf(html);
    expect(scripts, `${route}: scripts by src`).toEqual([]);
    const start = /<script data-scripts="([^"]*)" data-styles="([^"]*)">/.exec(html);
    expect(start?.[1], `${route}: the start script's scripts`).toBe('/main.js');
    const lateStylesheet = start?.[2] ?? '';
    expect(lateStylesheet, route).toMatch(/^\/enhancements\.[0-9a-f]{12}\.css$/);
    // Of links, the canonical address and the languages' alternates (read by crawlers, fetched by
    // no browser), the inline icon, and the late stylesheet for a browser without script, in <noscript>.
    expect(
      links.filter((link) => link['rel'] !== 'canonical' && link['rel'] !== 'alternate'),
      route,
    ).toEqual([
      { rel: 'icon', href: expect.stringMatching(/^data:image\/svg\+xml,/) },
      { rel: 'stylesheet', href: lateStylesheet },
    ]);
    expect(html, route).toContain(`<noscript><link rel="stylesheet" href="${lateStylesheet}"></noscript>`);
  }
});

/** Every request the page makes, by URL. */
function requestsOf(page: Page): { url: string; type: string }[] {
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  return requests;
}

// islands.spec.ts checks /about/story and /contact/quote: here, a page of each other kind.
for (const route of [
  '/',
  '/blog/crm-evolution',
  '/blog/asia-focus',
  '/faq',
  '/portfolio/case-studies',
  '/no-such-page',
]) {
  test(`${route}: loads main.js alone and nothing of the sections until the visitor does something`, async ({
    page,
  }) => {
    const requests = requestsOf(page);
    // The page asks for its scripts once it has painted (a second at the latest): then anything
    // else it would load has half a second to show.
    const mainScript = page.waitForRequest(`${originOf('shell')}/main.js`);
    await page.goto(route);
    await mainScript;
    await page.waitForTimeout(500);
    // main.js; the telemetry's chunk (no island's code) may follow once the browser is idle.
    expect(
      requests
        .filter((request) => request.type === 'script' && !/\/telemetry\.[0-9a-f]{12}\.js$/.test(request.url))
        .map((request) => request.url),
    ).toEqual([`${originOf('shell')}/main.js`]);
    const sections = remoteKeys.map(originOf);
    expect(requests.filter((request) => sections.includes(new URL(request.url).origin))).toEqual([]);
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain('/remotes.json');
  });
}
