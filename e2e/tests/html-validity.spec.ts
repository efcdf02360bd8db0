import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForWidgets } from '../support/hydration';
import type { HtmlDocument } from '../support/html-validator';
import { validateHtml } from '../support/html-validator';
import { routesFromSitemap } from '../support/site-routes';

/*
 * Every route of the sitemap is valid HTML to the W3C Nu HTML Checker (vnu), twice: the HTML
 * exactly as the shell serves it (the frame with the sections' fragments composed in), and the
 * DOM once the page has rendered in Chromium and been scrolled through, so that Home's widgets
 * and every lazily loaded part are in. Each route's errors are one expectation that names the
 * route and quotes vnu.
 *
 * A JVM start takes seconds, so each test collects its documents first and runs vnu once over
 * them all. A group's pages render one after the other in one page, as a visitor's browser would
 * with its cache; the test of the served HTML needs no browser and is done long before.
 */

const sitemap = await routesFromSitemap();

if (sitemap.error !== undefined) {
  test('the sitemap lists the routes to check', () => {
    throw new Error(`Could not read the served sitemap.xml: ${sitemap.error}`);
  });
}

/** The route's HTML exactly as the shell serves it. */
async function servedHtml(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(route);
  expect(response.status(), `GET ${route}`).toBe(200);
  return response.text();
}

/**
 * The route's DOM once rendered: scrolled to the bottom a viewport at a time, each view drawn in a
 * frame of its own (so what mounts when near the viewport sees it), then every widget hydrated and
 * nothing left loading (a section's loading bar, an article body's placeholder, the consultation
 * calendar's spinner). Serialized with the page's own doctype.
 */
async function renderedHtml(page: Page, route: string): Promise<string> {
  await page.goto(route);
  await page.evaluate(async () => {
    // A scroll made in an animation frame callback is what that frame draws, and observers see.
    // (A second stands in should frames stall; 100 views at most, should the page keep growing.)
    const nextFrame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 1000);
      });
    for (let view = 0; view < 100 && view * window.innerHeight < document.documentElement.scrollHeight; view += 1) {
      await nextFrame();
      window.scrollTo({ top: view * window.innerHeight, behavior: 'instant' });
    }
    await nextFrame();
  });
  await waitForWidgets(page);
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

test('every route is valid HTML as the shell serves it', async ({ request }) => {
  test.setTimeout(120_000);
  const documents = await Promise.all(
    sitemap.routes.map(async (route) => ({ name: `${route} as served`, html: await servedHtml(request, route) })),
  );
  await expectValid(documents);
});

// The routes render in groups, each a test of its own, so that the two workers share them.
const GROUP_SIZE = 12;
for (let start = 0; start < sitemap.routes.length; start += GROUP_SIZE) {
  const routes = sitemap.routes.slice(start, start + GROUP_SIZE);
  test(`routes ${start + 1}–${start + routes.length} are valid HTML once rendered in the browser and scrolled through`, async ({
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
