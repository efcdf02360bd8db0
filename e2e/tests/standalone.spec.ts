import { expect, pageHeading, test } from '../support/fixtures';
import { originOf, remoteKeys } from '../support/ports';

// A section's production build also serves its own page (index.html + main.js: the standalone host
// its team checks a deploy with). Its remoteEntry.js and main.js take the federation runtime core
// from the page; without a shell, that page loads the core itself (mf-runtime-core.<hash>.js).

for (const remote of remoteKeys) {
  test(`${remote}'s own page starts without the shell`, async ({ page, consoleErrors }) => {
    const response = await page.goto(`${originOf(remote)}/index.html`);
    expect(response?.status()).toBe(200);
    // /index.html is no route of the section: the standalone host's own not-found page.
    await expect(pageHeading(page)).toHaveText('404');
    await expect(page.getByText('Oops! Page not found (standalone section host).')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('the blog renders its listing on its own page, routed client-side', async ({ page, consoleErrors }) => {
  await page.goto(`${originOf('blog')}/index.html`);
  await expect(pageHeading(page)).toHaveText('404');
  await page.evaluate(() => {
    history.pushState(null, '', '/blog');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(pageHeading(page)).toHaveText('Blog: All Articles');
  await expect(page.getByRole('link', { name: /^Read More about / })).toHaveCount(11);
  expect(consoleErrors).toEqual([]);
});

test('a section’s own page for a route is prerendered, and hydrates without an error', async ({
  browser,
  page,
  consoleErrors,
}) => {
  const url = `${originOf('blog')}/blog/crm-evolution`;
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const withoutScripts = await plain.newPage();
  const response = await withoutScripts.goto(url);
  expect(response?.status()).toBe(200);
  await expect(pageHeading(withoutScripts)).toHaveText('CRM Evolution in Modern Business');
  await plain.close();

  await page.goto(url);
  await expect(pageHeading(page)).toHaveText('CRM Evolution in Modern Business');
  // Hydrated: React owns the heading the HTML painted, and client-side routing works from it.
  await expect
    .poll(() => pageHeading(page).evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
  await page.getByRole('link', { name: 'Back to all articles' }).click();
  await expect(pageHeading(page)).toHaveText('Blog: All Articles');
  expect(consoleErrors).toEqual([]);
});
