import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const site = 'https://www.harbourline.example';

test('sitemap.xml is a real XML file listing the 45 primary routes, not their two aliases', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toHaveLength(45);
  expect(new Set(locs).size).toBe(45);
  expect(locs).toEqual(expect.arrayContaining([`${site}/`, `${site}/faq`, `${site}/blog/paid-marketing-roi-2025`]));
  expect(locs).not.toContain(`${site}/services/all-services`);
  expect(locs).not.toContain(`${site}/contact/consultation`);
});

test('an alias names its primary path as the canonical URL', async ({ request }) => {
  const aliases: [alias: string, primary: string][] = [
    ['/services/all-services', '/services'],
    ['/contact/consultation', '/contact/schedule-consultation'],
  ];
  for (const [alias, primary] of aliases) {
    const html = await (await request.get(alias)).text();
    expect(html, alias).toContain(`<link rel="canonical" href="${site}${primary}" />`);
    expect(html, alias).toContain(`<meta property="og:url" content="${site}${primary}" />`);
  }
});

test('robots.txt is plain text pointing at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
});

/** The head of an HTML document as a crawler reads it (the build minifies, so parse, not grep). */
async function headOf(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const attribute = (selector: string, name: string) =>
      [...doc.querySelectorAll(selector)].map((element) => element.getAttribute(name));
    return {
      title: doc.title,
      descriptions: attribute('meta[name="description"]', 'content'),
      canonicals: attribute('link[rel="canonical"]', 'href'),
      ogUrl: attribute('meta[property="og:url"]', 'content'),
      ogTitle: attribute('meta[property="og:title"]', 'content'),
      robots: attribute('meta[name="robots"]', 'content'),
    };
  }, html);
}

test('each route’s HTML carries its own title, description, canonical URL and Open Graph tags', async ({
  page,
  request,
}) => {
  // What a crawler or a link preview sees without running any script.
  const html = await (await request.get('/services/crm-solutions')).text();
  expect(await headOf(page, html)).toEqual({
    title: 'CRM Solutions | Harbourline Digital',
    descriptions: [expect.stringMatching(/^CRM /)],
    canonicals: [`${site}/services/crm-solutions`],
    ogUrl: [`${site}/services/crm-solutions`],
    ogTitle: ['CRM Solutions | Harbourline Digital'],
    robots: [],
  });

  const missing = await request.get('/blog/all-articles');
  expect(missing.status()).toBe(404);
  expect(await headOf(page, await missing.text())).toEqual({
    title: 'Page Not Found | Harbourline Digital',
    descriptions: ['The page you were looking for does not exist.'],
    canonicals: [],
    ogUrl: [],
    ogTitle: ['Page Not Found | Harbourline Digital'],
    robots: ['noindex'],
  });
});

test('client-side navigation keeps one canonical URL in step with the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About Us', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Our Office' }).click();
  await expect(page).toHaveURL('/about/office');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/about/office`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /^Our Office \| Harbourline Digital$/,
  );
});

test('the FAQ carries FAQPage structured data with all eight questions', async ({ page }) => {
  await page.goto('/faq');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '') as {
    '@type': string;
    mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[];
  };
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(8);
  const questions = page.locator('main h3 button');
  await expect(questions).toHaveCount(8);
  expect(data.mainEntity.map((question) => question.name)).toEqual(await questions.allTextContents());
  for (const question of data.mainEntity) expect(question.acceptedAnswer.text.length).toBeGreaterThan(100);
});
