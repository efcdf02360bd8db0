import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';
import { originOf } from '../support/ports';

// A lazily loaded company page's own chunk is among the scripts its HTML starts after the first
// paint (start-after-paint.js), so it downloads beside the app's scripts instead of one round trip
// after them.

/**
 * Script URLs the page requested whose file name starts with `prefix`. A chunk started with the
 * page that the app then uses is one request; one it could not use would make a second request.
 */
function scriptRequests(page: Page, prefix: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (request.resourceType() === 'script' && file.startsWith(prefix)) urls.push(request.url());
  });
  return urls;
}

/** The scripts a page's HTML starts after its first paint, in order (start-after-paint.js's list). */
function startedScripts(html: string): string[] {
  return (/data-scripts="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
}

const companyPages = [
  { path: '/about/story', chunk: 'page-about-story', heading: 'Our Story' },
  { path: '/faq', chunk: 'page-faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy-policy', chunk: 'page-privacy-policy', heading: 'Privacy Policy' },
];

for (const { path, chunk, heading } of companyPages) {
  test(`${path}: its HTML starts the page's chunk with the app, the one the app then runs`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const started = startedScripts(html);
    const own = started.filter((src) => src.startsWith(`/${chunk}.`));
    expect(own).toHaveLength(1);
    // Before main.js: the chunk is in place when the app's start-up asks for it.
    expect(started.indexOf(own[0] ?? '')).toBeLessThan(started.indexOf('/main.js'));

    const requested = scriptRequests(page, `${chunk}.`);
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText(heading);
    expect(requested).toEqual([`${originOf('shell')}${own[0]}`]);
  });
}

test('Home and section pages start no shell page chunk', async ({ request }) => {
  for (const path of ['/', '/blog', '/contact/quote']) {
    expect(startedScripts(await (await request.get(path)).text()), path).toEqual([
      '/react.js',
      '/vendor.js',
      '/main.js',
    ]);
  }
});
