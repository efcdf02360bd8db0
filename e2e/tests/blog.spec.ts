import type { Page } from '@playwright/test';
import type { ArticleSlug } from '@agency/platform/routes';
import { articleSlugs, paths } from '@agency/platform/routes';
import { brand, expect, mainArea, pageHeading, test } from '../support/fixtures';

/** The articles' published dates and read times. */
const fixed: Partial<Record<ArticleSlug, { date?: string; readTime: string }>> = {
  'paid-marketing-roi-2025': { date: '15 January 2025', readTime: '11 min read' },
  'southeast-asia-ecommerce': { readTime: '9 min read' },
  'crm-evolution': { date: '5 January 2025', readTime: '9 min read' },
  'web-development-best-practices': { date: '28 December 2024', readTime: '10 min read' },
};

const readableDate =
  /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/;

/** The listing's article cards (the regional category card has no cover). */
const articleCards = (page: Page) =>
  mainArea(page)
    .getByRole('article')
    .filter({ has: page.getByRole('img') });

test.use({ viewport: { width: 1280, height: 800 } });

test('the listing shows eleven cards, newest first, each opening its article', async ({ page, consoleErrors }) => {
  await page.goto('/blog');
  await expect(pageHeading(page)).toHaveText('Blog: All Articles');
  await expect(page).toHaveTitle(`Blog: All Articles | ${brand}`);
  const cards = articleCards(page);
  await expect(cards).toHaveCount(11);

  const listed: { title: string; date: string; href: string }[] = [];
  for (const card of await cards.all()) {
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const date = (await card.locator('time').getAttribute('datetime')) ?? '';
    const readMore = card.getByRole('link', { name: `Read More about ${title}` });
    await expect(readMore).toHaveText(`Read More about ${title}`);
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(card.getByText(/^By Harbourline /)).toBeVisible();
    await expect(card.locator('time')).toHaveText(readableDate);
    listed.push({ title, date, href: (await readMore.getAttribute('href')) ?? '' });
  }
  expect([...listed.map((entry) => entry.href)].sort()).toEqual(articleSlugs.map(paths.blog.article).sort());
  expect(listed.map((entry) => entry.date)).toEqual([...listed.map((entry) => entry.date)].sort().reverse());

  // Covers are inlined SVG (no request of their own, no raw space in the URL) and really decode.
  const firstCover = cards.first().getByRole('img');
  await expect(firstCover).toHaveAttribute('width', '1200');
  await expect(firstCover).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg%20[^ ]+$/);
  await expect.poll(() => firstCover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Every card's target is the article it names: its page, as served, carries that title.
  for (const entry of listed) {
    const html = await (await page.request.get(entry.href)).text();
    expect(html).toContain(`<title>${entry.title.replace(/&/g, '&amp;')} | ${brand}</title>`);
  }

  // Client-side, as a visitor reads: card → article → back to the listing → next card (a sample:
  // the first, a middle and the last card; every article page is opened by its own test below).
  for (const entry of [listed[0], listed[5], listed[10]].filter((item) => item !== undefined)) {
    await articleCards(page)
      .getByRole('link', { name: `Read More about ${entry.title}` })
      .click();
    await expect(page).toHaveURL(entry.href);
    await expect(pageHeading(page)).toHaveText(entry.title);
    await expect(page.locator('h1')).toHaveCount(1);
    await mainArea(page).getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(pageHeading(page)).toHaveText('Blog: All Articles');
  }
  expect(consoleErrors).toEqual([]);
});

for (const slug of articleSlugs) {
  test(`${paths.blog.article(slug)} shows its date, read time, calls to action and structured data`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(paths.blog.article(slug));
    expect(response?.status()).toBe(200);
    const heading = pageHeading(page);
    await expect(heading).toBeVisible();
    const title = (await heading.textContent()) ?? '';
    await expect(page).toHaveTitle(`${title} | ${brand}`);

    const header = mainArea(page).locator('header');
    await expect(header.locator('time')).toHaveText(fixed[slug]?.date ?? readableDate);
    await expect(header.getByText(fixed[slug]?.readTime ?? /^([6-9]|1[0-2]) min read$/)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blog');
    await expect(header.getByRole('img')).toHaveAttribute('loading', 'eager');

    await expect(mainArea(page).getByRole('link', { name: 'Schedule a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title });
    expect(consoleErrors).toEqual([]);
  });
}

test('the articles’ service links lead to the service pages', async ({ page }) => {
  const serviceLinks = {
    'digital-transformation-roi': '/services/ai-workflow-automation',
    'paid-marketing-roi-2025': '/services/paid-marketing',
    'southeast-asia-ecommerce': '/services/digital-marketing',
    'crm-evolution': '/services/crm-solutions',
  };
  const cta = mainArea(page).getByRole('region', { name: 'Talk it through with our team' });
  for (const [slug, href] of Object.entries(serviceLinks)) {
    await page.goto(`/blog/${slug}`);
    await expect(cta.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await cta.locator('a[href="/services/crm-solutions"]').click();
  await expect(page).toHaveURL('/services/crm-solutions');
  await expect(pageHeading(page)).toBeVisible();
});

test('Share copies the article address and confirms with a toast where there is no share sheet', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/blog/crm-evolution');
  await page.getByRole('button', { name: 'Share this article' }).click();

  const toast = page.getByRole('alert');
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveText('Link copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('the Hong Kong & Asia Focus page: topics, regional analysis and a subscription by e-mail', async ({ page }) => {
  await page.goto('/blog');
  await mainArea(page).getByRole('link', { name: 'Hong Kong & Asia Focus', exact: true }).click();
  await expect(page).toHaveURL('/blog/asia-focus');
  await expect(pageHeading(page)).toHaveText('Hong Kong & Asia Focus');

  const topics = mainArea(page).getByRole('region', { name: 'What we follow across the region' });
  await expect(topics.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(mainArea(page).getByRole('heading', { name: 'Regional Analysis in Progress' })).toBeVisible();

  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await page.getByRole('button', { name: 'Subscribe to Regional Updates' }).click();
  const url = (await mailto).url();
  expect(url.startsWith('mailto:info@harbourline.example?subject=Subscribe%20to%20Regional%20Updates&body=')).toBe(
    true,
  );
  expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toContain(
    'Please add me to the Hong Kong & Asia Focus regional updates.\r\n',
  );
  await expect(page).toHaveURL('/blog/asia-focus');
  await expect(page.getByRole('alert')).toHaveText('Opening your e-mail app to subscribe to regional updates…');
});

for (const path of ['/blog/all-articles', '/blog/unknown']) {
  test(`${path} shows the 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText('404');
    await expect(mainArea(page).getByText('Oops! Page not found', { exact: true })).toBeVisible();
  });
}
