import type { Page } from '@playwright/test';
import { brand, expect, hrefsOf, mainArea, pageHeading, test } from '../support/fixtures';
import { openServedHtml } from '../support/islands';
import { topBar } from '../support/nav-bar';

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

// Each route's HTML as served: the browser's checks of every route (console, axe, layout) are the
// accessibility spec's, and its description and head the SEO spec's.
test('every route of the section answers with its own page inside the shell: its h1 and its title', async ({
  scriptless,
  request,
}) => {
  const { page, show, close } = await openServedHtml(scriptless, request);
  for (const [path, heading, title] of sectionRoutes) {
    expect.soft(await show(path), path).toBe(200);
    await expect.soft(topBar(page), `${path}: in the shell's frame`).toHaveCount(1);
    await expect.soft(page.locator('h1'), path).toHaveText([heading]);
    await expect.soft(page, path).toHaveTitle(`${title} | ${brand}`);
  }
  await close();
});

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

/** A sample of the links followed as a visitor would (each a new document): first, middle, last. */
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
  // The grid is the services section's fragment, in Home's HTML.
  const homeGrid = page.locator('section#services [data-slot="services/ServiceGrid"]');
  const gridLinks = homeGrid.getByRole('link', { name: /^Learn More about / });
  await page.goto('/');
  await expectLinksToServicePages(page, gridLinks);
  for (const index of followed) {
    const [path, heading] = servicePages[index];
    await expect(homeGrid.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
    await gridLinks.nth(index).click();
    await expect(page).toHaveURL(path);
    await expect(pageHeading(page)).toHaveText(heading);
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
});

/** The closing call to action of each service page that has the common layout. */
const closingActions: [path: string, label: string][] = [
  ['/services/content-marketing', 'Plan My Content Strategy'],
  ['/services/digital-marketing', 'Get My Digital Audit'],
  ['/services/social-media-management', 'Review My Social Channels'],
  ['/services/email-marketing', 'Review My Email Programme'],
  ['/services/paid-marketing', 'Audit My Ad Accounts'],
  ['/services/crm-solutions', 'Plan My CRM Project'],
  ['/services/ai-solutions', 'Explore AI for My Business'],
  ['/services/ai-workflow-automation', 'Map My First Workflow'],
  ['/services/website-development', 'Plan My Website'],
  ['/services/training', 'Plan My Team’s Training'],
];

test('the other service pages: hero, intro, four feature cards, and both calls to action go to /contact/consultation', async ({
  page,
}) => {
  for (const [path, label] of closingActions) {
    await page.goto(path);
    const hero = page.locator('header', { has: pageHeading(page) });
    await expect(hero.getByRole('link'), path).toHaveText('Book a Free Consultation');
    const regions = mainArea(page).getByRole('region');
    // The intro (one heading of its own), then the four feature cards.
    await expect(regions.nth(0).getByRole('heading', { level: 3 }), path).toHaveCount(1);
    await expect(regions.nth(1).getByRole('heading', { level: 3 }), path).toHaveCount(4);
    const links = mainArea(page).getByRole('link');
    await expect(links, path).toHaveText(['Book a Free Consultation', label]);
    expect(await hrefsOf(links), path).toEqual(['/contact/consultation', '/contact/consultation']);
  }
  await mainArea(page).getByRole('link', { name: 'Plan My Team’s Training' }).click();
  await expect(page).toHaveURL('/contact/consultation');
  await expect(pageHeading(page)).toHaveText('Schedule a Consultation');
});

/** The level-3 headings of a region of the main area. */
const cardTitles = (page: Page, region: string) =>
  mainArea(page).getByRole('region', { name: region }).getByRole('heading', { level: 3 });

test('LinkedIn: its services, six reasons, four approach cards, and both buttons go to /contact/consultation', async ({
  page,
}) => {
  await page.goto('/services/linkedin-marketing');
  await expect(
    mainArea(page).getByRole('region', { name: 'The world’s largest professional network, used deliberately' }),
  ).toContainText('LinkedIn reports more than 950 million professionals on its platform');
  await expect(cardTitles(page, 'Our LinkedIn services')).toHaveCount(6);
  await expect(cardTitles(page, 'Why LinkedIn Marketing Matters')).toHaveCount(6);
  await expect(cardTitles(page, 'Our approach')).toHaveText([
    'Profile Optimization',
    'Network Building',
    'Content Marketing',
    'Analytics & ROI',
  ]);
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

test('B2B: four cards, why choose us, six services, a four-step process; the call to action goes to /contact/schedule-consultation', async ({
  page,
}) => {
  await page.goto('/services/b2b-marketing');
  await expect(cardTitles(page, 'What we deliver for B2B companies')).toHaveCount(4);
  await expect(cardTitles(page, 'Why B2B companies choose Harbourline Digital')).toHaveCount(6);
  await expect(cardTitles(page, 'Our B2B marketing services')).toHaveText([
    'Lead Generation',
    'Account-Based Marketing',
    'Sales Enablement',
    'Content Marketing',
    'Email Marketing',
    'Analytics',
  ]);
  await expect(cardTitles(page, 'Our process')).toHaveText([
    'Step 1: Market Research',
    'Step 2: Strategy Development',
    'Step 3: Campaign Execution',
    'Step 4: Performance Optimization',
  ]);
  const cta = mainArea(page).getByRole('region', { name: 'Build a pipeline your sales team can rely on' });
  const button = cta.getByRole('link', { name: 'Schedule a Consultation', exact: true });
  await expect(button).toHaveAttribute('href', '/contact/schedule-consultation');
  await button.click();
  await expect(page).toHaveURL('/contact/schedule-consultation');
  await expect(pageHeading(page)).toHaveText('Schedule a Consultation');
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
