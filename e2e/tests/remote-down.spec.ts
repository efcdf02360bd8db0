import type { Page } from '@playwright/test';
import {
  blockRemote,
  breakRemoteChunks,
  expect,
  island,
  islandReady,
  islandsMarked,
  mainArea,
  pageHeading,
  test,
  UNAVAILABLE,
  unblockRemote,
  wakeEveryIsland,
} from '../support/fixtures';
import { chooseFromMenu } from '../support/nav-bar';
import { originOf } from '../support/ports';
import type { RemoteKey } from '../support/ports';

/*
 * A section whose origin the visitor's browser cannot reach (a CDN outage, a blocked host) while
 * the shell's server still can: its pages are composed by the server, so they show the section's
 * content in full; only what needs the section's code is affected, its islands, which say so
 * (islands.spec.ts checks each island's notice and Try again). The rest of the site works: the
 * navigation, the footer, other sections' pages, Home, all as document navigations. Where the
 * server itself cannot reach a section, the slot is rendered in the browser with its fallback:
 * composition.spec.ts.
 */

/** What an island says when its code cannot load (islands.spec.ts checks it in detail). */
const ISLAND_UNAVAILABLE = 'This part of the page could not load. Try again';

interface SectionPage {
  path: string;
  heading: string;
  menu: string;
  item: string;
}

interface Case {
  remote: RemoteKey;
  /** A page of the section; `islands` are the section's islands on it, `content` a part of its content. */
  page: SectionPage & { islands: string[]; content: (page: Page) => Promise<void> };
  /** A page of another section to visit meanwhile. */
  other: SectionPage;
}

const cases: Case[] = [
  {
    remote: 'services',
    page: {
      path: '/services',
      heading: 'Our Services',
      menu: 'Services',
      item: 'View All Services',
      islands: [],
      content: async (page) => expect(mainArea(page).getByRole('link', { name: /^Learn More about / })).toHaveCount(12),
    },
    other: { path: '/blog', heading: 'Blog: All Articles', menu: 'Blog', item: 'All Articles' },
  },
  {
    remote: 'blog',
    page: {
      path: '/blog/crm-evolution',
      heading: 'CRM Evolution in Modern Business',
      menu: 'Blog',
      item: 'CRM Evolution',
      islands: ['blog-ShareButton'],
      content: async (page) =>
        expect(mainArea(page).getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blog'),
    },
    other: { path: '/portfolio', heading: 'Portfolio', menu: 'Portfolio', item: 'View Full Portfolio' },
  },
  {
    remote: 'portfolio',
    page: {
      path: '/portfolio/case-studies',
      heading: 'Case Studies',
      menu: 'Portfolio',
      item: 'Case Studies',
      islands: [],
      content: async (page) => expect(mainArea(page).getByRole('article')).toHaveCount(3),
    },
    other: { path: '/contact/quote', heading: 'Tell us what you want to build', menu: 'Contact', item: 'Get a Quote' },
  },
  {
    remote: 'contact',
    page: {
      path: '/contact/quote',
      heading: 'Tell us what you want to build',
      menu: 'Contact',
      item: 'Get a Quote',
      islands: ['contact-EnquiryForm'],
      content: async (page) =>
        expect(page.getByRole('form', { name: 'Request a Quote' }).getByRole('textbox')).toHaveCount(6),
    },
    other: { path: '/services/crm-solutions', heading: 'CRM Solutions', menu: 'Services', item: 'CRM Solutions' },
  },
];

/** Every request to the origin, by URL. */
function requestsTo(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${origin}/`)) urls.push(request.url());
  });
  return urls;
}

/** Wakes every island of the page; resolves with the ids of those that say they are unavailable. */
async function wakeEveryIslandOrNot(page: Page): Promise<string[]> {
  await wakeEveryIsland(page, ['agency:island-ready', 'agency:island-unavailable']);
  return islandsMarked(page, 'agency:island-unavailable');
}

/** The section's page as the server composed it: its content, no slot left to the browser, nothing loading. */
async function expectComposed(page: Page, section: Case['page']) {
  await expect(pageHeading(page)).toHaveText(section.heading);
  await section.content(page);
  // No slot was left to the browser: no section rendered as a client-only island.
  await expect(page.locator('agency-island[data-render="client"]')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
}

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
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');

  // Both widgets are the sections' HTML, composed by the server.
  const servicesRegion = page.getByRole('region', { name: 'Everything you need to grow, under one roof' });
  await expect(servicesRegion.getByRole('link', { name: /^Learn More about / })).toHaveCount(12);
  const contactRegion = page.getByRole('region', { name: 'Tell us about your project' });
  // The shell's own contact details never depend on a section.
  await expect(contactRegion.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
    'href',
    'mailto:info@harbourline.example',
  );
  await expect(contactRegion.getByRole('link', { name: '+852 3001 2468' })).toHaveAttribute('href', 'tel:+85230012468');
  await expect(contactRegion.getByText('Monday – Friday: 9:30 AM – 6:30 PM HKT')).toBeVisible();
  const quoteForm = contactRegion.getByRole('form', { name: 'Request a Quote' });
  await expect(quoteForm).toBeVisible();
  // Only the form's island needs a section's code, the contact section's.
  expect(await wakeEveryIslandOrNot(page)).toEqual(down === 'contact' ? ['contact-EnquiryForm'] : []);
  if (down === 'contact')
    await expect(island(page, 'contact-EnquiryForm').getByRole('status')).toHaveText(ISLAND_UNAVAILABLE);
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const { remote, page: section, other } of cases) {
  test(`${remote} unreachable in the browser: its pages show in full, only its islands are unavailable, the rest works`, async ({
    page,
  }) => {
    // A walk through five pages and Home, each island woken and each retried before it gives up.
    test.slow();
    const requested = requestsTo(page, originOf(remote));
    await blockRemote(page, remote);

    await page.goto(section.path);
    await expectComposed(page, section);
    // Woken, the section's islands say they are unavailable, each in its own place; the
    // navigation bar (the shell's) wakes as usual.
    expect(await wakeEveryIslandOrNot(page)).toEqual(section.islands);
    for (const id of section.islands) await expect(island(page, id).getByRole('status')).toHaveText(ISLAND_UNAVAILABLE);
    await expect(page.getByRole('status').filter({ hasText: ISLAND_UNAVAILABLE })).toHaveCount(section.islands.length);
    await islandReady(page, 'shell-NavBar');
    // A section without islands there is never asked for anything.
    if (section.islands.length === 0) expect(requested).toEqual([]);

    await expectChromeWorks(page);

    await chooseFromMenu(page, other.menu, other.item);
    await expect(page).toHaveURL(other.path);
    await expect(pageHeading(page)).toHaveText(other.heading);
    expect(await wakeEveryIslandOrNot(page)).toEqual([]);

    await expectHome(page, remote);

    // Back to the section, still unreachable: its page shows in full again.
    await chooseFromMenu(page, section.menu, section.item);
    await expect(page).toHaveURL(section.path);
    await expectComposed(page, section);
  });
}

test('a half-deployed section (manifest and entry there, chunks missing): its page shows, its island recovers', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: originOf('shell') });
  await breakRemoteChunks(page, 'blog');

  await page.goto('/blog/web-development-best-practices');
  await expect(pageHeading(page)).toHaveText('Web Development Best Practices');
  const share = page.getByRole('button', { name: 'Share this article' });
  await share.hover();
  const notice = island(page, 'blog-ShareButton').getByRole('status');
  await expect(notice).toHaveText(ISLAND_UNAVAILABLE);
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await chooseFromMenu(page, 'Portfolio', 'Healthcare');
  await expect(page).toHaveURL('/portfolio/healthcare');
  await expect(pageHeading(page)).toHaveText('Healthcare Projects');

  await chooseFromMenu(page, 'Blog', 'Web Development Best Practices');
  await expect(page).toHaveURL('/blog/web-development-best-practices');
  await expect(pageHeading(page)).toHaveText('Web Development Best Practices');
  await share.hover();
  await expect(notice).toHaveText(ISLAND_UNAVAILABLE);

  // The deploy completes: Try again loads the chunks, and the button works.
  await unblockRemote(page, 'blog');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await islandReady(page, 'blog-ShareButton');
  await expect(notice).toHaveCount(0);
  await share.click();
  await expect(page.getByRole('alert')).toHaveText('Link copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${originOf('shell')}/blog/web-development-best-practices`,
  );
});
