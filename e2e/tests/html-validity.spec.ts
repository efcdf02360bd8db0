import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, wakeEveryIsland } from '../support/fixtures';
import type { HtmlDocument } from '../support/html-validator';
import { validateHtml } from '../support/html-validator';
import { CHINESE_SAMPLES, routesFromSitemap, TEMPLATE_SAMPLES } from '../support/site-routes';

/*
 * Every route is valid HTML to the W3C Nu HTML Checker (vnu), with nothing it reports set aside,
 * twice: the HTML exactly as the shell serves it (the frame with the sections' fragments composed
 * in, their styles in the head), and the DOM once the page has loaded in Chromium and every island
 * on it has woken (the consultation calendar, rendered in the browser, included). The not-found
 * page and the page for an address that cannot be read are checked as served too. Each
 * document's errors are one expectation that names it and quotes vnu.
 *
 * A JVM start takes seconds, so each test collects its documents first and runs vnu once over
 * them all.
 */

const sitemap = await routesFromSitemap();

test('the sitemap lists the routes to check', () => expect(sitemap.error).toBeUndefined());

/** The HTML exactly as the shell serves it for `path`, which must answer `status`. */
async function servedHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(status);
  expect(response.headers()['content-type'], `GET ${path}`).toBe('text/html; charset=utf-8');
  return response.text();
}

/**
 * The route's DOM once every island on it has woken (as a visitor starting to use each would wake
 * it) and nothing is left loading (the calendar's spinner), serialized with the page's doctype.
 */
async function renderedHtml(page: Page, route: string): Promise<string> {
  await page.goto(route);
  await wakeEveryIsland(page);
  await expect(page.locator('[role="progressbar"], [aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(
    () =>
      `${document.doctype ? new XMLSerializer().serializeToString(document.doctype) : ''}\n` +
      document.documentElement.outerHTML,
  );
}

/** Expects no vnu errors in any of the documents: one soft expectation per document, naming it. */
async function expectValid(documents: HtmlDocument[]): Promise<void> {
  const errors = await test.step(`vnu checks ${documents.length} documents`, () => validateHtml(documents));
  for (const { name } of documents) expect.soft(errors.get(name), `vnu errors in ${name}`).toEqual([]);
}

test('every route, the not-found page and the bad-address page are valid HTML as the shell serves them', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const documents = await Promise.all(
    [...sitemap.routes, ...sitemap.chineseRoutes].map(async (route) => ({
      name: `${route} as served`,
      html: await servedHtml(request, route),
    })),
  );
  documents.push(
    { name: '/no-such-page as served (404)', html: await servedHtml(request, '/no-such-page', 404) },
    { name: '/zh-hk/no-such-page as served (404)', html: await servedHtml(request, '/zh-hk/no-such-page', 404) },
    { name: '/zh-hk/%FF as served (400)', html: await servedHtml(request, '/zh-hk/%FF', 400) },
    { name: '/blog/%FF as served (400)', html: await servedHtml(request, '/blog/%FF', 400) },
  );
  await expectValid(documents);
});

// Rendered, with every island woken: one page of each template in each language (the islands and
// their states are a template's; every page's HTML is checked as served, above). In groups, each a
// test of its own, so that workers can share them.
const GROUP_SIZE = 12;
const rendered = [...TEMPLATE_SAMPLES, ...CHINESE_SAMPLES];
for (let start = 0; start < rendered.length; start += GROUP_SIZE) {
  const routes = rendered.slice(start, start + GROUP_SIZE);
  test(`routes ${start + 1}–${start + routes.length} are valid HTML once loaded in the browser with every island woken`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const documents: HtmlDocument[] = [];
    for (const route of routes) {
      const html = await test.step(`render ${route}`, () => renderedHtml(page, route));
      documents.push({ name: `${route} as rendered`, html });
    }
    await expectValid(documents);
  });
}
