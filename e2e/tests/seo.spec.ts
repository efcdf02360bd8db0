import type { Page } from '@playwright/test';
import { articleSlugs, paths, splitLocale } from '@agency/platform/routes';
import { brand, expect, pageHeading, test } from '../support/fixtures';
import { chooseFromMenu } from '../support/nav-bar';
import { ALIAS_ROUTES, routesFromSitemap } from '../support/site-routes';

/**
 * What crawlers and link previews read: each page's head is in its HTML (no script sets or
 * changes it), robots.txt and sitemap.xml. Heads are read from the HTML as served, parsed (the
 * build minifies, so parse, not grep).
 */

const site = 'https://www.harbourline.example';

const { routes, chineseRoutes, error: sitemapError } = await routesFromSitemap();

/** The primary path each alias shows, and names as its canonical URL. */
const primaryOf: Record<(typeof ALIAS_ROUTES)[number], string> = {
  '/services/all-services': '/services',
  '/contact/consultation': '/contact/schedule-consultation',
};

/** The routes whose title is not their h1 followed by the brand. */
const titleOf: Record<string, string> = {
  '/': `${brand} | AI, Digital Marketing & Web Development Agency in Hong Kong`,
  '/contact/quote': `Get a Quote | ${brand}`,
  '/contact/training': `Training Inquiry | ${brand}`,
  '/services/all-services': `All Services | ${brand}`,
};

/** Everything a document says about itself, as its HTML has it (or as the live document has it). */
interface Head {
  titles: string[];
  h1: string[];
  /** `name=content` of every meta with a name or property, in order (charset and http-equiv left out). */
  meta: string[];
  canonicals: string[];
  jsonLd: Record<string, unknown>[];
}

/**
 * The head (and the h1s, and JSON-LD anywhere) of an HTML document as served, or of the page's
 * live document when no HTML is given.
 */
const headOf = (page: Page, html?: string): Promise<Head> =>
  page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    const all = (selector: string) => [...doc.querySelectorAll(selector)];
    return {
      titles: all('title').map((element) => element.textContent ?? ''),
      h1: all('h1').map((element) => element.textContent ?? ''),
      meta: all('meta[name], meta[property]').map(
        (element) =>
          `${element.getAttribute('name') ?? element.getAttribute('property')}=${element.getAttribute('content')}`,
      ),
      canonicals: all('link[rel="canonical"]').map((element) => element.getAttribute('href') ?? ''),
      jsonLd: all('script[type="application/ld+json"]').map(
        (element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>,
      ),
    };
  }, html ?? null);

/**
 * The meta tags every page carries, for its title, description and language; a page with a
 * canonical URL has a counterpart in the other language, named as Open Graph's alternate locale.
 */
const metaFor = (title: string, description: string, robots?: string, canonical?: string, chinese = false) => [
  'viewport=width=device-width,initial-scale=1',
  `description=${description}`,
  `og:site_name=${brand}`,
  'og:type=website',
  `og:locale=${chinese ? 'zh_HK' : 'en_HK'}`,
  ...(canonical ? [`og:locale:alternate=${chinese ? 'en_HK' : 'zh_HK'}`] : []),
  `og:title=${title}`,
  `og:description=${description}`,
  'twitter:card=summary',
  ...(canonical ? [`og:url=${canonical}`] : []),
  ...(robots ? [`robots=${robots}`] : []),
  'color-scheme=light dark',
  'theme-color=#1746A2',
];

test('sitemap.xml is a real XML file listing the 45 primary routes in both languages, each with its alternates, not the two aliases', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, language, href]) => `${language} ${href}`,
    ),
  }));
  const locs = entries.map((entry) => entry.loc);
  expect(locs).toHaveLength(90);
  expect(new Set(locs).size).toBe(90);
  expect(locs.filter((loc) => loc.startsWith(`${site}/zh-hk/`))).toHaveLength(45);
  expect(locs).toEqual(
    expect.arrayContaining([`${site}/`, `${site}/zh-hk/`, `${site}/faq`, `${site}/zh-hk/blog/paid-marketing-roi-2025`]),
  );
  for (const alias of ALIAS_ROUTES) {
    expect(locs).not.toContain(`${site}${alias}`);
    expect(locs).not.toContain(`${site}/zh-hk${alias}`);
  }
  // Each entry names both languages' addresses and English as the default, the same for both.
  for (const { loc, alternates } of entries) {
    const english = loc.replace(`${site}/zh-hk/`, `${site}/`);
    const chinese = english === `${site}/` ? `${site}/zh-hk/` : english.replace(site, `${site}/zh-hk`);
    expect.soft(alternates, loc).toEqual([`en ${english}`, `zh-HK ${chinese}`, `x-default ${english}`]);
  }
});

test('robots.txt is plain text pointing at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
});

test('every route’s HTML, in both languages, carries its own title, description, canonical URL, Open Graph tags and structured data', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect(sitemapError).toBeUndefined();
  expect(routes).toHaveLength(47);
  expect(chineseRoutes).toHaveLength(47);
  const articles = new Set(articleSlugs.map((slug) => paths.blog.article(slug)));
  const descriptions = new Map<string, string>();
  const englishTypes = new Map<string, unknown[]>();
  for (const route of [...routes, ...chineseRoutes]) {
    const chinese = route.startsWith('/zh-hk/');
    const english = splitLocale(route).route;
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const head = await headOf(page, await response.text());
    const primary = primaryOf[english as keyof typeof primaryOf];
    const canonical = `${site}${primary ? route.replace(english, primary) : route}`;
    const h1 = head.h1[0] ?? '(no h1)';
    // A Chinese title follows its English one's pattern: the h1 and the brand, or the brand first.
    const title = !chinese
      ? (titleOf[route] ?? `${h1} | ${brand}`)
      : english in titleOf
        ? (head.titles[0] ?? '')
        : `${h1} | ${brand}`;
    expect.soft(head.h1, `${route}: one h1`).toHaveLength(1);
    expect.soft(head.titles, `${route}: title`).toEqual([title]);
    if (chinese)
      expect
        .soft(title, `${route}: a Chinese title with the brand`)
        .toMatch(/\p{Script=Han}.*Harbourline Digital|Harbourline Digital.*\p{Script=Han}/u);
    const description = head.meta.find((entry) => entry.startsWith('description='))?.slice('description='.length);
    expect.soft(description, `${route}: description`).toMatch(chinese ? /^\S.{18,118}\S$/ : /^\S.{48,168}\S$/);
    if (chinese) expect.soft(description, `${route}: description in Chinese`).toMatch(/\p{Script=Han}/u);
    expect
      .soft(head.meta, `${route}: meta tags`)
      .toEqual(metaFor(title, description ?? '', undefined, canonical, chinese));
    expect.soft(head.canonicals, `${route}: canonical`).toEqual([canonical]);
    if (!primary) descriptions.set(route, description ?? '');

    const types = head.jsonLd.map((data) => data['@type']);
    // A Chinese page says of itself what its English counterpart says, in Chinese.
    if (chinese) expect.soft(types, `${route}: structured data as in English`).toEqual(englishTypes.get(english));
    else englishTypes.set(route, types);
    if (english === '/') expect.soft(types, route).toEqual([['Organization', 'ProfessionalService']]);
    else if (english === '/faq') expect.soft(types, route).toEqual(['FAQPage']);
    else if (articles.has(english)) {
      expect.soft(head.jsonLd, route).toEqual([
        expect.objectContaining({
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: head.h1[0],
          url: canonical,
          mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        }),
      ]);
    } else expect.soft(types, `${route}: no structured data`).toEqual([]);
    for (const data of head.jsonLd) expect.soft(data['@context'], route).toBe('https://schema.org');
  }
  // Each primary route describes itself: no description is shared, in either language.
  expect(new Set(descriptions.values()).size).toBe(descriptions.size);
});

test('the 404 and 400 pages are kept out of search indexes and name no canonical URL', async ({ page, request }) => {
  const missing = await request.get('/blog/all-articles');
  expect(missing.status()).toBe(404);
  const notFound = await headOf(page, await missing.text());
  expect(notFound).toMatchObject({
    titles: [`Page Not Found | ${brand}`],
    canonicals: [],
    jsonLd: [],
    meta: metaFor(`Page Not Found | ${brand}`, 'The page you were looking for does not exist.', 'noindex'),
  });

  for (const address of ['/blog/%FF', '/%']) {
    const unreadable = await request.get(address);
    expect(unreadable.status(), address).toBe(400);
    expect(await headOf(page, await unreadable.text()), address).toMatchObject({
      titles: [`Address Not Readable | ${brand}`],
      canonicals: [],
      jsonLd: [],
      meta: metaFor(`Address Not Readable | ${brand}`, 'The address could not be read.', 'noindex'),
    });
  }
});

test('a link loads the next page as a document, with the head its HTML has; no script changes it', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await chooseFromMenu(page, 'About Us', 'Our Office');
  await expect(page).toHaveURL('/about/office');
  await expect(pageHeading(page)).toHaveText('Our Office');
  // A new document, not a history entry of the last one.
  expect(
    await page.evaluate(() => performance.getEntriesByType('navigation').map((entry) => new URL(entry.name).pathname)),
  ).toEqual(['/about/office']);
  const served = await headOf(page, await (await request.get('/about/office')).text());
  expect(served.canonicals).toEqual([`${site}/about/office`]);
  expect(served.meta).toContain(`og:title=Our Office | ${brand}`);
  // Once the visitor has used the page (its islands woken), the head is still the served one.
  await page.getByRole('navigation', { name: 'Main' }).hover();
  await page.waitForFunction(() => performance.getEntriesByName('agency:island-ready').length > 0);
  expect(await headOf(page)).toEqual(served);
});

test('the FAQ carries FAQPage structured data with all eight questions, as the page shows them', async ({ page }) => {
  await page.goto('/faq');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '') as {
    '@type': string;
    mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
  };
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(8);
  const items = page.locator('main details');
  await expect(items).toHaveCount(8);
  expect(data.mainEntity.map((question) => question.name)).toEqual(
    await items.locator('> summary h3').allTextContents(),
  );
  // Each answer is the text the question opens, paragraphs separated by a blank line.
  const answers = await items.evaluateAll((elements) =>
    elements.map((element) =>
      [...element.querySelectorAll(':scope > :not(summary) p')].map((p) => p.textContent ?? '').join('\n\n'),
    ),
  );
  expect(data.mainEntity.map((question) => question.acceptedAnswer.text)).toEqual(answers);
  for (const question of data.mainEntity) {
    expect(question['@type']).toBe('Question');
    expect(question.acceptedAnswer['@type']).toBe('Answer');
  }
});
