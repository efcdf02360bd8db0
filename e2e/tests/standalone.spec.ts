import type { Page } from '@playwright/test';
import { expect, island, islandReady, islandsMarked, islandsStarted, pageHeading, test } from '../support/fixtures';
import { reactOwnership } from '../support/islands';
import { originOf, remoteKeys } from '../support/ports';
import type { RemoteKey } from '../support/ports';

// A section's production build also serves its own pages (its standalone host: the check its team
// runs on a deploy, without the shell): each route's page is static HTML the build prerendered,
// and its islands wake from the section's own code (main.js and the federation runtime core its
// page loads itself, mf-runtime-core.<hash>.js). Nothing comes from the shell or another section.

interface OwnPage {
  path: string;
  title: string;
  heading: string;
  islands: string[];
}

const ownPages: Record<RemoteKey, OwnPage> = {
  services: {
    path: '/services/crm-solutions',
    title: 'CRM Solutions | Harbourline Digital',
    heading: 'CRM Solutions',
    islands: [],
  },
  blog: {
    path: '/blog/crm-evolution',
    title: 'CRM Evolution in Modern Business | Harbourline Digital',
    heading: 'CRM Evolution in Modern Business',
    islands: ['blog-ShareButton'],
  },
  portfolio: {
    path: '/portfolio/healthcare',
    title: 'Healthcare Projects | Harbourline Digital',
    heading: 'Healthcare Projects',
    islands: [],
  },
  contact: {
    path: '/contact/quote',
    title: 'Get a Quote | Harbourline Digital',
    heading: 'Tell us what you want to build',
    islands: ['contact-EnquiryForm'],
  },
};

/** The origins of every request the page makes, in order, each once. */
function originsRequested(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'mailto:') origins.add(url.origin);
  });
  return origins;
}

for (const remote of remoteKeys) {
  test(`${remote}'s own host answers /index.html with its not-found page, without the shell`, async ({
    page,
    consoleErrors,
  }) => {
    const origins = originsRequested(page);
    const response = await page.goto(`${originOf(remote)}/index.html`);
    expect(response?.status()).toBe(200);
    // /index.html is no route of the section: the standalone host's own not-found page.
    await expect(pageHeading(page)).toHaveText('404');
    await expect(page.getByText('Oops! Page not found (standalone section host).')).toBeVisible();
    expect([...origins]).toEqual([originOf(remote)]);
    expect(consoleErrors).toEqual([]);
  });

  const own = ownPages[remote];
  test(`${remote}'s own page for ${own.path} is static HTML, its islands woken from the section's own code`, async ({
    page,
    consoleErrors,
  }) => {
    const origins = originsRequested(page);
    const response = await page.goto(`${originOf(remote)}${own.path}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(own.title);
    await expect(pageHeading(page)).toHaveText(own.heading);
    const ids = await page
      .locator('agency-island')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-island-id')));
    expect(ids).toEqual(own.islands);
    await islandsStarted(page);
    for (const id of own.islands) {
      await island(page, id).dispatchEvent('focusin');
      await islandReady(page, id);
    }
    const ownership = await reactOwnership(page);
    expect(ownership.staticOwned).toEqual([]);
    expect(ownership.islands).toEqual(own.islands.map((id) => ({ id, render: 'server', owned: true })));
    // The page's HTML and the code are of one build: hydrated, not rendered afresh.
    expect(await islandsMarked(page, 'agency:island-afresh')).toEqual([]);
    expect(await islandsMarked(page, 'agency:island-mismatch')).toEqual([]);
    expect([...origins]).toEqual([originOf(remote)]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the blog’s own listing links to its own article pages as documents', async ({ page, consoleErrors }) => {
  await page.goto(`${originOf('blog')}/blog`);
  await expect(pageHeading(page)).toHaveText('Blog: All Articles');
  const readMore = page.getByRole('link', { name: /^Read More about / });
  await expect(readMore).toHaveCount(11);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('link', { name: 'Read More about CRM Evolution in Modern Business' }).click();
  await expect(page).toHaveURL(`${originOf('blog')}/blog/crm-evolution`);
  await expect(pageHeading(page)).toHaveText('CRM Evolution in Modern Business');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(consoleErrors).toEqual([]);
});

test('the blog’s Share button works on the blog’s own page, pressed before its code arrives', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: originOf('blog') });
  await page.goto(`${originOf('blog')}/blog/crm-evolution`);
  await page.getByRole('button', { name: 'Share this article' }).click();
  await islandReady(page, 'blog-ShareButton');
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`${originOf('blog')}/blog/crm-evolution`);
});

test('the contact section’s own quote form sends its e-mail, from the section’s own code', async ({ page }) => {
  await page.goto(`${originOf('contact')}/contact/quote`);
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await form.hover();
  await islandReady(page, 'contact-EnquiryForm');
  for (const [name, value] of Object.entries({
    firstName: 'Ka Yan',
    lastName: 'Lee',
    email: 'ky.lee@example.com',
    phone: '+852 2345 6789',
    company: 'Tsim Sha Tsui Traders',
    description: 'A new catalogue site.',
  }))
    await form.locator(`[name="${name}"]:not([aria-hidden="true"])`).fill(value);
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  const url = new URL((await mailto).url());
  expect(url.pathname).toBe('info@harbourline.example');
  expect(url.searchParams.get('subject')).toBe('Quote Request from Ka Yan Lee - Tsim Sha Tsui Traders');
});
