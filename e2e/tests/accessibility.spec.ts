import type { Locator, Page } from '@playwright/test';
import { expect, islandReady, islandsMarked, pageHeading, test, wakeEveryIsland } from '../support/fixtures';
import { menuButton, menuList, topBar } from '../support/nav-bar';
import { axeViolations } from '../support/axe';
import { openScriptless, paintedH1Kept, reactOwnership, rememberParsedH1 } from '../support/islands';
import { originOf, ports } from '../support/ports';
import type { AppKey } from '../support/ports';
import { CHINESE_SAMPLES, routesFromSitemap, TEMPLATE_SAMPLES } from '../support/site-routes';

// Every route of the site (the served sitemap's, its two aliases and the not-found page), checked
// with axe-core twice: as a visitor's browser shows it with JavaScript on, its islands woken (the
// forms, the calendar, the bar), and as it shows it with JavaScript off, the page's HTML alone
// ("With JavaScript off, axe finds no violations on any route"). Each mode is one page load,
// checked at a desktop and then at a phone width. With JavaScript on, the same page gets the
// checks axe cannot make (contrast on the hero's gradient, no sideways scroll) and, on a sample of
// routes that together hold every kind of control, a walk with the keyboard that must show where
// focus is. The menus are checked open, in both modes, on a page where none is current and on one
// where one is. Dark mode is not checked here.

test.describe.configure({ mode: 'parallel' });

const desktop = { width: 1280, height: 800 } as const;
const phone = { width: 375, height: 740 } as const;
const sizeOf = (viewport: { width: number; height: number }) => `${viewport.width}×${viewport.height}`;

const NOT_FOUND = '/no-such-page';
const sitemap = await routesFromSitemap();
// Every English page, and one Chinese page of each template (every Chinese page is checked over
// HTTP in chinese-pages.spec.ts): the browser's checks would double the suite's time otherwise.
const routes = [...sitemap.routes, ...CHINESE_SAMPLES, NOT_FOUND];
const siteOrigins = new Set((Object.keys(ports) as AppKey[]).map(originOf));

/**
 * Wakes every island of the page and waits until each is ready and has rendered what it adds: a
 * form's calendar, and no loading placeholder left.
 */
async function wakeIslandsFully(page: Page): Promise<string[]> {
  const ids = await wakeEveryIsland(page);
  // A section's loading bar, an article body's placeholder, the consultation calendar's spinner.
  await expect(page.locator('[role="progressbar"], [aria-busy="true"]')).toHaveCount(0);
  return ids;
}

/**
 * A woken page is still its HTML with code only in its islands: the h1 its HTML painted is the one
 * shown, React's internals are only inside the roots of the islands it hydrates (none in the
 * navigation bar, whose code only enhances its HTML), and no island rendered afresh or found its
 * HTML different from what it renders.
 */
async function expectStaticWithIslands(page: Page, path: string, ids: string[]): Promise<void> {
  expect.soft(ids, `${path}: woken islands`).toContain('shell-NavBar');
  const ownership = await reactOwnership(page);
  expect.soft(ownership.staticOwned, `${path}: React outside the islands`).toEqual([]);
  expect
    .soft(
      ownership.islands.filter((entry) => entry.owned === (entry.render === 'enhance')),
      `${path}: hydrated islands React does not own, or enhancing islands it does`,
    )
    .toEqual([]);
  expect.soft(await paintedH1Kept(page), `${path}: the HTML's h1 kept`).toBe(true);
  expect.soft(await islandsMarked(page, 'agency:island-mismatch'), `${path}: hydration mismatches`).toEqual([]);
  expect.soft(await islandsMarked(page, 'agency:island-afresh'), `${path}: islands rendered afresh`).toEqual([]);
}

/** Elements that stick out past the right edge of the viewport, described for the failure message. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      return `${element.tagName.toLowerCase()}${id}${classes} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      // The outermost offenders: their children stick out because they do.
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5)
      .slice(0, 5)
      .map(describe);
    return { scrollWidth: root.scrollWidth, clientWidth: width, offenders };
  });
}

/**
 * Contrast of text drawn straight on a gradient, which axe leaves "incomplete" (it cannot know the
 * colour behind each letter): the tinted hero at the top of every page. Measured from pixels
 * instead: the first view is photographed with all text made transparent, and each solid text run
 * in it must reach 4.5:1 (3:1 when large) against the lightest and the darkest pixel behind it.
 * Gradients further down (the dark call-to-action bands) carry white text and are not measured.
 */
async function gradientTextContrast(page: Page): Promise<string[]> {
  const runs = await page.evaluate(() => {
    const gradientBehind = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage.includes('gradient')) return true;
        if (!/^rgba\(.*,\s*0\)$/.test(style.backgroundColor) && style.backgroundColor !== 'transparent') return false;
      }
      return false;
    };
    const opaque = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) < 1) return false;
      }
      return true;
    };
    const found: { text: string; color: number[]; large: boolean; rects: number[][] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text) continue;
      const style = getComputedStyle(element);
      const color = (style.color.match(/[\d.]+/g) ?? []).map(Number);
      // Only solid text on a gradient; translucent text is blended and left to axe's judgement.
      if (color.length !== 3 || style.visibility === 'hidden' || !opaque(element) || !gradientBehind(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width >= 1 && rect.height >= 1 && rect.top >= 0 && rect.bottom <= window.innerHeight)
        .map((rect) => [rect.left, rect.top, rect.width, rect.height]);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (rects.length > 0) found.push({ text: text.slice(0, 50), color, large, rects });
    }
    return found;
  });
  if (runs.length === 0) return [];
  const hide = await page.addStyleTag({
    content:
      '* { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }',
  });
  // Only the band the text runs sit in: a smaller picture to encode and read back.
  const top = Math.floor(Math.min(...runs.flatMap((run) => run.rects.map(([, y = 0]) => y))));
  const bottom = Math.ceil(Math.max(...runs.flatMap((run) => run.rects.map(([, y = 0, , h = 0]) => y + h))));
  const width = await page.evaluate(() => window.innerWidth);
  const shot = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    clip: { x: 0, y: top, width, height: Math.max(1, bottom - top) },
  });
  await hide.evaluate((element) => (element as Element).remove());
  return page.evaluate(
    async ({ png, runs, top }) => {
      const bytes = Uint8Array.from(atob(png), (character) => character.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      // Read back many times: the canvas is kept in memory, not on the GPU.
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return ['no 2D canvas to read the screenshot'];
      context.drawImage(bitmap, 0, 0);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const scale = bitmap.width / window.innerWidth;
      return runs.flatMap(({ text, color, large, rects }) => {
        let darkest = 1;
        let lightest = 0;
        for (const [left = 0, y = 0, width = 0, height = 0] of rects) {
          const pixels = context.getImageData(
            Math.floor(left * scale),
            Math.floor((y - top) * scale),
            Math.max(1, Math.floor(width * scale)),
            Math.max(1, Math.floor(height * scale)),
          ).data;
          for (let index = 0; index < pixels.length; index += 4) {
            const value = luminance(pixels[index] ?? 0, pixels[index + 1] ?? 0, pixels[index + 2] ?? 0);
            darkest = Math.min(darkest, value);
            lightest = Math.max(lightest, value);
          }
        }
        const [r = 0, g = 0, b = 0] = color;
        const own = luminance(r, g, b);
        const worst = Math.min(ratio(own, darkest), ratio(own, lightest));
        const needed = large ? 3 : 4.5;
        return worst < needed
          ? [`"${text}" (rgb ${color.join(', ')}): ${worst.toFixed(2)}:1 on its gradient, needs ${needed}:1`]
          : [];
      });
    },
    { png: shot.toString('base64'), runs, top },
  );
}

/** What the page keeps while focus walks through it (see installFocusRecorder). */
interface FocusRecorder {
  /** Records the newly focused element; false once focus has left the page or come round again. */
  step: () => boolean;
  /** How many controls received focus. */
  visited: () => number;
  /** One line per control whose focus could not be seen. */
  problems: () => string[];
}

declare global {
  interface Window {
    focusRecorder?: FocusRecorder;
  }
}

/**
 * Puts a recorder in the page that compares each control's look while focused with its look
 * once focus has moved on. A focus indicator is visible when the control, or an element drawn
 * around it (within 24 px of its box: the wrapper MUI puts the ring on, a text field's outline),
 * gains an outline or a box-shadow, or changes its border, in a colour that is not transparent,
 * on something not made invisible by opacity. The focused control must also not be entirely
 * hidden by a fixed or sticky element (WCAG 2.4.11).
 */
async function installFocusRecorder(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ringProperties = [
      'outline-style',
      'outline-width',
      'outline-color',
      'outline-offset',
      'box-shadow',
      'border-top-width',
      'border-bottom-width',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
    ] as const;
    type Look = Map<Element, Record<(typeof ringProperties)[number], string>>;
    interface Visit {
      element: Element;
      description: string;
      candidates: Element[];
      focused: Look;
      unfocused?: Look;
      /** Candidates made invisible (opacity 0, visibility hidden) while the control had focus. */
      invisible: Element[];
      obscuredBy?: string;
    }
    const visits: Visit[] = [];
    const visited = new Set<Element>();
    const problems: string[] = [];
    let current: Visit | undefined;

    const near = (a: DOMRect, b: DOMRect) =>
      Math.abs(a.left - b.left) <= 24 &&
      Math.abs(a.right - b.right) <= 24 &&
      Math.abs(a.top - b.top) <= 24 &&
      Math.abs(a.bottom - b.bottom) <= 24;
    const candidatesOf = (element: Element): Element[] => {
      const box = element.getBoundingClientRect();
      const around = new Set<Element>([element]);
      let ancestor = element.parentElement;
      for (let level = 0; ancestor && level < 3; level += 1, ancestor = ancestor.parentElement) around.add(ancestor);
      for (const relative of [...(element.parentElement?.querySelectorAll('*') ?? [])].slice(0, 60)) {
        around.add(relative);
      }
      return [...around].filter((candidate) => near(candidate.getBoundingClientRect(), box));
    };
    const lookOf = (candidates: Element[]): Look =>
      new Map(
        candidates.map((candidate) => {
          const style = getComputedStyle(candidate);
          const values = Object.fromEntries(ringProperties.map((name) => [name, style.getPropertyValue(name)]));
          return [candidate, values as Record<(typeof ringProperties)[number], string>];
        }),
      );
    const transparent = (color: string) => /(,\s*|\/\s*)0(\.0+)?\)$/.test(color) || color === 'transparent';
    const seen = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (Number(style.opacity) === 0 || style.visibility === 'hidden') return false;
      }
      return true;
    };
    const shows = (visit: Visit): boolean =>
      [...visit.focused].some(([candidate, focused]) => {
        const before = visit.unfocused?.get(candidate);
        const changed = (...names: (typeof ringProperties)[number][]) =>
          !before || names.some((name) => before[name] !== focused[name]);
        const outline =
          focused['outline-style'] !== 'none' &&
          (focused['outline-style'] === 'auto' || parseFloat(focused['outline-width']) >= 1) &&
          !transparent(focused['outline-color']) &&
          changed('outline-style', 'outline-width', 'outline-color');
        const shadow = focused['box-shadow'] !== 'none' && changed('box-shadow');
        const border =
          before !== undefined &&
          parseFloat(focused['border-bottom-width']) > 0 &&
          !transparent(focused['border-bottom-color']) &&
          changed('border-top-width', 'border-bottom-width', 'border-top-color', 'border-bottom-color');
        return (outline || shadow || border) && !visit.invisible.includes(candidate);
      });
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      const role = element.getAttribute('role');
      // MUI's own class names say which component it is (a Button, a Link, a ListItemButton).
      const muiClasses = [...element.classList].filter((name) => /^Mui[A-Za-z]+-root$/.test(name)).join(' ');
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${element.id ? ` id=${element.id}` : ''}${muiClasses ? ` class=${muiClasses}` : ''}> "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    };
    const fixedLayers = [...document.body.querySelectorAll('*')].filter((element) =>
      ['fixed', 'sticky'].includes(getComputedStyle(element).position),
    );
    /** What covers the whole control, if anything: a fixed layer above it, or the viewport's edge. */
    const obscurer = (element: Element) => {
      const box = element.getBoundingClientRect();
      const inset = Math.min(2, box.width / 2, box.height / 2);
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ] as const;
      const covers = points.map(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        if (!hit) return 'the edge of the viewport';
        const layer = fixedLayers.find((candidate) => candidate.contains(hit) && !candidate.contains(element));
        return layer && describe(layer);
      });
      return covers.every(Boolean) ? covers[0] : undefined;
    };
    const leave = () => {
      if (current) current.unfocused = current.element.isConnected ? lookOf(current.candidates) : undefined;
      current = undefined;
    };

    window.focusRecorder = {
      step: () => {
        const active = document.activeElement;
        if (current && active === current.element) {
          problems.push(`${current.description}: the key did not move focus`);
          return false;
        }
        leave();
        if (!active || active === document.body || visited.has(active)) return false;
        const candidates = candidatesOf(active);
        current = {
          element: active,
          description: describe(active),
          candidates,
          focused: lookOf(candidates),
          invisible: candidates.filter((candidate) => !seen(candidate)),
          obscuredBy: obscurer(active),
        };
        visits.push(current);
        visited.add(active);
        return true;
      },
      visited: () => visits.length,
      problems: () => {
        if (current) {
          (current.element as HTMLElement).blur();
          leave();
        }
        return [
          ...problems,
          ...visits.filter((visit) => !shows(visit)).map((visit) => `${visit.description}: no visible focus indicator`),
          ...visits
            .filter((visit) => visit.obscuredBy)
            .map((visit) => `${visit.description}: hidden behind ${visit.obscuredBy}`),
        ];
      },
    };
  });
}

/** Presses a key until focus leaves the page or returns to a control already seen. */
async function walkFocus(page: Page, key: string, maxSteps = 200): Promise<void> {
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press(key);
    if (!(await page.evaluate(() => window.focusRecorder?.step() ?? false))) return;
  }
  throw new Error(`Focus was still moving after ${maxSteps} presses of ${key}`);
}

/**
 * Waits for running transitions (a menu fading in) to end: a ring half faded in is not yet shown.
 * Only animations in time that end count: the bar's scrolled look is an animation on the scroll
 * timeline, and a spinner or a decoration may loop for ever. Polled rather than awaited: a page without JavaScript settles no promises of
 * its own.
 */
const transitionsEnded = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.timeline === document.timeline && animation.playState === 'running')
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);

/**
 * Tabs through the whole page and reports the controls whose focus cannot be seen. On Home it also
 * walks a desktop menu's items with the arrow keys (all five menus are one component) and, on a
 * phone, the small-screen menu's items: every kind of control the site has is on some route.
 */
async function visibleFocusProblems(page: Page, path: string, onPhone: boolean) {
  if (onPhone) {
    await page.getByRole('button', { name: 'Menu', exact: true }).press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await transitionsEnded(page);
  }
  await installFocusRecorder(page);
  await walkFocus(page, 'Tab');
  if (path === '/' && !onPhone) {
    await menuButton(page, 'Services').focus();
    await page.keyboard.press('Enter');
    await expect(menuList(page, 'Services').getByRole('menuitem').first()).toBeFocused();
    await transitionsEnded(page);
    await page.evaluate(() => window.focusRecorder?.step());
    await walkFocus(page, 'ArrowDown');
    await page.keyboard.press('Escape');
  }
  return page.evaluate(() => ({
    visited: window.focusRecorder?.visited() ?? 0,
    problems: window.focusRecorder?.problems() ?? [],
  }));
}

/** The routes Tab walks through, on a desktop: one per page template (site-routes.ts). */
const focusWalkRoutes: readonly string[] = TEMPLATE_SAMPLES;

test('every route sampled for the focus walk is in the sitemap', () => {
  expect(focusWalkRoutes.filter((path) => !sitemap.routes.includes(path))).toEqual([]);
});

/**
 * The checks made at each width: one h1, a title, no sideways scroll; with scripts, text on
 * gradients; and axe where `axe` says (a page's DOM is the same at both widths: axe runs at both on
 * one route of each template, at one width on the others).
 */
async function checkView(page: Page, where: string, scriptless: boolean, axe: 'page' | 'main' | false): Promise<void> {
  if (axe) {
    const violations = await axeViolations(page, { scriptless, ...(axe === 'main' ? { include: 'main' } : {}) });
    expect.soft(violations, `${where}: axe violations${axe === 'main' ? ' in its main content' : ''}`).toEqual([]);
  }
  if (!scriptless) {
    expect.soft(await gradientTextContrast(page), `${where}: text on gradients below contrast`).toEqual([]);
  }
  expect.soft(await page.locator('h1').count(), `${where}: number of h1 elements`).toBe(1);
  const title = (await page.title()).trim();
  expect.soft(title, `${where}: document title`).not.toBe('');
  const overflow = await horizontalOverflow(page);
  expect
    .soft(
      overflow.scrollWidth,
      `${where}: horizontal scroll (page ${overflow.scrollWidth} px wide in a ${overflow.clientWidth} px viewport; sticking out: ${overflow.offenders.join(', ') || 'none found'})`,
    )
    .toBeLessThanOrEqual(overflow.clientWidth);
}

/** Narrows the page to a phone's width (the layout is CSS and media queries: as loaded on a phone). */
async function narrowToPhone(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.setViewportSize(phone);
}

test.use({ viewport: desktop });

for (const path of routes) {
  const status = path === NOT_FOUND ? 404 : 200;
  // Visible focus: the sampled routes on a desktop; on a phone, Home with the small-screen menu open.
  const desktopWalk = focusWalkRoutes.includes(path);
  const phoneWalk = path === '/';
  const sizes = `${sizeOf(desktop)} and ${sizeOf(phone)}`;
  // One route of each template gets every check: its islands woken, axe over the whole page at both
  // widths and without JavaScript (a template's routes share their frame, islands and no-script
  // paths). The Chinese samples: the same at the desktop width (without JavaScript: chinese-pages).
  // Every other route: axe over its own content (main) at the desktop width, as served.
  const bothWidths = desktopWalk || path === NOT_FOUND;
  const chinese = path.startsWith('/zh-hk/');
  const woken = bothWidths || chinese;
  const axeScope = woken
    ? `the page at ${bothWidths ? sizes : sizeOf(desktop)}`
    : `its main content at ${sizeOf(desktop)}`;

  test(`${path}: JavaScript on${woken ? ', its islands woken (code only in them, the HTML’s h1 kept)' : ''}: no axe violations in ${axeScope}; hero contrast, one h1, a title, no horizontal scroll at ${sizes}${desktopWalk ? ', visible focus' : ''}`, async ({
    page,
  }) => {
    // Two rounds of axe and, on some routes, a walk through every control: ample on 2 busy cores.
    test.setTimeout(90_000);
    const messages: string[] = [];
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warning') messages.push(`${type}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
    // Nothing is fetched from anywhere but the site's five origins.
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && !siteOrigins.has(url.origin)) foreign.push(request.url());
    });

    if (woken) await rememberParsedH1(page);
    const response = await page.goto(path);
    expect(response?.status(), `${path}: HTTP status`).toBe(status);
    await expect(pageHeading(page)).toBeVisible();
    if (woken) await expectStaticWithIslands(page, path, await wakeIslandsFully(page));

    for (const viewport of [desktop, phone]) {
      const where = `${path} with JavaScript at ${sizeOf(viewport)}`;
      if (viewport === phone) await narrowToPhone(page);
      const axe = viewport === phone && !bothWidths ? false : woken ? 'page' : 'main';
      await checkView(page, where, false, axe);
      if (viewport === desktop ? desktopWalk : phoneWalk) {
        const focus = await visibleFocusProblems(page, path, viewport === phone);
        expect.soft(focus.problems, `${where}: focus not visible (${focus.visited} controls focused)`).toEqual([]);
        expect.soft(focus.visited, `${where}: controls reached with Tab`).toBeGreaterThanOrEqual(20);
      }
    }
    expect(foreign, `${path}: requests to another host`).toEqual([]);
    // The not-found page names the bad path in the console (and its document answered 404).
    const expected =
      path === NOT_FOUND
        ? [expect.stringContaining(`404 Error: User attempted to access non-existent route: ${NOT_FOUND}`)]
        : [];
    expect(
      messages.filter((message) => !(path === NOT_FOUND && message.includes('status of 404'))),
      `${path}: console errors and warnings (policy violations among them)`,
    ).toEqual(expected);
  });

  // Without JavaScript a page is its server HTML: one route of each template (where the no-script
  // paths differ: menus, calendar); the Chinese samples in chinese-pages.spec.ts.
  if (!bothWidths) continue;
  test(`${path}: JavaScript off: no axe violations, one h1, a title, no horizontal scroll at ${sizes}`, async ({
    scriptless,
  }) => {
    const { page, status: answered, close } = await openScriptless(scriptless, path);
    expect(answered, `${path}: HTTP status`).toBe(status);
    for (const viewport of [desktop, phone]) {
      if (viewport === phone) await narrowToPhone(page);
      else await page.setViewportSize(desktop);
      await checkView(page, `${path} without JavaScript at ${sizeOf(viewport)}`, true, 'page');
    }
    await close();
  });
}

/** Opens each desktop menu, then the small-screen one, and checks each open menu with axe. */
async function openMenusViolations(page: Page, scriptless: boolean): Promise<string[]> {
  const found: string[] = [];
  const check = async (menu: Locator, name: string) => {
    await expect(menu).toBeVisible();
    await transitionsEnded(page);
    const id = await menu.evaluate((element) => element.closest('[popover]')?.id ?? '');
    const violations = await axeViolations(page, { scriptless, include: `#${id}` });
    found.push(...violations.map((violation) => `${name} menu open: ${violation}`));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  };
  await page.setViewportSize(desktop);
  for (const name of ['Services', 'About Us', 'Portfolio', 'Blog', 'Contact']) {
    await menuButton(page, name).click();
    await check(menuList(page, name), name);
  }
  await page.setViewportSize(phone);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await check(page.getByRole('navigation', { name: 'Mobile' }), 'Small-screen');
  return found;
}

/** Home, where only Home is current; Our Office, whose item is current in About Us and in the small-screen menu. */
const menuPages = ['/', '/about/office'];

test('the open menus, JavaScript on: every desktop menu and the small-screen menu, with and without a current page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const path of menuPages) {
    await page.goto(path);
    await topBar(page).hover();
    await islandReady(page, 'shell-NavBar');
    expect.soft(await openMenusViolations(page, false), `${path}: axe violations in the open menus`).toEqual([]);
  }
});

test('the open menus, JavaScript off: every desktop menu and the small-screen menu, with and without a current page', async ({
  scriptless,
}) => {
  test.setTimeout(60_000);
  for (const path of menuPages) {
    const { page, close } = await openScriptless(scriptless, path);
    expect.soft(await openMenusViolations(page, true), `${path}: axe violations in the open menus`).toEqual([]);
    await close();
  }
});
