import { brand, expect, mainArea, pageHeading, test } from '../support/fixtures';

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

for (const path of unknownPaths) {
  test(`${path} answers 404 and shows the not-found page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);

    await expect(pageHeading(page)).toHaveText('404');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(mainArea(page).getByText('Oops! Page not found', { exact: true })).toBeVisible();
    const back = mainArea(page).getByRole('link', { name: 'Return to Home' });
    await expect(back).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(`Page Not Found | ${brand}`);
    // The document's own request is the one resource that failed (Chromium reports its status).
    await expect
      .poll(() => consoleErrors.filter((message) => !message.startsWith('Failed to load resource')))
      .toEqual([`404 Error: User attempted to access non-existent route: ${path}`]);
    expect(consoleErrors.filter((message) => message.startsWith('Failed to load resource'))).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);

    await back.click();
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
