import type { Locator, Page } from '@playwright/test';
import { faqItems } from '@agency/content/company-pages/faq';
import { brand, expect, mainArea, pageHeading, test } from '../support/fixtures';
import { topBar } from '../support/nav-bar';

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

test('Our Values names its six values, Why Choose Us its four points', async ({ page }) => {
  await page.goto('/about/values');
  await expect(
    mainArea(page).getByRole('region', { name: 'What we stand for' }).getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Innovation First',
    'Client Partnership',
    'Excellence',
    'Transparency',
    'Global Perspective',
    'Continuous Learning',
  ]);
  await page.goto('/about/what-sets-us-apart');
  await expect(
    mainArea(page).getByRole('region', { name: 'What sets us apart' }).getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Free Consultation and Project Assessment',
    'Dynamic Digital Solutions',
    'Dedicated Project Manager',
    'Transparent Pricing and Timelines',
  ]);
});

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
  /** The FAQ content's questions, in order (its unit tests pin each one). */
  const questions = faqItems.map((item) => item.question);
  /** Each question is a `<details name="faq">` item: its `<summary>` holds the question's h3. */
  const items = (page: Page) => mainArea(page).locator('details');
  const item = (page: Page, index: number) => items(page).nth(index);
  const summary = (page: Page, index: number) => item(page, index).locator('> summary');
  const answer = (page: Page, index: number) => item(page, index).locator('> :not(summary)');
  const openItems = (page: Page) => mainArea(page).locator('details[open]');

  test('title, subtitle, the e-mail invitation and eight collapsed questions', async ({ page }) => {
    await page.goto('/faq');
    await expect(pageHeading(page)).toHaveText('Frequently Asked Questions');
    await expect(page).toHaveTitle(`Frequently Asked Questions | ${brand}`);
    await expect(
      mainArea(page).getByText('Common questions about our services and process', { exact: true }),
    ).toBeVisible();
    const ask = page.getByRole('region', { name: 'Get Your Questions Answered' });
    await expect(ask.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
    await expect(items(page)).toHaveCount(8);
    await expect(items(page).locator('> summary > h3')).toHaveText(questions);
    // One exclusive group: the browser keeps at most one of them open.
    expect(
      await items(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('name'))),
    ).toEqual(questions.map(() => 'faq'));
    await expect(openItems(page)).toHaveCount(0);
    for (const index of questions.keys()) await expect(answer(page, index)).toBeHidden();
  });

  test('one answer open at a time; clicking the open question closes it', async ({ page }) => {
    await page.goto('/faq');
    await summary(page, 1).click();
    await expect(item(page, 1)).toHaveAttribute('open', '');
    await expect(answer(page, 1)).toBeVisible();
    await expect(answer(page, 1)).toContainText('within 3–6 months');

    await summary(page, 2).click();
    await expect(item(page, 2)).toHaveAttribute('open', '');
    await expect(answer(page, 2)).toContainText('startups');
    await expect(item(page, 1)).not.toHaveAttribute('open');
    await expect(answer(page, 1)).toBeHidden();

    await summary(page, 2).click();
    await expect(item(page, 2)).not.toHaveAttribute('open');
    await expect(openItems(page)).toHaveCount(0);
  });

  test('keyboard: arrows move between questions and wrap, Home and End jump, Enter and Space toggle', async ({
    page,
  }) => {
    await page.goto('/faq');
    const last = questions.length - 1;
    await summary(page, 0).focus();

    await page.keyboard.press('ArrowUp');
    await expect(summary(page, last)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(summary(page, 0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(summary(page, 1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(summary(page, last)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(summary(page, 0)).toBeFocused();
    // The arrows move focus only: nothing opened on the way.
    await expect(openItems(page)).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(item(page, 0)).toHaveAttribute('open', '');
    await expect(answer(page, 0)).toContainText('twelve services');
    await page.keyboard.press('ArrowDown');
    await expect(summary(page, 1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(item(page, 1)).toHaveAttribute('open', '');
    await expect(item(page, 0)).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(openItems(page)).toHaveCount(0);
    await expect(summary(page, 1)).toBeFocused();
  });
});
