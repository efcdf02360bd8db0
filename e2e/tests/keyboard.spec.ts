import type { Locator, Page } from '@playwright/test';
import { expect, longDate, mainArea, mainNav, menuButton, pageHeading, test } from '../support/fixtures';

// Keyboard alone, from the top of the page, as a visitor without a mouse reaches each control.
// Extends what the other specs already drive with focus() shortcuts: nav-menus.spec (the Services menu's
// Enter, arrows and Escape), company-pages.spec (the FAQ's arrows, Home, End, Enter and Space) and
// contact.spec (a day chosen with ArrowRight and Enter).

test.describe.configure({ mode: 'parallel' });

/** Presses Tab until the target has focus, as a keyboard user gets there; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Not reached with ${max} presses of Tab: ${target.toString()}`);
}

/** The focused element's accessible label or text, as the next key press will act on it. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/** MUI keeps a closing menu in the page until its transition ends; reopening earlier keeps stale focus. */
const menuGone = (page: Page) => expect(page.getByRole('menu', { includeHidden: true })).toHaveCount(0);

test.describe('small-screen menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
  });

  const toggle = (page: Page) => page.getByRole('button', { name: /^(Open|Close) menu$/ });
  const mobileMenu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

  test('Enter and Space open it, Tab goes through every item in order, Escape closes it onto its button', async ({
    page,
  }) => {
    await tabTo(page, toggle(page));
    await page.keyboard.press('Enter');
    await expect(mobileMenu(page)).toBeVisible();
    await expect(toggle(page)).toHaveAccessibleName('Close menu');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page)).toBeFocused();

    const labels = (await mobileMenu(page).getByRole('link').allTextContents()).map((label) => label.trim());
    expect(labels).toHaveLength(22);
    const reached: string[] = [];
    for (let item = 0; item < labels.length; item += 1) {
      await page.keyboard.press('Tab');
      reached.push(await focusedLabel(page));
    }
    expect(reached).toEqual(labels);

    await page.keyboard.press('Shift+Tab');
    await expect(mobileMenu(page).getByRole('link', { name: 'Partnership', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mobileMenu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAccessibleName('Open menu');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();

    // Space opens it too, and Escape on the button itself closes it.
    await page.keyboard.press('Space');
    await expect(mobileMenu(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(mobileMenu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test('Enter on an item navigates; focus stays on the menu button and the next Tab enters the new page', async ({
    page,
  }) => {
    await tabTo(page, toggle(page));
    await page.keyboard.press('Enter');
    await expect(mobileMenu(page)).toBeVisible();
    await tabTo(page, mobileMenu(page).getByRole('link', { name: 'Our Values', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/about/values');
    await expect(pageHeading(page)).toHaveText('Our Values');
    await expect(mobileMenu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAccessibleName('Open menu');
    await expect(toggle(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainArea(page).locator(':focus')).toHaveCount(1);
  });

  test('tabbing past its last item folds it away, so it never covers the focused control', async ({ page }) => {
    await tabTo(page, toggle(page));
    await page.keyboard.press('Enter');
    await expect(mobileMenu(page)).toBeVisible();
    await tabTo(page, mobileMenu(page).getByRole('link', { name: 'Get Started', exact: true }));
    await page.keyboard.press('Tab');
    await expect(mainArea(page).getByRole('link', { name: 'Start Your Growth Journey' })).toBeFocused();
    await expect(mobileMenu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('desktop menus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
  });

  /** The key each menu is opened with: all three that open a menu button are used. */
  const menus = [
    ['Services', 'Enter'],
    ['About Us', 'Space'],
    ['Portfolio', 'ArrowDown'],
    ['Blog', 'Enter'],
    ['Contact', 'Space'],
  ] as const;

  test('Tab reaches every menu in turn; each opens on its first item, Home/End and wrapping arrows move, Escape returns focus', async ({
    page,
  }) => {
    await tabTo(page, mainNav(page).getByRole('link', { name: 'Home', exact: true }));
    for (const [name, key] of menus) {
      const button = menuButton(page, name);
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press(key);

      const items = page.getByRole('menu', { name }).getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('End');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(items.first()).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await menuGone(page);
    }
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Get Started', exact: true })).toBeFocused();
  });

  test('Enter on an item navigates and leaves focus on the menu button; Tab in an open menu closes it', async ({
    page,
  }) => {
    const about = menuButton(page, 'About Us');
    await tabTo(page, about);
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menu', { name: 'About Us' }).getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(items.nth(3)).toHaveText('Our Office');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/about/office');
    await expect(pageHeading(page)).toHaveText('Our Office');
    await menuGone(page);
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');

    // Reopened on a page it lists, the menu starts on that page's item; Tab closes it onto its button.
    await page.keyboard.press('Enter');
    const current = page.getByRole('menu', { name: 'About Us' }).getByRole('menuitem', { name: 'Our Office' });
    await expect(current).toBeFocused();
    await page.keyboard.press('Tab');
    await menuGone(page);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
  });
});

test.describe('FAQ accordion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every question is a Tab stop; Enter opens an answer without moving focus, and arrows work from there', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expect(pageHeading(page)).toHaveText('Frequently Asked Questions');
    const headers = mainArea(page).locator('h3 > button[aria-controls]');
    await expect(headers).toHaveCount(8);
    const questions = await headers.allTextContents();

    await tabTo(page, headers.first());
    for (const question of questions.slice(1)) {
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe(question);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const sixth = headers.nth(5);
    await expect(sixth).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(sixth).toBeFocused();
    await expect(sixth).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await sixth.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAccessibleName(questions[5] ?? '');

    // The answer holds no control: Tab goes on to the next question, which opens in its place.
    await page.keyboard.press('Tab');
    await expect(headers.nth(6)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(headers.nth(6)).toHaveAttribute('aria-expanded', 'true');
    await expect(sixth).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await page.keyboard.press('Home');
    await expect(headers.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(headers.last()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(headers.nth(6)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainArea(page).locator('[aria-expanded="true"]')).toHaveCount(0);
  });
});

test.describe('consultation calendar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const daysFrom = (start: Date, days: number) =>
    new Date(start.getFullYear(), start.getMonth(), start.getDate() + days);

  test('Tab reaches today in the calendar, arrows move the focused day, Enter and Space choose and clear it', async ({
    page,
  }) => {
    await page.goto('/contact/schedule-consultation');
    const form = page.getByRole('form', { name: 'Book your consultation' });
    await expect(form.getByRole('grid')).toBeVisible();
    const selection = form.getByRole('status').filter({ hasText: /date/ });
    await expect(selection).toHaveText('No date selected: we will suggest the earliest available slot.');

    const today = new Date();
    await tabTo(page, form.getByRole('gridcell', { name: longDate(today) }));

    // The focused day is read from the page: near a month's end the calendar turns the page.
    const expectFocusedDay = (date: Date) => expect.poll(() => focusedLabel(page)).toBe(longDate(date));
    await page.keyboard.press('ArrowRight');
    await expectFocusedDay(daysFrom(today, 1));
    await page.keyboard.press('ArrowDown');
    await expectFocusedDay(daysFrom(today, 8));
    await page.keyboard.press('ArrowLeft');
    await expectFocusedDay(daysFrom(today, 7));

    await page.keyboard.press('Enter');
    const chosen = daysFrom(today, 7);
    await expect(selection).toHaveText(`Selected date: ${longDate(chosen)}`);
    await expect(form.getByRole('gridcell', { name: longDate(chosen) })).toHaveAttribute('aria-selected', 'true');
    await expectFocusedDay(chosen);

    // Choosing the selected day again clears it, as a click does.
    await page.keyboard.press('Space');
    await expect(selection).toHaveText('No date selected: we will suggest the earliest available slot.');
    await page.keyboard.press('ArrowUp');
    await expectFocusedDay(today);
    await page.keyboard.press('Space');
    await expect(selection).toHaveText(`Selected date: ${longDate(today)}`);

    // The grid is one Tab stop: the next Tab leaves it for the control after it.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Clear date' })).toBeFocused();
  });

  // "Clear date" unmounts with the date it clears: focus must not fall to the page body.
  test('Clear date, pressed with the keyboard, leaves focus in the calendar', async ({ page }) => {
    await page.goto('/contact/schedule-consultation');
    const form = page.getByRole('form', { name: 'Book your consultation' });
    await tabTo(page, form.getByRole('gridcell', { name: longDate(new Date()) }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Clear date' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status').filter({ hasText: /date/ })).toHaveText(
      'No date selected: we will suggest the earliest available slot.',
    );
    await expect(form.getByRole('grid').locator(':focus')).toHaveCount(1);
  });
});
