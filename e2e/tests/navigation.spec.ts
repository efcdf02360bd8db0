import type { Page } from '@playwright/test';
import { brand, chooseFromMenu, expect, mainNav, pageHeading, test, topBar } from '../support/fixtures';

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

async function expectPage(page: Page, path: string, heading: string, title: string) {
  await expect(page).toHaveURL(path);
  await expect(pageHeading(page)).toHaveText(heading);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(title);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the shell and every section switch client-side, with one h1 and their own title', async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // a first visit to every section, each loading its remote on a shared 2-core machine
  await page.goto(home.path);
  await expectPage(page, home.path, home.heading, home.title);

  // A full page load would lose both the marker and the navigation bar element.
  await page.evaluate(() => {
    (window as Window & { __e2eMarker?: string }).__e2eMarker = 'same document';
  });
  const bar = await topBar(page).elementHandle();
  if (!bar) throw new Error('navigation bar not found');
  const stillTheSame = async () => {
    expect(await page.evaluate(() => (window as Window & { __e2eMarker?: string }).__e2eMarker)).toBe('same document');
    expect(await bar.evaluate((element) => element.isConnected)).toBe(true);
  };

  for (const section of sections) {
    await test.step(`Home → ${section.remote} → Home`, async () => {
      await chooseFromMenu(page, section.menu, section.item);
      await expectPage(page, section.path, section.heading, `${section.title} | ${brand}`);
      await stillTheSame();

      await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
      await expectPage(page, home.path, home.heading, home.title);
      await stillTheSame();
    });
  }

  await test.step('section → section, and the browser history', async () => {
    await chooseFromMenu(page, 'Services', 'Training');
    await expectPage(page, '/services/training', 'Training', `Training | ${brand}`);
    await chooseFromMenu(page, 'About Us', 'FAQ');
    await expectPage(page, '/faq', 'Frequently Asked Questions', `Frequently Asked Questions | ${brand}`);
    await chooseFromMenu(page, 'Contact', 'Partnership');
    await expectPage(page, '/contact/partnership', 'Partnership Opportunities', `Partnership Opportunities | ${brand}`);

    await page.goBack();
    await expectPage(page, '/faq', 'Frequently Asked Questions', `Frequently Asked Questions | ${brand}`);
    await page.goBack();
    await expectPage(page, '/services/training', 'Training', `Training | ${brand}`);
    await page.goForward();
    await expectPage(page, '/faq', 'Frequently Asked Questions', `Frequently Asked Questions | ${brand}`);
    await stillTheSame();
  });

  expect(consoleErrors).toEqual([]);
});

// Home's sections carry id="services" and id="contact", which browsers expose as window.services and
// window.contact; the remotes' containers use other global names, so the widgets load at the first try.
test('Home loads its remote widgets at the first attempt', async ({ page }) => {
  const failedLoads: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('failed to load')) failedLoads.push(message.text());
  });
  await page.goto('/');
  // Each widget mounts when the visitor scrolls to it.
  const servicesRegion = page.locator('section#services');
  await servicesRegion.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(servicesRegion.getByRole('link', { name: /^Learn More about / })).toHaveCount(12);
  const contactRegion = page.getByRole('region', { name: 'Tell us about your project' });
  await contactRegion.getByRole('heading', { name: 'Tell us about your project' }).scrollIntoViewIfNeeded();
  await expect(contactRegion.getByRole('form', { name: 'Request a Quote' })).toBeVisible();
  expect(failedLoads).toEqual([]);
});
