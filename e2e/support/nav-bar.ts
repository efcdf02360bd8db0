/**
 * The navigation bar as a visitor finds it: the fixed top bar, the desktop bar's links and menus
 * (native popovers until the bar's island is ready), the small-screen menu, and the expanded state
 * the browser exposes for a menu's button.
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The fixed top bar. */
export const topBar = (page: Page): Locator => page.locator('header[data-site-header]');

/** The desktop navigation bar's links and menu buttons. */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** A desktop menu's button (it opens its menu natively: a popover, before the bar's island is ready). */
export const menuButton = (page: Page, name: string): Locator =>
  topBar(page).getByRole('button', { name, exact: true });

/** A desktop menu's list of items, named by its button. */
export const menuList = (page: Page, name: string): Locator => page.getByRole('menu', { name, exact: true });

/** Opens a desktop menu by its button and chooses one item: a document navigation to its page. */
export async function chooseFromMenu(page: Page, menu: string, item: string): Promise<void> {
  await menuButton(page, menu).click();
  await menuList(page, menu).getByRole('menuitem', { name: item, exact: true }).click();
}

/** The small-screen menu's button. */
export const menuToggle = (page: Page): Locator => page.getByRole('button', { name: 'Menu', exact: true });

/** The small-screen menu, while it is open. */
export const mobileMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Mobile' });

/**
 * The expanded state the browser exposes for the named button, which assistive technology is told:
 * from its aria-expanded if it has one, or else, as Chromium derives it, from the popover the
 * button controls (the page's HTML carries no aria-expanded: the state is the browser's).
 */
export async function exposedExpanded(page: Page, name: string): Promise<unknown> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name && !node.ignored);
    return button?.properties?.find((property) => property.name === 'expanded')?.value.value;
  } finally {
    await session.detach();
  }
}

/** Expects the named button to be exposed as expanded or collapsed (polled: the browser may take a moment). */
export const expectExpanded = (page: Page, name: string, expanded: boolean) =>
  expect
    .poll(() => exposedExpanded(page, name), `${name}: exposed as ${expanded ? 'expanded' : 'collapsed'}`)
    .toBe(expanded);
