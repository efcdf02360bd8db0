import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';
import { originOf } from '../support/ports';

// A lazily loaded page's own chunk (a company page, an article's body) is announced with the page,
// so it downloads beside the app's scripts instead of one round trip after them.

/**
 * Script URLs the page requested whose file name starts with `prefix`. A preload the app then
 * uses is one request; one it cannot use (another URL, or a mismatched `as` or CORS mode) makes a
 * second request for the same script.
 */
function scriptRequests(page: Page, prefix: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (request.resourceType() === 'script' && file.startsWith(prefix)) urls.push(request.url());
  });
  return urls;
}

const companyPages = [
  { path: '/about/story', chunk: 'page-about-story', heading: 'Our Story' },
  { path: '/faq', chunk: 'page-faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy-policy', chunk: 'page-privacy-policy', heading: 'Privacy Policy' },
];

for (const { path, chunk, heading } of companyPages) {
  test(`${path}: its HTML preloads the page's chunk, the one the app then runs`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const preloaded = [...html.matchAll(/<link rel="?preload"? href="?([^" >]+)"? as="?script"?>/g)].map(
      (match) => match[1] ?? '',
    );
    const own = preloaded.filter((href) => href.startsWith(`/${chunk}.`));
    expect(own).toHaveLength(1);

    const requested = scriptRequests(page, `${chunk}.`);
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText(heading);
    expect(requested).toEqual([`${originOf('shell')}${own[0]}`]);
  });
}

test('Home and section pages preload no shell page chunk', async ({ request }) => {
  for (const path of ['/', '/blog', '/contact/quote']) {
    expect(await (await request.get(path)).text(), path).not.toMatch(/href="?\/page-/);
  }
});

test('an article’s Link header names its body chunk, the one the blog then runs', async ({ page, request }) => {
  const links = (await request.get('/blog/crm-evolution')).headers()['link'] ?? '';
  const bodies = [...links.matchAll(/<([^>]+\/page-blog-[^>]+\.js)>; rel=preload; as=script/g)].map(
    (match) => match[1] ?? '',
  );
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatch(new RegExp(`^${originOf('blog')}/page-blog-crm-evolution\\.[0-9a-f]{12}\\.js$`));
  // Other blog pages name no article body.
  expect((await request.get('/blog')).headers()['link']).not.toContain('page-blog-');
  expect((await request.get('/blog/ai-transformation')).headers()['link']).not.toContain('page-blog-crm-evolution');

  const requested = scriptRequests(page, 'page-blog-');
  await page.goto('/blog/crm-evolution');
  await expect(pageHeading(page)).toHaveText(/CRM/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(requested).toEqual(bodies);
});
