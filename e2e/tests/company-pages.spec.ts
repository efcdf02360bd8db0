import type { Locator, Page } from '@playwright/test';
import { faqItems } from '@agency/content/company-pages/faq';
import { brand, expect, mainArea, pageHeading, test, topBar } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** The shell's company pages: path, h1 (also the document title) and the link each one leads on with. */
const pages = [
  {
    path: '/about/story',
    heading: 'Our Story',
    link: 'Explore Our Services',
    to: '/services',
    toHeading: 'Our Services',
  },
  {
    path: '/about/values',
    heading: 'Our Values',
    link: 'Explore Our Services',
    to: '/services',
    toHeading: 'Our Services',
  },
  {
    path: '/about/what-sets-us-apart',
    heading: 'Why Choose Us',
    link: 'Schedule a Free Consultation',
    to: '/contact/schedule-consultation',
    toHeading: 'Schedule a Consultation',
  },
  {
    path: '/about/office',
    heading: 'Our Office',
    link: 'Schedule a Consultation',
    to: '/contact/schedule-consultation',
    toHeading: 'Schedule a Consultation',
  },
] as const;

for (const { path, heading, link, to, toHeading } of pages) {
  test(`${path}: "${link}" leads to ${to}`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText(heading);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(`${heading} | ${brand}`);
    await expect(mainArea(page).getByText('About Us', { exact: true })).toBeVisible();

    const action = mainArea(page).getByRole('link', { name: link, exact: true });
    await expect(action).toHaveCount(1);
    await expect(action).toHaveAttribute('href', to);
    await action.click();
    await expect(page).toHaveURL(to);
    await expect(pageHeading(page)).toHaveText(toHeading);
    expect(consoleErrors).toEqual([]);
  });
}

test('the office page shows the Wan Chai address, hours, and working e-mail and phone links', async ({ page }) => {
  await page.goto('/about/office');
  const details = page.getByRole('region', { name: 'Visit or contact us' });
  await expect(details.locator('address')).toContainText('17/F, Harbourline House');
  await expect(details.locator('address')).toContainText('Wan Chai, Hong Kong');
  await expect(details).toContainText('Monday – Friday: 9:30 AM – 6:30 PM HKT');
  await expect(details).toContainText('Saturday – Sunday: Closed');
  await expect(details.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
    'href',
    'mailto:info@harbourline.example',
  );
  await expect(details.getByRole('link', { name: '+852 3001 2468' })).toHaveAttribute('href', 'tel:+85230012468');
  await expect(page.getByRole('region', { name: 'How to get here' })).toContainText('Wan Chai station');
});

/** The top of a heading sits below the fixed navigation bar and inside the viewport. */
async function expectClearOfNavBar(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  const bar = await topBar(page).boundingBox();
  const box = await heading.boundingBox();
  if (!bar || !box) throw new Error('navigation bar or heading has no box');
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.y).toBeLessThan(bar.y + bar.height + 80);
}

test.describe('legal pages', () => {
  test('privacy policy: 14 numbered sections, last updated 2025/8/13, and the contents link scrolls to its section', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(pageHeading(page)).toHaveText('Privacy Policy');
    await expect(page).toHaveTitle(`Privacy Policy | ${brand}`);
    await expect(mainArea(page).getByText('Last updated: 2025/8/13', { exact: true })).toBeVisible();
    const article = mainArea(page).getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveCount(14);
    await expect(article.getByRole('heading', { level: 2 }).first()).toHaveText(
      '1. Who We Are and the Law That Applies',
    );
    await expect(article.getByRole('heading', { level: 2 }).last()).toHaveText('14. Contact Us');
    await expect(article).toContainText('not intended for children under 13');

    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveCount(14);
    await toc.getByRole('link', { name: '12. Children’s Privacy' }).click();
    await expect(page).toHaveURL('/privacy-policy#children');
    const target = page.getByRole('heading', { level: 2, name: '12. Children’s Privacy' });
    await expectClearOfNavBar(page, target);
  });

  test('privacy policy opened at an anchor shows that section below the navigation bar', async ({ page }) => {
    await page.goto('/privacy-policy#cookies');
    await expectClearOfNavBar(page, page.getByRole('heading', { level: 2, name: '10. Cookies and Analytics' }));
  });

  test('terms: last updated 13 August 2025, [at] address, and the contents link scrolls to its section', async ({
    page,
  }) => {
    await page.goto('/terms-conditions');
    await expect(pageHeading(page)).toHaveText('Terms & Conditions');
    await expect(page).toHaveTitle(`Terms & Conditions | ${brand}`);
    await expect(mainArea(page).getByText('Last updated: 13 August 2025', { exact: true })).toBeVisible();
    await expect(mainArea(page).getByText('E-mail: info[at]harbourline.example', { exact: true })).toBeVisible();

    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: '11. Governing Law' }).click();
    await expect(page).toHaveURL('/terms-conditions#governing-law');
    await expectClearOfNavBar(page, page.getByRole('heading', { level: 2, name: '11. Governing Law' }));
  });
});

test.describe('FAQ', () => {
  const header = (page: Page, name: string) => mainArea(page).getByRole('button', { name, exact: true });
  /** The FAQ content's questions, in order (its unit tests pin each one). */
  const questions = faqItems.map((item) => item.question);

  test('title, subtitle, the e-mail invitation and eight collapsed questions', async ({ page }) => {
    await page.goto('/faq');
    await expect(pageHeading(page)).toHaveText('Frequently Asked Questions');
    await expect(mainArea(page).getByText('Common questions about our services and process')).toBeVisible();
    const ask = page.getByRole('region', { name: 'Get Your Questions Answered' });
    await expect(ask.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
    const headers = mainArea(page).locator('h3 > button[aria-controls]');
    await expect(headers).toHaveCount(8);
    await expect(headers).toHaveText(questions);
    for (const question of questions) await expect(header(page, question)).toHaveAttribute('aria-expanded', 'false');
  });

  test('one answer open at a time; clicking the open question closes it', async ({ page }) => {
    await page.goto('/faq');
    const results = header(page, questions[1] ?? '');
    const sizes = header(page, questions[2] ?? '');

    await results.click();
    await expect(results).toHaveAttribute('aria-expanded', 'true');
    const resultsPanel = page.getByRole('region', { name: questions[1] });
    await expect(resultsPanel).toBeVisible();
    await expect(resultsPanel).toContainText('within 3–6 months');
    await expect(page.locator(`#${await results.getAttribute('aria-controls')}`)).toBeVisible();

    await sizes.click();
    await expect(sizes).toHaveAttribute('aria-expanded', 'true');
    await expect(results).toHaveAttribute('aria-expanded', 'false');
    await expect(resultsPanel).toBeHidden();

    await sizes.click();
    await expect(sizes).toHaveAttribute('aria-expanded', 'false');
    await expect(mainArea(page).locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('keyboard: arrows move between questions and wrap, Home and End jump, Enter and Space toggle', async ({
    page,
  }) => {
    await page.goto('/faq');
    const first = header(page, questions[0] ?? '');
    const last = header(page, questions[7] ?? '');
    await first.focus();

    await page.keyboard.press('ArrowUp');
    await expect(last).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header(page, questions[1] ?? '')).toBeFocused();
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: questions[0] })).toContainText('twelve services');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(header(page, questions[1] ?? '')).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(header(page, questions[1] ?? '')).toHaveAttribute('aria-expanded', 'false');
  });
});
