import type { Page } from '@playwright/test';
import { brand, expect, mainArea, pageHeading, test } from '../support/fixtures';

/** The twelve service pages: path and h1, in the order of the cards. */
const servicePages = [
  ['/services/content-marketing', 'Content Marketing'],
  ['/services/digital-marketing', 'Digital Marketing'],
  ['/services/social-media-management', 'Social Media Management'],
  ['/services/linkedin-marketing', 'LinkedIn Marketing'],
  ['/services/b2b-marketing', 'B2B Marketing'],
  ['/services/email-marketing', 'Email Marketing'],
  ['/services/paid-marketing', 'Paid Marketing'],
  ['/services/crm-solutions', 'CRM Solutions'],
  ['/services/ai-solutions', 'AI Solutions'],
  ['/services/ai-workflow-automation', 'AI Agent Workflow Automation'],
  ['/services/website-development', 'Website Development'],
  ['/services/training', 'Training'],
] as const;

/** Every route of the section: path, h1 and the document title before the brand. */
const sectionRoutes: [path: string, heading: string, title: string][] = [
  ['/services', 'Our Services', 'Our Services'],
  ['/services/all-services', 'Our Services', 'All Services'],
  ...servicePages.map(([path, heading]): [string, string, string] => [path, heading, heading]),
];

const learnMoreLinks = (page: Page) => mainArea(page).getByRole('link', { name: /^Learn More about / });

test.use({ viewport: { width: 1280, height: 800 } });

for (const [path, heading, title] of sectionRoutes) {
  test(`${path} renders "${heading}" inside the shell`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(pageHeading(page)).toHaveText(heading);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(`${title} | ${brand}`);
    // The exact copy is the route table's (unit-tested); here it must be this page's, not a fallback.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,170}$/);
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /does not exist/);
    expect(consoleErrors).toEqual([]);
  });
}

/** Every link names its service and goes to the page of that name, as served (title in the HTML). */
async function expectLinksToServicePages(page: Page, links: ReturnType<typeof learnMoreLinks>) {
  await expect(links).toHaveCount(12);
  for (const [index, [path, heading]] of servicePages.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(`Learn More about ${heading}`);
    await expect(links.nth(index)).toHaveAttribute('href', path);
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(`<title>${heading} | ${brand}</title>`);
  }
}

/** A sample of the links followed client-side, as a visitor would: first, middle, last. */
const followed = [0, 5, 11] as const;

test('every Learn More on the overview opens the matching service page', async ({ page }) => {
  await page.goto('/services');
  await expectLinksToServicePages(page, learnMoreLinks(page));
  for (const index of followed) {
    const [path, heading] = servicePages[index];
    await learnMoreLinks(page).nth(index).click();
    await expect(page).toHaveURL(path);
    await expect(pageHeading(page)).toHaveText(heading);
    await page.goBack();
    await expect(pageHeading(page)).toHaveText('Our Services');
  }
});

test('every Learn More in Home’s service grid opens the matching service page', async ({ page }) => {
  const homeGrid = page.locator('section#services');
  const gridLinks = homeGrid.getByRole('link', { name: /^Learn More about / });
  // The grid mounts when its placeholder reaches the viewport, so the section is brought to the top.
  const showGrid = async () => {
    await homeGrid.evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await expect(gridLinks).toHaveCount(12);
  };
  await page.goto('/');
  await showGrid();
  await expectLinksToServicePages(page, gridLinks);
  for (const index of followed) {
    const [path, heading] = servicePages[index];
    await showGrid();
    await expect(homeGrid.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
    await gridLinks.nth(index).click();
    await expect(page).toHaveURL(path);
    await expect(pageHeading(page)).toHaveText(heading);
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
});

test('LinkedIn: both "Start LinkedIn Strategy" buttons go to /contact/consultation', async ({ page }) => {
  await page.goto('/services/linkedin-marketing');
  const buttons = mainArea(page).getByRole('link', { name: 'Start LinkedIn Strategy', exact: true });
  await expect(buttons).toHaveCount(2);
  await expect(buttons.nth(0)).toHaveAttribute('href', '/contact/consultation');
  await expect(buttons.nth(1)).toHaveAttribute('href', '/contact/consultation');
  // The first is the hero's, the second the closing call to action's.
  await expect(page.locator('header', { has: pageHeading(page) }).getByRole('link')).toHaveText(
    'Start LinkedIn Strategy',
  );
  await expect(
    mainArea(page).getByRole('region', { name: 'Make LinkedIn your most valuable sales channel' }).getByRole('link'),
  ).toHaveText('Start LinkedIn Strategy');

  await buttons.nth(0).click();
  await expect(page).toHaveURL('/contact/consultation');
  await expect(pageHeading(page)).toHaveText('Schedule a Consultation');

  await page.goBack();
  await expect(pageHeading(page)).toHaveText('LinkedIn Marketing');
  await buttons.nth(1).click();
  await expect(page).toHaveURL('/contact/consultation');
  await expect(pageHeading(page)).toHaveText('Schedule a Consultation');
});

test('B2B: the call to action goes to /contact/schedule-consultation', async ({ page }) => {
  await page.goto('/services/b2b-marketing');
  const cta = mainArea(page).getByRole('region', { name: 'Build a pipeline your sales team can rely on' });
  const button = cta.getByRole('link', { name: 'Schedule a Consultation', exact: true });
  await expect(button).toHaveAttribute('href', '/contact/schedule-consultation');
  await button.click();
  await expect(page).toHaveURL('/contact/schedule-consultation');
  await expect(pageHeading(page)).toHaveText('Schedule a Consultation');
});

test('/services/unknown shows the shell’s 404', async ({ page }) => {
  const response = await page.goto('/services/unknown');
  expect(response?.status()).toBe(404);
  await expect(pageHeading(page)).toHaveText('404');
  await expect(mainArea(page).getByText('Oops! Page not found', { exact: true })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no service page scrolls sideways', async ({ page }) => {
    for (const [path, heading] of servicePages) {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(heading);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
