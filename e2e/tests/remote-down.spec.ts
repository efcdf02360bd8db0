import type { Page } from '@playwright/test';
import {
  blockRemote,
  breakRemoteChunks,
  chooseFromMenu,
  expect,
  mainArea,
  mainNav,
  pageHeading,
  test,
  UNAVAILABLE,
  unblockRemote,
} from '../support/fixtures';
import type { RemoteKey } from '../support/ports';

interface SectionPage {
  path: string;
  heading: string;
  menu: string;
  item: string;
}

/** For each remote: a page of it, and a page of another section to visit while it is down. */
const cases: { remote: RemoteKey; page: SectionPage; other: SectionPage }[] = [
  {
    remote: 'services',
    page: { path: '/services', heading: 'Our Services', menu: 'Services', item: 'View All Services' },
    other: { path: '/blog', heading: 'Blog: All Articles', menu: 'Blog', item: 'All Articles' },
  },
  {
    remote: 'blog',
    page: {
      path: '/blog/crm-evolution',
      heading: 'CRM Evolution in Modern Business',
      menu: 'Blog',
      item: 'CRM Evolution',
    },
    other: { path: '/portfolio', heading: 'Portfolio', menu: 'Portfolio', item: 'View Full Portfolio' },
  },
  {
    remote: 'portfolio',
    page: { path: '/portfolio/case-studies', heading: 'Case Studies', menu: 'Portfolio', item: 'Case Studies' },
    other: { path: '/contact/quote', heading: 'Tell us what you want to build', menu: 'Contact', item: 'Get a Quote' },
  },
  {
    remote: 'contact',
    page: { path: '/contact/quote', heading: 'Tell us what you want to build', menu: 'Contact', item: 'Get a Quote' },
    other: { path: '/services/crm-solutions', heading: 'CRM Solutions', menu: 'Services', item: 'CRM Solutions' },
  },
];

/** The section's fallback: an h1 in the main area with a Try again button (after the automatic retries). */
const sectionFallback = (page: Page) => mainArea(page).getByRole('heading', { level: 1, name: UNAVAILABLE });

async function expectChromeWorks(page: Page) {
  // Footer: contact details and a working link.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
    'href',
    'mailto:info@harbourline.example',
  );
  await footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL('/about/story');
  await expect(pageHeading(page)).toHaveText('Our Story');
  // Navigation bar: a menu opens and navigates.
  await chooseFromMenu(page, 'About Us', 'Our Values');
  await expect(page).toHaveURL('/about/values');
  await expect(pageHeading(page)).toHaveText('Our Values');
}

async function expectHome(page: Page, down: RemoteKey) {
  await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');

  // Home's widgets from the remotes mount when the visitor scrolls to them.
  const servicesRegion = page.getByRole('region', { name: 'Everything you need to grow, under one roof' });
  await servicesRegion.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const serviceCards = servicesRegion.getByRole('link', { name: /^Learn More about / });
  if (down === 'services') await expect(servicesRegion.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  else await expect(serviceCards).toHaveCount(12);

  const contactRegion = page.getByRole('region', { name: 'Tell us about your project' });
  await contactRegion.getByRole('heading', { name: 'Tell us about your project' }).scrollIntoViewIfNeeded();
  // The shell's own contact details never depend on a remote.
  await expect(contactRegion.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
    'href',
    'mailto:info@harbourline.example',
  );
  await expect(contactRegion.getByRole('link', { name: '+852 3001 2468' })).toHaveAttribute('href', 'tel:+85230012468');
  await expect(contactRegion.getByText('Monday – Friday: 9:30 AM – 6:30 PM HKT')).toBeVisible();
  const quoteForm = contactRegion.getByRole('form', { name: 'Request a Quote' });
  if (down === 'contact') {
    await expect(contactRegion.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await expect(quoteForm).toHaveCount(0);
  } else {
    await expect(quoteForm).toBeVisible();
  }
  if (down !== 'services' && down !== 'contact') {
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
  }
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const { remote, page: section, other } of cases) {
  test(`${remote} down: contained to the main area, the rest works, Try again recovers`, async ({ page }) => {
    await blockRemote(page, remote);

    await page.goto(section.path);
    await expect(sectionFallback(page)).toBeVisible();
    await expect(mainArea(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);

    await expectChromeWorks(page);

    await chooseFromMenu(page, other.menu, other.item);
    await expect(page).toHaveURL(other.path);
    await expect(pageHeading(page)).toHaveText(other.heading);

    await expectHome(page, remote);

    // Back to the section, still down; then the remote comes back and Try again really retries.
    await chooseFromMenu(page, section.menu, section.item);
    await expect(page).toHaveURL(section.path);
    await expect(sectionFallback(page)).toBeVisible();
    await unblockRemote(page, remote);
    await mainArea(page).getByRole('button', { name: 'Try again' }).click();
    await expect(pageHeading(page)).toHaveText(section.heading);
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
  });
}

test('a remote whose manifest answers but whose chunks are missing is contained the same way', async ({ page }) => {
  await breakRemoteChunks(page, 'blog');

  await page.goto('/blog');
  await expect(sectionFallback(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await chooseFromMenu(page, 'Portfolio', 'Healthcare');
  await expect(page).toHaveURL('/portfolio/healthcare');
  await expect(pageHeading(page)).toHaveText('Healthcare Projects');

  await chooseFromMenu(page, 'Blog', 'Web Development Best Practices');
  await expect(page).toHaveURL('/blog/web-development-best-practices');
  await expect(sectionFallback(page)).toBeVisible();

  await unblockRemote(page, 'blog');
  await mainArea(page).getByRole('button', { name: 'Try again' }).click();
  await expect(pageHeading(page)).toHaveText('Web Development Best Practices');
});
