import type { Page } from '@playwright/test';
import type { ArticleSlug } from '@agency/platform/routes';
import { articleSlugs, paths } from '@agency/platform/routes';
import { brand, expect, islandReady, mainArea, pageHeading, test } from '../support/fixtures';
import { openServedHtml } from '../support/islands';
import { originOf } from '../support/ports';

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

  // As a visitor reads: card → article (a new document) → back to the listing → next card (a
  // sample: the first, a middle and the last card; every article page is opened by its own test below).
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

// Each article's HTML as served (what it states needs no script); the browser's checks
// of every route (console, axe, layout) are the accessibility spec's.
test('every article shows its date, read time, calls to action and structured data', async ({
  scriptless,
  request,
}) => {
  const { page, show, close } = await openServedHtml(scriptless, request);
  for (const slug of articleSlugs) {
    const path = paths.blog.article(slug);
    expect.soft(await show(path), path).toBe(200);
    const title = (await pageHeading(page).textContent()) ?? '';
    await expect.soft(page, path).toHaveTitle(`${title} | ${brand}`);

    const header = mainArea(page).locator('header');
    await expect.soft(header.locator('time'), path).toHaveText(fixed[slug]?.date ?? readableDate);
    await expect.soft(header.getByText(fixed[slug]?.readTime ?? /^([6-9]|1[0-2]) min read$/), path).toBeVisible();
    await expect
      .soft(header.getByRole('link', { name: 'Back to all articles' }), path)
      .toHaveAttribute('href', '/blog');
    await expect.soft(header.getByRole('img'), path).toHaveAttribute('loading', 'eager');
    await expect
      .soft(mainArea(page).getByRole('link', { name: 'Schedule a Free Consultation' }), path)
      .toHaveAttribute('href', '/contact/schedule-consultation');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect.soft(jsonLd, path).toMatchObject({ '@type': 'BlogPosting', headline: title });
  }
  await close();
});

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

/** The article the Share tests use, and what its Share button hands the share sheet. */
const shared = {
  path: '/blog/crm-evolution',
  title: 'CRM Evolution in Modern Business',
  text: 'From contact database to revenue platform: data quality, WhatsApp and WeChat, AI scoring, PDPO consent and a migration plan for Hong Kong teams.',
};

/** Gives the page a system share sheet (Chromium on Linux has none) that records what it is given and answers as told. */
async function withShareSheet(page: Page, answer: 'shared' | 'cancelled') {
  await page.addInitScript((outcome) => {
    const calls: ShareData[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return outcome === 'shared'
          ? Promise.resolve()
          : Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
  }, answer);
}

const shareCalls = (page: Page) => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);

/** Chromium on Linux has no share sheet; make that certain, so the button copies the link. */
const withoutShareSheet = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });

test.describe('Share', () => {
  test('copies the article address and confirms with a toast where there is no share sheet', async ({
    page,
    context,
  }) => {
    await withoutShareSheet(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(shared.path);
    await page.getByRole('button', { name: 'Share this article' }).click();

    const toast = page.getByRole('alert');
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveText('Link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${originOf('shell')}${shared.path}`);
  });

  test('says how to copy the address by hand when the clipboard refuses', async ({ page }) => {
    await withoutShareSheet(page);
    await page.addInitScript(() => {
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await page.goto(shared.path);
    await page.getByRole('button', { name: 'Share this article' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not copy the link. Please copy the address from your browser’s address bar.',
    );
  });

  test('opens the system share sheet with the article’s title, summary and address where there is one', async ({
    page,
  }) => {
    await withShareSheet(page, 'shared');
    await page.goto(shared.path);
    await page.getByRole('button', { name: 'Share this article' }).click();
    await expect
      .poll(() => shareCalls(page))
      .toEqual([{ title: shared.title, text: shared.text, url: `${originOf('shell')}${shared.path}` }]);
    // The sheet is the confirmation: no toast.
    await page.waitForTimeout(300);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('does nothing more when the visitor closes the share sheet', async ({ page, context }) => {
    await withShareSheet(page, 'cancelled');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(shared.path);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', { name: 'Share this article' }).click();
    await expect.poll(() => shareCalls(page)).toHaveLength(1);
    await page.waitForTimeout(300);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  });
});

/** The request the Subscribe link writes out, exactly. */
const SUBSCRIBE_MAILTO = `mailto:info@harbourline.example?subject=${encodeURIComponent(
  'Subscribe to Regional Updates',
)}&body=${encodeURIComponent(
  [
    'Hello Harbourline Digital team,',
    '',
    'Please add me to the Hong Kong & Asia Focus regional updates.',
    '',
    'Name:',
    'Company:',
    'Markets of interest:',
    '',
    '---',
    'This subscription request was generated from the Hong Kong & Asia Focus page.',
  ].join('\r\n'),
)}`;

test('on a phone, an article lays out its body and related reading only as the reader nears them', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/zh-hk/blog/crm-evolution');
  const blocks = page.getByRole('article').locator(':scope > div').first().locator(':scope > *');
  // Inside the body's last block with elements in it, and inside the related reading: content a
  // block skips while it is far from the screen (content-visibility: auto; the body starts below
  // the first screen).
  const lastBlock = blocks.filter({ has: page.locator('*') }).last();
  const inLastBlock = lastBlock.locator('*').first();
  const related = page.locator('#related-articles');
  const relatedLink = related.getByRole('link').first();
  const laidOut = (element: typeof related) =>
    element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut(inLastBlock)).toBe(false);
  expect(await laidOut(relatedLink)).toBe(false);
  // Skipped, a block still holds a height, and its text stays in the page for assistive technology.
  expect((await lastBlock.boundingBox())?.height).toBeGreaterThan(20);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).last()).toHaveText(/\p{Script=Han}/u);

  await lastBlock.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(inLastBlock)).toBe(true);
  await expect(lastBlock).toBeInViewport();
  await related.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(relatedLink)).toBe(true);
  await relatedLink.scrollIntoViewIfNeeded();
  await expect(relatedLink).toBeInViewport();
});

test('without script, the article has no Share button (it needs script) and Subscribe still opens the e-mail app', async ({
  scriptless,
}) => {
  const page = await scriptless.newPage();
  await page.goto(shared.path);
  await expect(pageHeading(page)).toHaveText(shared.title);
  await expect(page.getByRole('button', { name: 'Share this article' })).toBeHidden();
  await page.goto('/blog/asia-focus');
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await page.getByRole('link', { name: 'Subscribe to Regional Updates' }).click();
  expect((await mailto).url()).toBe(SUBSCRIBE_MAILTO);
  await page.close();
});

test('the Hong Kong & Asia Focus page: topics, regional analysis and a subscription by e-mail', async ({ page }) => {
  await page.goto('/blog');
  await mainArea(page).getByRole('link', { name: 'Hong Kong & Asia Focus', exact: true }).click();
  await expect(page).toHaveURL('/blog/asia-focus');
  await expect(pageHeading(page)).toHaveText('Hong Kong & Asia Focus');

  const topics = mainArea(page).getByRole('region', { name: 'What we follow across the region' });
  await expect(topics.getByRole('heading', { level: 3 })).toHaveText([
    'Conversational AI in three languages',
    'Marketing automation for Hong Kong teams',
    'Southeast Asian e‑commerce',
    'Digital transformation market by market',
  ]);
  await expect(mainArea(page).getByRole('heading', { name: 'Regional Analysis in Progress' })).toBeVisible();

  // A link to the e-mail app: the island only adds a toast, once it is ready.
  const subscribe = page.getByRole('link', { name: 'Subscribe to Regional Updates' });
  await expect(subscribe).toHaveAttribute('href', SUBSCRIBE_MAILTO);
  await subscribe.hover();
  await islandReady(page, 'blog-SubscribeButton');
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await subscribe.click();
  expect((await mailto).url()).toBe(SUBSCRIBE_MAILTO);
  await expect(page).toHaveURL('/blog/asia-focus');
  await expect(page.getByRole('alert')).toHaveText('Opening your e-mail app to subscribe to regional updates…');
});
