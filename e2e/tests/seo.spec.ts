import { expect, test } from '../support/fixtures';

const site = 'https://www.harbourline.example';

test('sitemap.xml is a real XML file listing all 47 routes', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toHaveLength(47);
  expect(new Set(locs).size).toBe(47);
  expect(locs).toEqual(expect.arrayContaining([`${site}/`, `${site}/faq`, `${site}/blog/paid-marketing-roi-2025`]));
});

test('robots.txt is plain text pointing at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
});

test('each route’s HTML carries its own title, description, canonical URL and Open Graph tags', async ({ request }) => {
  // What a crawler or a link preview sees without running any script.
  const html = await (await request.get('/services/crm-solutions')).text();
  expect(html).toContain('<title>CRM Solutions | Harbourline Digital</title>');
  expect(html).toContain(`<link rel="canonical" href="${site}/services/crm-solutions" />`);
  expect(html).toContain(`<meta property="og:url" content="${site}/services/crm-solutions" />`);
  expect(html).toContain('<meta property="og:title" content="CRM Solutions | Harbourline Digital" />');
  expect(html.match(/<meta name="?description"?/g)).toHaveLength(1);

  const missing = await request.get('/blog/all-articles');
  expect(missing.status()).toBe(404);
  const missingHtml = await missing.text();
  expect(missingHtml).toContain('<title>Page Not Found | Harbourline Digital</title>');
  expect(missingHtml).toContain('<meta name="robots" content="noindex" />');
  expect(missingHtml).not.toContain('rel="canonical"');
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
