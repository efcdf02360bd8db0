import type { Page } from '@playwright/test';
import { brand, expect, hrefsOf, mainArea, pageHeading, test } from '../support/fixtures';
import { openServedHtml } from '../support/islands';

const consultation = '/contact/schedule-consultation';

/** The seven portfolio routes, their h1, the closing call to action and how many project visuals they show. */
const pages = [
  { path: '/portfolio', heading: 'Portfolio', cta: 'Start Your Project', visuals: 6 },
  { path: '/portfolio/ecommerce', heading: 'E-commerce Projects', cta: 'Plan Your Online Store', visuals: 3 },
  { path: '/portfolio/healthcare', heading: 'Healthcare Projects', cta: 'Discuss Your Healthcare Project', visuals: 3 },
  { path: '/portfolio/corporate', heading: 'Corporate Websites', cta: 'Plan Your Corporate Website', visuals: 3 },
  { path: '/portfolio/insurance', heading: 'Insurance Projects', cta: 'Discuss Your Insurance Project', visuals: 3 },
  {
    path: '/portfolio/web-development',
    heading: 'Web Development Projects',
    cta: 'Discuss Your Web Project',
    visuals: 3,
  },
  { path: '/portfolio/case-studies', heading: 'Case Studies', cta: 'Book a Free Consultation', visuals: 3 },
] as const;

/** The last band of the main area: the page's closing call to action. */
const closingBand = (page: Page) => mainArea(page).getByRole('region').last();

test.use({ viewport: { width: 1280, height: 800 } });

// Each page's HTML as served: what it states needs no script, and the browser's checks of every
// route (console, axe, layout) are the accessibility spec's.
test('every portfolio page ends with a consultation button and shows its projects as inlined, sized, lazy pictures', async ({
  scriptless,
  request,
}) => {
  const { page, show, close } = await openServedHtml(scriptless, request);
  for (const { path, heading, cta, visuals } of pages) {
    expect.soft(await show(path), path).toBe(200);
    await expect.soft(page.locator('h1'), path).toHaveText([heading]);
    await expect.soft(page, path).toHaveTitle(`${heading} | ${brand}`);

    const button = closingBand(page).getByRole('link');
    await expect.soft(button, path).toHaveText(cta);
    await expect.soft(button, path).toHaveAttribute('href', consultation);

    const images = mainArea(page).getByRole('img');
    await expect.soft(images, path).toHaveCount(visuals);
    const sources = await images.evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));
    expect.soft(new Set(sources).size, `${path}: distinct pictures`).toBe(visuals);
    // Inlined in the page's HTML: they paint with it, without a request of their own.
    for (const source of sources) expect.soft(source, path).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    for (const image of await images.all()) {
      await expect.soft(image, path).toHaveAttribute('alt', /\w{4,}/);
      await expect.soft(image, path).toHaveAttribute('width', '640');
      await expect.soft(image, path).toHaveAttribute('height', '400');
      await expect.soft(image, path).toHaveAttribute('loading', 'lazy');
    }
  }
  await close();
});

test('a page’s project pictures decode once scrolled to, and its closing button opens the consultation page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/portfolio/ecommerce');
  const images = mainArea(page).getByRole('img');
  await expect(images).toHaveCount(3);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(640);
  }
  expect(consoleErrors).toEqual([]);
  // Only the URL is checked after the click: the consultation page belongs to the contact section.
  await closingBand(page).getByRole('link').click();
  await expect(page).toHaveURL(consultation);
});

test('the overview: six projects, four reasons, and a link to every industry page', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(
    mainArea(page).getByRole('region', { name: 'Featured projects' }).getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Wine E-commerce Store',
    'Healthcare Management System',
    'Insurance Agent Portal',
    'Health Products Store',
    'Business Conference Portal',
    'AI Recruitment Platform',
  ]);
  await expect(
    mainArea(page)
      .getByRole('region', { name: 'Why clients start their projects with us' })
      .getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Free 30-minute consultation',
    'Tailored solutions',
    'Dedicated project manager',
    'Transparent pricing',
  ]);

  const industries = mainArea(page).getByRole('region', { name: 'Browse by industry' }).getByRole('link');
  await expect(industries).toHaveText(
    ['E-commerce', 'Healthcare', 'Corporate Websites', 'Insurance', 'Web Development', 'Case Studies'].map(
      (name) => `View projects about ${name}`,
    ),
  );
  expect(await hrefsOf(industries)).toEqual(pages.slice(1).map((entry) => entry.path));

  await industries.getByText('View projects about Insurance', { exact: true }).click();
  await expect(page).toHaveURL('/portfolio/insurance');
  await expect(pageHeading(page)).toHaveText('Insurance Projects');
  await expect(
    mainArea(page).getByRole('region', { name: 'Selected insurance projects' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Insurance Agent Portal', 'SME Insurance Quotation Tool', 'Medical Claims Self-service']);
});

test('Web Development lists its technologies as Frontend, Backend and Database', async ({ page }) => {
  await page.goto('/portfolio/web-development');
  const stack = mainArea(page).getByRole('region', { name: 'Technologies we use' });
  await expect(stack.getByRole('heading', { level: 3 })).toHaveText(['Frontend', 'Backend', 'Database']);
  const group = (name: string) => stack.getByRole('list', { name: `${name} technologies` }).getByRole('listitem');
  await expect(group('Frontend')).toHaveText(['React', 'TypeScript', 'Next.js', 'Material UI', 'React Native']);
  await expect(group('Backend')).toHaveText(['Node.js', 'Python', 'NestJS', 'FastAPI', 'GraphQL']);
  await expect(group('Database')).toHaveText(['PostgreSQL', 'MongoDB', 'Redis', 'Elasticsearch']);
});

test('Case Studies tell three cases with client, challenge, solution and outcome', async ({ page }) => {
  await page.goto('/portfolio/case-studies');
  const cases = mainArea(page).getByRole('article');
  await expect(cases).toHaveCount(3);
  await expect(cases.getByRole('heading', { level: 2 })).toHaveText([
    'From WhatsApp orders to an online cellar',
    'A website and LinkedIn programme that reach procurement heads',
    'A lead inbox and sales portal for a tied-agency force',
  ]);
  await expect(cases.nth(0)).toContainText('Wine importer, Hong Kong');
  await expect(cases.nth(1)).toContainText('B2B logistics provider, Kwun Tong');
  await expect(cases.nth(2)).toContainText('Regional insurer, Hong Kong');
  for (const study of await cases.all()) {
    await expect(study.getByRole('heading', { level: 3 })).toHaveText(['The challenge', 'Our solution', 'The outcome']);
  }
});
