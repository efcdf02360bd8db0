import { brand, expect, mainArea, pageHeading, test } from '../support/fixtures';
import { openServedHtml } from '../support/islands';

/**
 * Unknown to the shell (/nope, /contact, /about) or to the section that owns the path: every one
 * gets the site's 404 page as its document (status 404), and the page's script writes the path
 * asked for to the console.
 */
const unknownPaths = [
  '/nope',
  '/contact',
  '/about',
  '/about/unknown',
  '/services/unknown',
  '/blog/all-articles',
  '/blog/unknown',
  '/blog/crm-evolution/extra',
  '/portfolio/unknown',
  '/contact/unknown',
];

const HOME_HEADING = 'Boosting Your Business’s Success';

// Every unknown path's document as served (its status and what it says need no script).
test('every unknown path answers 404 with the not-found page', async ({ scriptless, request }) => {
  const { page, show, close } = await openServedHtml(scriptless, request);
  for (const path of unknownPaths) {
    expect.soft(await show(path), path).toBe(404);
    await expect.soft(page.locator('h1'), path).toHaveText(['404']);
    await expect.soft(mainArea(page).getByText('Oops! Page not found', { exact: true }), path).toBeVisible();
    await expect.soft(mainArea(page).getByRole('link', { name: 'Return to Home' }), path).toHaveAttribute('href', '/');
    await expect.soft(page, path).toHaveTitle(`Page Not Found | ${brand}`);
  }
  await close();
});

// The page's script names the path asked for, whichever app owns it: the shell's, and a section's.
for (const path of ['/nope', '/blog/crm-evolution/extra']) {
  test(`${path}: the not-found page writes the path to the console, and Return to Home goes home`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText('404');
    // The document's own request is the one resource that failed (Chromium reports its status).
    await expect
      .poll(() => consoleErrors.filter((message) => !message.startsWith('Failed to load resource')))
      .toEqual([`404 Error: User attempted to access non-existent route: ${path}`]);
    expect(consoleErrors.filter((message) => message.startsWith('Failed to load resource'))).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);

    await mainArea(page).getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(pageHeading(page)).toHaveText(HOME_HEADING);
  });
}

test('an address that cannot be decoded gets the 400 page, which reports no missing route', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/blog/%FF');
  expect(response?.status()).toBe(400);
  await expect(pageHeading(page)).toHaveText('400');
  await expect(mainArea(page).getByText('This address could not be read', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Address Not Readable | ${brand}`);
  // The whole page, with the site's navigation, not a bare error.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  await mainArea(page).getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(pageHeading(page)).toHaveText(HOME_HEADING);
});

test('known routes of the shell and of every section answer 200 and log nothing', async ({ page, consoleErrors }) => {
  const known: [path: string, heading: string][] = [
    ['/', HOME_HEADING],
    ['/about/office', 'Our Office'],
    ['/services/all-services', 'Our Services'],
    ['/blog/asia-focus', 'Hong Kong & Asia Focus'],
    ['/portfolio/insurance', 'Insurance Projects'],
    ['/contact/consultation', 'Schedule a Consultation'],
  ];
  for (const [path, heading] of known) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(pageHeading(page)).toHaveText(heading);
  }
  expect(consoleErrors).toEqual([]);
});
