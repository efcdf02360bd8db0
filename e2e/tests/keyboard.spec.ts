import type { Locator, Page } from '@playwright/test';
import { expect, islandReady, longDate, mainArea, pageHeading, test } from '../support/fixtures';
import { openScriptless } from '../support/islands';
import { expectExpanded, mainNav, menuButton, menuList, menuToggle, mobileMenu, topBar } from '../support/nav-bar';

// Keyboard alone, from the top of the page, as a visitor without a mouse reaches each control.
// Extends what the other specs drive with focus() shortcuts: nav-menus.spec (each menu's ArrowDown,
// ArrowUp and Escape), company-pages.spec (the FAQ's arrows, Home, End, Enter and Space) and
// contact.spec (a day chosen with ArrowRight and Enter). The bar's island wakes when focus enters
// the bar; its moves (arrow keys, Home, End, a menu opened at its first item) are checked once it
// is ready, the native ones (Tab, Enter and Space on a button, Escape) also without it.

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

test.describe('skip link', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first Tab shows "Skip to content"; Enter moves focus to the main area, and the next Tab to its first control', async ({
    page,
  }) => {
    await page.goto('/about/story');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveAttribute('href', '#main');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about/story#main');
    await expect(mainArea(page)).toBeFocused();
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    // The first control of the page itself, past the navigation bar.
    await expect(mainArea(page).locator(':focus')).toHaveCount(1);
    await expect(topBar(page).locator(':focus')).toHaveCount(0);
  });
});

test.describe('small-screen menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
  });

  test('Enter and Space open it, Tab goes through every entry in order, Escape closes it onto its button', async ({
    page,
  }) => {
    await tabTo(page, menuToggle(page));
    await islandReady(page, 'shell-NavBar');
    await page.keyboard.press('Enter');
    await expect(mobileMenu(page)).toBeVisible();
    await expectExpanded(page, 'Menu', true);
    await expect(menuToggle(page)).toBeFocused();

    const labels = (await mobileMenu(page).getByRole('link').allTextContents()).map((label) => label.trim());
    // The link to the page in Chinese, then the 22 entries of the menus.
    expect(labels).toHaveLength(23);
    expect(labels[0]).toBe('中文');
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
    await expectExpanded(page, 'Menu', false);
    await expect(menuToggle(page)).toBeFocused();

    // Space opens it too, and Escape on the button itself closes it.
    await page.keyboard.press('Space');
    await expect(mobileMenu(page)).toBeVisible();
    await expectExpanded(page, 'Menu', true);
    await page.keyboard.press('Escape');
    await expect(mobileMenu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });

  test('Enter on an entry loads its page as a document; the keyboard starts again at its top', async ({ page }) => {
    await tabTo(page, menuToggle(page));
    await page.keyboard.press('Enter');
    await expect(mobileMenu(page)).toBeVisible();
    await tabTo(page, mobileMenu(page).getByRole('link', { name: 'Our Values', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/about/values');
    await expect(pageHeading(page)).toHaveText('Our Values');
    await expect(page).toHaveTitle('Our Values | Harbourline Digital');
    await expect(mobileMenu(page)).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('tabbing past its last entry folds it away, so it never covers the focused control', async ({ page }) => {
    await tabTo(page, menuToggle(page));
    await islandReady(page, 'shell-NavBar');
    await page.keyboard.press('Enter');
    await expect(mobileMenu(page)).toBeVisible();
    await tabTo(page, mobileMenu(page).getByRole('link', { name: 'Get Started', exact: true }));
    await page.keyboard.press('Tab');
    await expect(mainArea(page).getByRole('link', { name: 'Start Your Growth Journey' })).toBeFocused();
    await expect(mobileMenu(page)).toBeHidden();
    await expectExpanded(page, 'Menu', false);
  });
});

test.describe('desktop menus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

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
    await page.goto('/');
    await tabTo(page, mainNav(page).getByRole('link', { name: 'Home', exact: true }));
    // Focus in the bar wakes its island: the moves below are the island's.
    await islandReady(page, 'shell-NavBar');
    for (const [name, key] of menus) {
      const button = menuButton(page, name);
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press(key);

      const items = menuList(page, name).getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      await expectExpanded(page, name, true);
      await page.keyboard.press('End');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(menuList(page, name)).toBeHidden();
      await expect(button).toBeFocused();
      await expectExpanded(page, name, false);
    }
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Get Started', exact: true })).toBeFocused();
  });

  test('Enter on an item loads its page as a document, marked in the menu; Tab in an open menu closes it and moves on', async ({
    page,
  }) => {
    await page.goto('/');
    const about = menuButton(page, 'About Us');
    await tabTo(page, about);
    await islandReady(page, 'shell-NavBar');
    await page.keyboard.press('ArrowDown');
    const items = menuList(page, 'About Us').getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    // Its focus shows: the ring inside the item (the menu clips what is outside), on a shade.
    await expect(items.first()).toHaveCSS('outline-style', 'solid');
    await expect(items.first()).toHaveCSS('outline-offset', '-3px');
    await expect(items.first()).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(items.nth(3)).toHaveText('Our Office');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/about/office');
    await expect(pageHeading(page)).toHaveText('Our Office');
    await expect(page).toHaveTitle('Our Office | Harbourline Digital');
    await expect(menuList(page, 'About Us')).toBeHidden();

    // On the new page: the menu opens at its first item, with this page's item marked current.
    await tabTo(page, about);
    await islandReady(page, 'shell-NavBar');
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    await expect(items.filter({ hasText: 'Our Office' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await expect(menuList(page, 'About Us')).toBeHidden();
    await expectExpanded(page, 'About Us', false);
    await expect(menuButton(page, 'Portfolio')).toBeFocused();
  });

  test('with JavaScript off, a menu opened with Enter lets Tab reach its items', async ({ scriptless }) => {
    const { page, close } = await openScriptless(scriptless, '/about/story');
    await page.setViewportSize({ width: 1280, height: 800 });
    const services = menuButton(page, 'Services');
    await tabTo(page, services);
    await page.keyboard.press('Enter');
    await expect(menuList(page, 'Services')).toBeVisible();
    // No island will ever add the arrow keys: Tab is the only way into the menu's links.
    await page.keyboard.press('Tab');
    await expect(menuList(page, 'Services').getByRole('menuitem').first()).toBeFocused();
    await close();
  });
});

test.describe('FAQ accordion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every question is a Tab stop; Enter opens an answer without moving focus, and arrows work from there', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expect(pageHeading(page)).toHaveText('Frequently Asked Questions');
    const questions = mainArea(page).locator('details[name="faq"] > summary');
    const details = mainArea(page).locator('details[name="faq"]');
    await expect(questions).toHaveCount(8);
    const texts = (await questions.allTextContents()).map((text) => text.trim());

    await tabTo(page, questions.first());
    for (const question of texts.slice(1)) {
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe(question);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const sixth = questions.nth(5);
    await expect(sixth).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(sixth).toBeFocused();
    await expect(details.nth(5)).toHaveAttribute('open', '');
    const answer = details.nth(5).locator(':scope > :not(summary)');
    await expect(answer).toBeVisible();

    // The answer holds no control: Tab goes on to the next question, which opens in its place.
    await page.keyboard.press('Tab');
    await expect(questions.nth(6)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(details.nth(6)).toHaveAttribute('open', '');
    await expect(details.nth(5)).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();

    // Focus entered the questions: their island adds Home, End and the arrows.
    await islandReady(page, 'shell-FaqQuestions');
    await page.keyboard.press('Home');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(questions.nth(6)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details.nth(6)).not.toHaveAttribute('open');
    await expect(mainArea(page).locator('details[open]')).toHaveCount(0);
  });
});

test.describe('consultation calendar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /**
   * Tabs into the form, which wakes it (its calendar renders in the browser, with today's date),
   * and waits for the calendar as a visitor sees it appear before tabbing on to it.
   */
  async function reachCalendar(page: Page): Promise<void> {
    await tabTo(page, mainArea(page).locator('[name="firstName"]'));
    await expect(page.getByRole('grid')).toBeVisible();
  }

  const daysFrom = (start: Date, days: number) =>
    new Date(start.getFullYear(), start.getMonth(), start.getDate() + days);

  test('Tab reaches today in the calendar, arrows move the focused day, Enter and Space choose and clear it', async ({
    page,
  }) => {
    await page.goto('/contact/schedule-consultation');
    const form = page.getByRole('form', { name: 'Book your consultation' });
    const today = new Date();
    await reachCalendar(page);
    await tabTo(page, form.getByRole('gridcell', { name: longDate(today) }));
    const selection = form.getByRole('status').filter({ hasText: /date/ });
    await expect(selection).toHaveText('No date selected: we will suggest the earliest available slot.');

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
    await reachCalendar(page);
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
