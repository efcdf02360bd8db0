/**
 * Moving around the site: every link is a document navigation (there is no client-side router), so
 * each page a visitor reaches through the bar is a new document with its own h1 and <title>, and
 * the browser's Back and Forward return to the pages as they were loaded.
 */
import type { Page } from '@playwright/test';
import { brand, expect, island, islandReady, islandsMarked, pageHeading, test } from '../support/fixtures';
import { chooseFromMenu, mainNav } from '../support/nav-bar';
import { originOf } from '../support/ports';

const home = {
  path: '/',
  heading: 'Boosting Your Business’s Success',
  title: `${brand} | AI, Digital Marketing & Web Development Agency in Hong Kong`,
};

/** One page of each section, reached through the desktop menus. */
const sections = [
  {
    remote: 'services',
    menu: 'Services',
    item: 'View All Services',
    path: '/services',
    heading: 'Our Services',
    title: 'Our Services',
  },
  {
    remote: 'blog',
    menu: 'Blog',
    item: 'CRM Evolution',
    path: '/blog/crm-evolution',
    heading: 'CRM Evolution in Modern Business',
    title: 'CRM Evolution in Modern Business',
  },
  {
    remote: 'portfolio',
    menu: 'Portfolio',
    item: 'View Full Portfolio',
    path: '/portfolio',
    heading: 'Portfolio',
    title: 'Portfolio',
  },
  {
    remote: 'contact',
    menu: 'Contact',
    item: 'Get a Quote',
    path: '/contact/quote',
    heading: 'Tell us what you want to build',
    title: 'Get a Quote',
  },
] as const;

/** Marks the current document: a page loaded afresh has no marker. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { e2eDocument: location.pathname }));

/** The page shown: its URL, its one h1, its own title, and a document of its own. */
async function expectPage(page: Page, path: string, heading: string, title: string) {
  await expect(page).toHaveURL(path);
  await expect(pageHeading(page)).toHaveText(heading);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(title);
  expect(await page.evaluate(() => 'e2eDocument' in window), `${path}: loaded as a new document`).toBe(false);
  await markDocument(page);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the bar’s links load the shell’s and every section’s pages as documents, each with one h1 and its own title', async ({
  page,
  consoleErrors,
}) => {
  // Ten documents, each loaded and checked: ample on 2 busy cores.
  test.setTimeout(60_000);
  await page.goto(home.path);
  await expectPage(page, home.path, home.heading, home.title);

  for (const section of sections) {
    await test.step(`Home → ${section.remote} → Home`, async () => {
      await chooseFromMenu(page, section.menu, section.item);
      await expectPage(page, section.path, section.heading, `${section.title} | ${brand}`);

      await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
      await expectPage(page, home.path, home.heading, home.title);
    });
  }

  await test.step('section → section, and the browser history', async () => {
    await chooseFromMenu(page, 'Services', 'Training');
    await expectPage(page, '/services/training', 'Training', `Training | ${brand}`);
    await chooseFromMenu(page, 'About Us', 'FAQ');
    await expectPage(page, '/faq', 'Frequently Asked Questions', `Frequently Asked Questions | ${brand}`);
    await chooseFromMenu(page, 'Contact', 'Partnership');
    await expectPage(page, '/contact/partnership', 'Partnership Opportunities', `Partnership Opportunities | ${brand}`);

    // Back and Forward load each page again (the suite's browser keeps no back/forward cache).
    await page.goBack();
    await expectPage(page, '/faq', 'Frequently Asked Questions', `Frequently Asked Questions | ${brand}`);
    await page.goBack();
    await expectPage(page, '/services/training', 'Training', `Training | ${brand}`);
    await page.goForward();
    await expectPage(page, '/faq', 'Frequently Asked Questions', `Frequently Asked Questions | ${brand}`);
  });

  expect(consoleErrors).toEqual([]);
});

// Home's sections carry id="services" and id="contact", which browsers expose as window.services and
// window.contact: the contact section's federation container must use another global name, or the
// quote form would find the element instead of the container and fail to wake.
test('Home’s quote form wakes through federation at the first attempt', async ({ page, consoleErrors }) => {
  const remoteEntries: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${originOf('contact')}/remoteEntry.js`) remoteEntries.push(request.url());
  });
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Tell us about your project' }).getByRole('form', {
    name: 'Request a Quote',
  });
  await form.hover();
  await islandReady(page, 'contact-EnquiryForm');
  expect(await islandsMarked(page, 'agency:island-unavailable')).toEqual([]);
  await expect(island(page, 'contact-EnquiryForm').locator('.island-unavailable')).toHaveCount(0);
  expect(remoteEntries).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
