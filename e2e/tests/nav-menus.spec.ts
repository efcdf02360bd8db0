import type { Page } from '@playwright/test';
import { desktopMenus, getStartedItem, mobileMenu } from '@agency/content/site/navigation';
import { chooseFromMenu, expect, hrefsOf, mainNav, menuButton, pageHeading, test, topBar } from '../support/fixtures';

// The menus a visitor sees are exactly the site's navigation content, item for item and in order:
// @agency/content/site/navigation, whose unit tests pin every label and link.

test.describe('desktop navigation bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
  });

  test('shows Home, the five menus and Get Started', async ({ page }) => {
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    for (const menu of desktopMenus) {
      await expect(menuButton(page, menu.label)).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(nav.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('every menu opens on click and lists exactly the specified pages', async ({ page }) => {
    for (const { label, items } of desktopMenus) {
      const button = menuButton(page, label);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('menu', { name: label });
      await expect(menu).toBeVisible();
      const shown = menu.getByRole('menuitem');
      await expect(shown).toHaveText(items.map((item) => item.label));
      expect(await hrefsOf(shown), `${label} menu`).toEqual(items.map((item) => item.href));

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('keyboard: Enter opens with the first item focused, arrows move, Escape returns focus', async ({ page }) => {
    const button = menuButton(page, 'Services');
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');

    const items = page.getByRole('menu', { name: 'Services' }).getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await expect(items.first()).toHaveText('Content Marketing');
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await expect(items.nth(1)).toHaveText('Digital Marketing');
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(1)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Services' })).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Wait for the closing transition to end: a menu reopened during it keeps its last focused item.
    await expect(page.getByRole('menu', { includeHidden: true })).toHaveCount(0);

    // ArrowDown on the button opens the menu too; Enter on an item follows it.
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services/digital-marketing');
    await expect(pageHeading(page)).toHaveText('Digital Marketing');
  });

  test('choosing an item closes the menu and navigates', async ({ page }) => {
    await chooseFromMenu(page, 'Portfolio', 'Case Studies');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page).toHaveURL('/portfolio/case-studies');
    await expect(pageHeading(page)).toHaveText('Case Studies');

    await chooseFromMenu(page, 'About Us', 'Why Choose Us');
    await expect(page).toHaveURL('/about/what-sets-us-apart');
    await expect(pageHeading(page)).toHaveText('Why Choose Us');

    await mainNav(page).getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL('/contact/schedule-consultation');
    await expect(pageHeading(page)).toHaveText('Schedule a Consultation');
  });

  test('takes the scrolled look once the page is scrolled more than 50 px', async ({ page }) => {
    const bar = topBar(page);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    const barShadow = () => bar.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(await barShadow()).toBe('none');

    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    };

    await scrollTo(50);
    // Let the scroll event reach React before asserting that nothing changed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');

    await scrollTo(51);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(barShadow).not.toBe('none');

    await scrollTo(0);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });
});

test.describe('small-screen menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** Every group's links, then Get Started. */
  const expectedItems = [...mobileMenu.flatMap((group) => group.items), getStartedItem].map(
    (item) => [item.label, item.href] as const,
  );

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
  });

  test('the toggle opens a 24rem scrollable menu listing the specified items', async ({ page }) => {
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();

    const links = menu.getByRole('link');
    await expect(links).toHaveCount(expectedItems.length);
    const actual = await links.evaluateAll((elements) =>
      elements.map((element) => [element.textContent?.trim() ?? '', element.getAttribute('href') ?? '']),
    );
    expect(actual).toEqual(expectedItems);
    await expect(menu.getByText('Services', { exact: true })).toBeVisible();

    const list = menu.getByRole('list').first();
    const box = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        maxHeight: style.maxHeight,
        overflowY: style.overflowY,
        clientHeight: element.clientHeight,
        scrollHeight: element.scrollHeight,
      };
    });
    expect(box.maxHeight).toBe('384px');
    expect(box.overflowY).toBe('auto');
    expect(box.clientHeight).toBeLessThanOrEqual(384);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);

    // It really scrolls: the last item comes into view inside the list.
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(links.last()).toBeInViewport();

    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  /** Opens the menu and waits until it has unfolded (200 ms), as a visitor sees it before choosing. */
  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect
      .poll(() => page.getByRole('banner').evaluate((header) => header.getAnimations({ subtree: true }).length))
      .toBe(0);
    return menu;
  }

  test('choosing an item closes the menu and navigates', async ({ page }) => {
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Our Values', exact: true }).click();
    await expect(page).toHaveURL('/about/values');
    await expect(pageHeading(page)).toHaveText('Our Values');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await openMenu(page);
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect(pageHeading(page)).toHaveText('Blog: All Articles');
    await expect(menu).toBeHidden();
  });
});
