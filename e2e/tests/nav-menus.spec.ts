/**
 * The navigation bar as the specification describes it (Navigation bar; Business constants): the
 * desktop items and each menu's exact pages, the small-screen menu's exact entries, 24rem tall and
 * scrolling, and the scrolled look after 50 px. The menus are native popovers: they open and close
 * without any script (checked with JavaScript off), and the browser exposes them expanded or
 * collapsed; the bar's island adds the arrow keys and folds a menu away when an item is chosen. An item is a link: choosing it loads
 * its page as a new document. Keyboard walks through the menus are in keyboard.spec.
 */
import type { Locator, Page } from '@playwright/test';
import { brand, SERVICE_PAGES, expect, islandReady, pageHeading, test } from '../support/fixtures';
import { openScriptless } from '../support/islands';
import { expectExpanded, mainNav, menuButton, menuList, menuToggle, mobileMenu, topBar } from '../support/nav-bar';
import { originOf } from '../support/ports';

type Entry = readonly [label: string, href: string];

/** The twelve service routes, in the specification's order, as the menus label them. */
const services: Entry[] = [...SERVICE_PAGES];

const aboutItems: Entry[] = [
  ['Our Story', '/about/story'],
  ['Our Values', '/about/values'],
  ['Why Choose Us', '/about/what-sets-us-apart'],
  ['Our Office', '/about/office'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms & Conditions', '/terms-conditions'],
  ['FAQ', '/faq'],
];

const contactItems: Entry[] = [
  ['Get a Quote', '/contact/quote'],
  ['Schedule Consultation', '/contact/schedule-consultation'],
  ['Training Inquiry', '/contact/training'],
  ['Partnership', '/contact/partnership'],
];

/** The desktop menus, in the bar's order, each with exactly the pages the specification lists. */
const desktopMenus: { label: string; items: Entry[] }[] = [
  { label: 'Services', items: [...services, ['View All Services', '/services']] },
  { label: 'About Us', items: aboutItems },
  {
    label: 'Portfolio',
    items: [
      ['E-commerce', '/portfolio/ecommerce'],
      ['Healthcare', '/portfolio/healthcare'],
      ['Corporate Websites', '/portfolio/corporate'],
      ['Insurance', '/portfolio/insurance'],
      ['Web Development', '/portfolio/web-development'],
      ['Case Studies', '/portfolio/case-studies'],
      ['View Full Portfolio', '/portfolio'],
    ],
  },
  {
    label: 'Blog',
    items: [
      ['All Articles', '/blog'],
      ['AI Transformation in 2025', '/blog/ai-transformation'],
      ['AI Marketing in Hong Kong', '/blog/ai-marketing-hong-kong'],
      ['B2B Marketing Trends 2025', '/blog/b2b-marketing-trends-2025'],
      ['Conversational AI in Hong Kong', '/blog/hong-kong-conversational-ai'],
      ['Content Marketing Evolution', '/blog/content-marketing-evolution'],
      ['Digital Transformation ROI', '/blog/digital-transformation-roi'],
      ['Paid Marketing ROI 2025', '/blog/paid-marketing-roi-2025'],
      ['Southeast Asia E-commerce', '/blog/southeast-asia-ecommerce'],
      ['CRM Evolution', '/blog/crm-evolution'],
      ['Web Development Best Practices', '/blog/web-development-best-practices'],
      ['Asia Digital Transformation', '/blog/asia-digital-transformation'],
    ],
  },
  { label: 'Contact', items: contactItems },
];

/** The small-screen menu: Home; the first six services and View All; About; Portfolio; Blog; Contact; Get Started. */
/** On Home: the link to the Chinese Home first, then the menus' entries. */
const mobileEntries: Entry[] = [
  ['中文', '/zh-hk/'],
  ['Home', '/'],
  ...services.slice(0, 6),
  ['View All', '/services'],
  ...aboutItems,
  ['Portfolio', '/portfolio'],
  ['Blog', '/blog'],
  ...contactItems,
  ['Get Started', '/contact/schedule-consultation'],
];

/** Each link's text and href, in document order. */
const entriesOf = (links: Locator): Promise<string[][]> =>
  links.evaluateAll((elements) =>
    elements.map((element) => [element.textContent?.trim() ?? '', element.getAttribute('href') ?? '']),
  );

/** A marker in the window: gone once a link has loaded a new document. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { e2eDocument: 'the page before' }));
const sameDocument = (page: Page) => page.evaluate(() => 'e2eDocument' in window);

/**
 * Clicks the link with its navigation prevented, to see what the island does to the page the
 * visitor leaves (a link chosen is otherwise a new document at once, often a prerendered one).
 */
async function clickHoldingNavigation(page: Page, link: Locator): Promise<void> {
  await page.evaluate(() =>
    window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
  );
  await link.click();
}

async function expectPage(page: Page, path: string, heading: string, title: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(pageHeading(page)).toHaveText(heading);
  await expect(page).toHaveTitle(`${title} | ${brand}`);
  expect(await sameDocument(page), `${path} is a new document`).toBe(false);
}

test.describe('desktop navigation bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows Home, the five menus and Get Started in order; the small-screen Menu button is hidden', async ({
    page,
  }) => {
    await page.goto('/about/story');
    const nav = mainNav(page);
    await expect(nav.locator(':scope > a, :scope > button')).toHaveText([
      'Home',
      ...desktopMenus.map((menu) => menu.label),
      'Get Started',
    ]);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
    for (const { label } of desktopMenus) {
      const button = menuButton(page, label);
      await expect(button).toHaveAttribute('aria-haspopup', 'menu');
      // The page's HTML leaves the state to the browser: no aria-expanded until the island is ready.
      await expect(button).not.toHaveAttribute('aria-expanded');
      await expectExpanded(page, label, false);
      await expect(menuList(page, label)).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });

  test('with JavaScript off, every menu opens on click, Enter and Space, lists exactly the specified pages, and closes with Escape or a click elsewhere', async ({
    scriptless,
  }) => {
    const { page, close } = await openScriptless(scriptless, '/about/story');
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const { label, items } of desktopMenus) {
      const button = menuButton(page, label);
      const menu = menuList(page, label);
      await button.click();
      await expect(menu).toBeVisible();
      await expectExpanded(page, label, true);
      expect(await entriesOf(menu.getByRole('menuitem')), `${label} menu`).toEqual(items);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expectExpanded(page, label, false);

      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      // A click elsewhere (the page's heading, left of every menu) dismisses it.
      await pageHeading(page).click({ position: { x: 5, y: 5 } });
      await expect(menu).toBeHidden();
    }
    await close();
  });

  test('once the island is ready, ArrowDown and ArrowUp open a menu at its first and last item, exposed expanded, Escape returns focus', async ({
    page,
  }) => {
    await page.goto('/about/story');
    await topBar(page).hover();
    await islandReady(page, 'shell-NavBar');
    for (const { label, items } of desktopMenus) {
      const button = menuButton(page, label);
      const shown = menuList(page, label).getByRole('menuitem');
      await expectExpanded(page, label, false);
      await button.focus();
      await page.keyboard.press('ArrowDown');
      await expect(shown.first()).toBeFocused();
      await expect(shown.first()).toHaveText(items[0]?.[0] ?? '');
      await expectExpanded(page, label, true);
      await page.keyboard.press('Escape');
      await expect(menuList(page, label)).toBeHidden();
      await expect(button).toBeFocused();
      await expectExpanded(page, label, false);

      await page.keyboard.press('ArrowUp');
      await expect(shown.last()).toBeFocused();
      await expect(shown.last()).toHaveText(items.at(-1)?.[0] ?? '');
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    }
  });

  test('choosing an item folds the menu away and loads that page as a document', async ({ page }) => {
    await page.goto('/');
    await topBar(page).hover();
    await islandReady(page, 'shell-NavBar');
    await markDocument(page);

    await menuButton(page, 'Portfolio').click();
    const caseStudies = menuList(page, 'Portfolio').getByRole('menuitem', { name: 'Case Studies', exact: true });
    await clickHoldingNavigation(page, caseStudies);
    await expect(menuList(page, 'Portfolio')).toBeHidden();
    await expectExpanded(page, 'Portfolio', false);
    await expect(page).toHaveURL('/');

    await menuButton(page, 'Portfolio').click();
    await caseStudies.click();
    await expectPage(page, '/portfolio/case-studies', 'Case Studies', 'Case Studies');
    await expect(menuList(page, 'Portfolio')).toBeHidden();

    await markDocument(page);
    await menuButton(page, 'About Us').click();
    await menuList(page, 'About Us').getByRole('menuitem', { name: 'Why Choose Us', exact: true }).click();
    await expectPage(page, '/about/what-sets-us-apart', 'Why Choose Us', 'Why Choose Us');

    await markDocument(page);
    await mainNav(page).getByRole('link', { name: 'Get Started', exact: true }).click();
    await expectPage(page, '/contact/schedule-consultation', 'Schedule a Consultation', 'Schedule a Consultation');
  });

  test('the current page is marked in the bar and in its menu, and nowhere else', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1);

    await page.goto('/about/office');
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');
    await menuButton(page, 'About Us').click();
    const items = menuList(page, 'About Us').getByRole('menuitem');
    const current = items.filter({ hasText: 'Our Office' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1);
    // It looks chosen too: its background is not its neighbours'.
    const background = (item: Locator) => item.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(current)).not.toBe(await background(items.filter({ hasText: 'Our Story' })));
  });

  test('takes the scrolled look between 50 and 51 px of scroll, from CSS alone (JavaScript on and off)', async ({
    page,
    scriptless,
  }) => {
    await page.goto('/');
    const plain = await openScriptless(scriptless, '/');
    await plain.page.setViewportSize({ width: 1280, height: 800 });

    for (const [mode, tab] of [
      ['JavaScript on', page],
      ['JavaScript off', plain.page],
    ] as const) {
      const bar = topBar(tab);
      const look = () =>
        bar.evaluate((element) => {
          const style = getComputedStyle(element);
          return { boxShadow: style.boxShadow, backgroundColor: style.backgroundColor };
        });
      // Before its range the animation interpolates from no shadow: a transparent one of zero size.
      const flat = { boxShadow: 'rgba(0, 0, 0, 0) 0px 0px 0px 0px', backgroundColor: 'rgb(255, 255, 255)' };
      const scrolled = {
        boxShadow: 'rgba(14, 26, 43, 0.35) 0px 8px 24px -16px',
        backgroundColor: 'rgba(255, 255, 255, 0.9)',
      };
      const scrollTo = async (y: number) => {
        await tab.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => tab.evaluate(() => window.scrollY), `${mode}: scrolled to ${y}`).toBe(y);
      };

      expect(await look(), `${mode}: at the top`).toEqual(flat);
      await scrollTo(50);
      // A frame later, the look is still the flat one.
      await tab.waitForTimeout(100);
      expect(await look(), `${mode}: at 50 px`).toEqual(flat);
      await scrollTo(51);
      await expect.poll(look, `${mode}: at 51 px`).toEqual(scrolled);
      await scrollTo(0);
      await expect.poll(look, `${mode}: back at the top`).toEqual(flat);
      // Chromium draws it from the scroll-driven animation: no script marks the bar.
      await expect(bar).not.toHaveAttribute('data-scrolled');
    }
    await plain.close();
  });
});

test.describe('small-screen menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Menu button opens a 24rem menu that scrolls, listing exactly the specified entries', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const toggle = menuToggle(page);
    await expect(toggle).toBeVisible();
    await expect(toggle.locator('svg.menu-open')).toBeVisible();
    await expect(toggle.locator('svg.menu-close')).toBeHidden();
    await toggle.hover();
    await islandReady(page, 'shell-NavBar');
    await expectExpanded(page, 'Menu', false);
    await toggle.click();

    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();
    await expectExpanded(page, 'Menu', true);
    await expect(toggle.locator('svg.menu-open')).toBeHidden();
    await expect(toggle.locator('svg.menu-close')).toBeVisible();

    const links = menu.getByRole('link');
    expect(await entriesOf(links)).toEqual(mobileEntries);
    // The groups are headed as the desktop menus are named.
    await expect(menu.locator('.MuiListSubheader-root')).toHaveText([
      'Services',
      'About Us',
      'Portfolio',
      'Blog',
      'Contact',
    ]);

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
    expect(box.clientHeight).toBe(384);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);

    // It really scrolls: the last entry comes into view inside the list.
    await expect(links.last()).not.toBeInViewport();
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(links.last()).toBeInViewport();

    await toggle.click();
    await expect(menu).toBeHidden();
    await expectExpanded(page, 'Menu', false);
  });

  test('choosing an entry folds the menu away and loads that page as a document', async ({ page }) => {
    await page.goto('/');
    await menuToggle(page).hover();
    await islandReady(page, 'shell-NavBar');
    await markDocument(page);
    await menuToggle(page).click();
    const values = mobileMenu(page).getByRole('link', { name: 'Our Values', exact: true });
    await clickHoldingNavigation(page, values);
    await expect(mobileMenu(page)).toBeHidden();
    await expectExpanded(page, 'Menu', false);
    await expect(page).toHaveURL('/');

    await menuToggle(page).click();
    await values.click();
    await expectPage(page, '/about/values', 'Our Values', 'Our Values');
    await expect(mobileMenu(page)).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Mobile', includeHidden: true }).locator('[aria-current="page"]'),
    ).toHaveText(['Our Values']);

    await markDocument(page);
    await menuToggle(page).click();
    await mobileMenu(page).getByRole('link', { name: 'Blog', exact: true }).click();
    await expectPage(page, '/blog', 'Blog: All Articles', 'Blog: All Articles');
    await expect(mobileMenu(page)).toBeHidden();
  });

  test('with JavaScript off, the Menu button opens and closes the menu and an entry loads its page', async ({
    scriptless,
  }) => {
    const { page, close } = await openScriptless(scriptless, '/');
    await page.setViewportSize({ width: 375, height: 740 });
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await expectExpanded(page, 'Menu', true);
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeHidden();
    await expectExpanded(page, 'Menu', false);

    await menuToggle(page).click();
    await mobileMenu(page).getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expect(page).toHaveURL(`${originOf('shell')}/portfolio`);
    await expect(pageHeading(page)).toHaveText('Portfolio');
    await expect(mobileMenu(page)).toBeHidden();
    await close();
  });
});
