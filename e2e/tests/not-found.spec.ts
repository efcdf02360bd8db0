import { brand, expect, mainArea, pageHeading, test } from '../support/fixtures';

/** Unknown to the shell (/nope, /contact) or to the section that owns the path. */
const unknownPaths = ['/nope', '/services/unknown', '/blog/all-articles', '/contact'];

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
    await expect
      .poll(() =>
        consoleErrors.filter((message) => message.includes(path) && !message.includes('Failed to load resource')),
      )
      .toEqual([`404 Error: User attempted to access non-existent route: ${path}`]);

    await back.click();
    await expect(page).toHaveURL('/');
    await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
  });
}

test('known routes of the shell and of every section answer 200', async ({ page }) => {
  const known: [path: string, heading: string][] = [
    ['/', 'Boosting Your Business’s Success'],
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
});
