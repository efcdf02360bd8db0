/**
 * Islands: a page is the server's HTML and stays so; only the parts that respond run code, each on
 * a root of its own, when it is wanted. On every route: static content carries no React internals,
 * every island's root does once woken, and the h1 painted from HTML is the node the visitor ends
 * with. Per island: when it wakes (its trigger), that nothing done before it is ready is lost, and
 * that it says it is unavailable (with Try again) when its code cannot load.
 */
import type { Page, Route } from '@playwright/test';
import { faqItems } from '@agency/content/company-pages/faq';
import { desktopMenus } from '@agency/content/site/navigation';
import { expect, island, islandReady, islandsMarked, islandsStarted, test } from '../support/fixtures';
import { menuButton, menuList, topBar } from '../support/nav-bar';
import { originOf } from '../support/ports';

const UNAVAILABLE = 'This part of the page could not load.';

/** Holds every request for a script matching `pattern` until the returned function is called. */
async function holdScripts(page: Page, pattern: string | RegExp): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await held;
    await route.continue();
  });
  // Released, the route lets every matching script through at once, held or later.
  return async () => release();
}

/**
 * Scripts the page has requested, by URL, but the telemetry's (it is no island's: main.js loads it
 * once the page has loaded and the browser is idle, telemetry.spec.ts covers it).
 */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !/\/telemetry\.[0-9a-f]{12}\.js$/.test(request.url()))
      urls.push(request.url());
  });
  return urls;
}

test.describe('the navigation bar (shell/NavBar): menus open natively, the island adds the keyboard', () => {
  test('wakes on the first sign of use, and not before: a page that is only read loads main.js alone', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    // The page asks for main.js once it has painted: then anything else it would load has half a
    // second to show.
    const mainScript = page.waitForRequest(`${originOf('shell')}/main.js`);
    await page.goto('/about/story');
    await mainScript;
    await page.waitForTimeout(500);
    expect(scripts.map((url) => new URL(url).pathname)).toEqual(['/main.js']);
    await topBar(page).hover();
    await islandReady(page, 'shell-NavBar');
    // A shell island starts no federation runtime: no remotes.json, nothing from a section.
    expect(scripts.some((url) => url.includes('federation'))).toBe(false);
    expect(scripts.every((url) => url.startsWith(originOf('shell')))).toBe(true);
  });

  test('a menu opens natively before the island is ready, and an arrow key pressed then is replayed', async ({
    page,
  }) => {
    const release = await holdScripts(page, /island-nav-bar\.[0-9a-f]+\.js$/);
    await page.goto('/about/story');
    const services = desktopMenus.find((menu) => menu.id === 'services');
    await menuButton(page, 'Services').click();
    await expect(menuList(page, 'Services')).toBeVisible();
    await expect(menuList(page, 'Services').getByRole('menuitem')).toHaveText(
      services?.items.map((item) => item.label) ?? [],
    );
    await page.keyboard.press('Escape');
    await expect(menuList(page, 'Services')).toBeHidden();
    await expect(menuButton(page, 'Services')).toBeFocused();
    // ArrowDown does nothing natively: it is held until the island is ready.
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await expect(menuList(page, 'Services')).toBeHidden();
    await release();
    await expect(menuList(page, 'Services').getByRole('menuitem', { name: 'Content Marketing' })).toBeFocused();
    await expect(menuList(page, 'Services')).toBeVisible();
  });

  test('says it is unavailable when its code cannot load, while its menus still open; Try again wakes it', async ({
    page,
  }) => {
    await page.route(/island-nav-bar\.[0-9a-f]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto('/about/story');
    await topBar(page).hover();
    const notice = topBar(page).getByRole('status');
    await expect(notice).toHaveText(`${UNAVAILABLE} Try again`);
    await menuButton(page, 'About Us').click();
    await expect(menuList(page, 'About Us')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.unroute(/island-nav-bar\.[0-9a-f]+\.js$/);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await islandReady(page, 'shell-NavBar');
    await expect(notice).toHaveCount(0);
    await menuButton(page, 'About Us').focus();
    await page.keyboard.press('ArrowUp');
    await expect(menuList(page, 'About Us').getByRole('menuitem', { name: 'FAQ' })).toBeFocused();
  });
});

test.describe('FAQ’s questions (shell/FaqQuestions): a native accordion, keyboard moves from the island', () => {
  const question = (page: Page, index: number) => page.locator('main details > summary').nth(index);

  test('wakes when focus enters it, not on the pointer; the accordion works natively meanwhile', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/faq');
    await question(page, 1).hover();
    await question(page, 1).click({ position: { x: 5, y: 5 } });
    await expect(page.locator('main details').nth(1)).toHaveAttribute('open', '');
    await question(page, 2).click({ position: { x: 5, y: 5 } });
    // One open at a time, natively (<details name>).
    await expect(page.locator('main details[open]')).toHaveCount(1);
    await islandReady(page, 'shell-FaqQuestions');
    expect(scripts.some((url) => url.includes('island-faq-questions'))).toBe(true);
  });

  test('an arrow key pressed before the island is ready moves focus once it is', async ({ page }) => {
    const release = await holdScripts(page, /island-faq-questions\.[0-9a-f]+\.js$/);
    await page.goto('/faq');
    await question(page, 0).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(question(page, 0)).toBeFocused();
    await release();
    await expect(question(page, faqItems.length - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(question(page, 0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(question(page, faqItems.length - 1)).toBeFocused();
  });

  test('says it is unavailable when its code cannot load; the questions still open; Try again wakes it', async ({
    page,
  }) => {
    await page.route(/island-faq-questions\.[0-9a-f]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto('/faq');
    await question(page, 0).focus();
    const notice = island(page, 'shell-FaqQuestions').getByRole('status');
    await expect(notice).toHaveText(`${UNAVAILABLE} Try again`);
    await page.keyboard.press('Enter');
    await expect(page.locator('main details').first()).toHaveAttribute('open', '');
    await page.unroute(/island-faq-questions\.[0-9a-f]+\.js$/);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await islandReady(page, 'shell-FaqQuestions');
    await question(page, 0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(question(page, 1)).toBeFocused();
  });
});

/** The subject and body of the mailto: URL the browser is sent to, decoded. */
async function nextMailto(page: Page): Promise<{ subject: string; body: string }> {
  const request = await page.waitForRequest((candidate) => candidate.url().startsWith('mailto:'));
  const match = /^mailto:[^?]*\?subject=([^&]*)&body=([^&]*)$/.exec(request.url());
  return { subject: decodeURIComponent(match?.[1] ?? ''), body: decodeURIComponent(match?.[2] ?? '') };
}

/** Counts React DOM renderers as they register with the devtools hook: one per copy of React DOM. */
async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __reactRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

const fill = async (page: Page, fields: Record<string, string>) => {
  // In the main area (the head has a meta name="description"), not a multi-line field's hidden measuring twin.
  for (const [name, value] of Object.entries(fields))
    await page.locator(`main [name="${name}"]:not([aria-hidden="true"])`).fill(value);
};

test.describe('an enquiry form (contact/EnquiryForm), from the contact section through federation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('loads nothing of the section with the page; the first sign of use loads it from where the page came from', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/contact/quote');
    await page.waitForTimeout(500);
    expect(scripts.map((url) => new URL(url).pathname)).toEqual(['/main.js']);
    // The composed page names the section's location its fragment came from: no remotes.json needed.
    expect(JSON.parse((await page.locator('#agency-remotes').textContent()) ?? '{}')).toEqual({
      contact: `${originOf('contact')}/mf-manifest.json`,
    });
    await page.locator('form').hover();
    await islandReady(page, 'contact-EnquiryForm');
    expect(fetched).toContain(`${originOf('contact')}/remoteEntry.js`);
    expect(fetched.some((url) => url.endsWith('/remotes.json'))).toBe(false);
  });

  test('keeps what was typed and ticked before its code arrived, and sends a submit held till then', async ({
    page,
  }) => {
    const release = await holdScripts(page, new RegExp(`^${originOf('contact')}/.*\\.js$`));
    await page.goto('/contact/quote');
    await fill(page, {
      firstName: 'Chan Tai Man',
      lastName: '陳',
      email: 'tm.chan@example.com',
      phone: '+852 9123 4567',
      company: 'Kowloon & Co. #1 (100%)',
      description: 'Line one\nLine two: 50% off & more',
    });
    await page.getByRole('checkbox', { name: 'AI Solutions' }).check();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    // The tick shows at once, from the input itself, before any of the form's code.
    await expect(page.getByRole('checkbox', { name: 'AI Solutions' })).toBeChecked();
    await page.getByRole('button', { name: 'Send Quote Request' }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/contact/quote');
    const mailto = nextMailto(page);
    await release();
    const { subject, body } = await mailto;
    expect(subject).toBe('Quote Request from Chan Tai Man 陳 - Kowloon & Co. #1 (100%)');
    expect(body).toContain('\r\nServices Required: AI Solutions\r\n');
    expect(body).toContain('Line one\r\nLine two: 50% off & more');
    await expect(page.getByRole('dialog')).toContainText('Your e-mail app is opening');
  });

  test('says it is unavailable when the section cannot be reached; what was typed stays; Try again wakes it', async ({
    page,
  }) => {
    await page.route(`${originOf('contact')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/contact/quote');
    await fill(page, { firstName: 'Wing' });
    const notice = island(page, 'contact-EnquiryForm').getByRole('status').filter({ hasText: UNAVAILABLE });
    await expect(notice).toHaveText(`${UNAVAILABLE} Try again`);
    await expect(page.locator('[name="firstName"]')).toHaveValue('Wing');
    await page.unroute(`${originOf('contact')}/**`);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await islandReady(page, 'contact-EnquiryForm');
    await expect(notice).toHaveCount(0);
    await expect(page.locator('[name="firstName"]')).toHaveValue('Wing');
  });

  test('runs on the page’s one React, the shell’s, beside the navigation bar', async ({ page }) => {
    await countReactRenderers(page);
    await page.goto('/contact/quote');
    await topBar(page).hover();
    await page.locator('form').hover();
    await islandReady(page, 'shell-NavBar');
    await islandReady(page, 'contact-EnquiryForm');
    expect(
      await page.evaluate(() => (window as unknown as { __reactRenderers: unknown[] }).__reactRenderers.length),
    ).toBe(1);
  });

  test('rendered by code of another build than its HTML, it renders afresh, without an error', async ({
    page,
    consoleErrors,
  }) => {
    // The page as an older deploy of the contact section rendered it: its island names another
    // build. (The attribute is changed as the parser adds the element: a page fulfilled by the test
    // instead would count as a public page, and Chromium would keep it from the sections on loopback.)
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes]))
          if (node instanceof Element && node.matches('agency-island[data-island="contact/EnquiryForm"]'))
            node.setAttribute('data-build', '000000000000');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/contact/partnership');
    await fill(page, { firstName: 'Priya' });
    await page.locator('form').hover();
    await islandReady(page, 'contact-EnquiryForm');
    expect(await islandsMarked(page, 'agency:island-afresh')).toEqual(['contact-EnquiryForm']);
    expect(await islandsMarked(page, 'agency:island-mismatch')).toEqual([]);
    await expect(page.getByRole('heading', { level: 2, name: 'Start a partnership conversation' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the consultation calendar: rendered in the browser (it needs today’s date) as its form nears the viewport', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('is not loaded with the page; it shows its days as the visitor reaches the form, and a date picked is kept', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto('/contact/schedule-consultation');
    await page.waitForTimeout(500);
    expect(scripts.map((url) => new URL(url).pathname)).toEqual(['/main.js']);
    await page.locator('form').scrollIntoViewIfNeeded();
    const day = page.getByRole('gridcell').and(page.locator(':not([disabled])')).first();
    await day.click();
    await expect(page.getByRole('status').filter({ hasText: 'Selected date:' })).toBeVisible();
    await expect(page.locator('input[name="preferredDate"]')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('turns no spinner while its form waits below the fold; while its code loads, its placeholder’s spinner turns', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/consultation-calendar\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Animations on the page's clock (the header's scrolled look runs on the scroll's).
    const running = () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running' && animation.timeline instanceof DocumentTimeline)
            .length,
      );
    await page.goto('/contact/schedule-consultation');
    await page.waitForTimeout(500);
    const placeholder = page.getByRole('status').filter({ hasText: 'Loading the calendar' });
    const spinner = placeholder.locator('.MuiCircularProgress-root');
    await expect(placeholder).toBeAttached();
    await expect(spinner).toBeHidden();
    expect(await running()).toBe(0);
    await page.locator('form').scrollIntoViewIfNeeded();
    await expect(spinner).toBeVisible();
    expect(await running()).toBeGreaterThan(0);
    release();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect.poll(running).toBe(0);
  });

  test('says it could not load when its code is blocked, the form still works, and Try again brings it', async ({
    page,
  }) => {
    await page.route(/consultation-calendar\.[0-9a-f]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto('/contact/schedule-consultation');
    await page.locator('form').scrollIntoViewIfNeeded();
    await islandReady(page, 'contact-EnquiryForm');
    const notice = page.getByRole('status').filter({ hasText: 'The calendar could not load.' });
    await expect(notice).toBeVisible();
    await page.unroute(/consultation-calendar\.[0-9a-f]+\.js$/);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
  });
});

test.describe('the blog’s Share button (blog/ShareButton) and the toast host', () => {
  for (const [before, held] of [
    // main.js starts after the first paint: the page start script keeps the press until it runs.
    ['the page’s own script runs', /\.js$/],
    ['the button’s code arrives', new RegExp(`^${originOf('blog')}/.*\\.js$`)],
  ] as const)
    test(`a press before ${before} takes effect once it has: the link is copied, a toast says so`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: originOf('shell') });
      const scripts = scriptRequests(page);
      const release = await holdScripts(page, held);
      await page.goto('/blog/crm-evolution', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Share this article' }).click();
      await page.waitForTimeout(300);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(scripts.some((url) => url.includes('island-toast-host'))).toBe(false);
      await release();
      await expect(page.getByRole('alert')).toContainText('Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${originOf('shell')}/blog/crm-evolution`);
      expect(scripts.some((url) => url.includes('island-toast-host'))).toBe(true);
    });

  test('says it is unavailable when the blog’s code cannot load; Try again wakes it', async ({ page }) => {
    await page.route(`${originOf('blog')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/blog/crm-evolution');
    await page.getByRole('button', { name: 'Share this article' }).hover();
    const notice = island(page, 'blog-ShareButton').getByRole('status');
    await expect(notice).toHaveText(`${UNAVAILABLE} Try again`);
    await page.unroute(`${originOf('blog')}/**`);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await islandReady(page, 'blog-ShareButton');
  });
});

test.describe('Asia Focus’s Subscribe button (blog/SubscribeButton): a mail link first, a toast from the island', () => {
  test('works as a link before its code arrives, and adds a toast once it has', async ({ page }) => {
    const release = await holdScripts(page, new RegExp(`^${originOf('blog')}/.*\\.js$`));
    await page.goto('/blog/asia-focus');
    const subscribe = page.getByRole('link', { name: 'Subscribe to Regional Updates' });
    const first = nextMailto(page);
    await subscribe.click();
    expect((await first).subject).toBe('Subscribe to Regional Updates');
    await release();
    await islandReady(page, 'blog-SubscribeButton');
    const second = nextMailto(page);
    await subscribe.click();
    expect((await second).subject).toBe('Subscribe to Regional Updates');
    await expect(page.getByRole('alert')).toHaveText('Opening your e-mail app to subscribe to regional updates…');
  });

  test('says it is unavailable when the blog’s code cannot load, and the link still works', async ({ page }) => {
    await page.route(`${originOf('blog')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/blog/asia-focus');
    const subscribe = page.getByRole('link', { name: 'Subscribe to Regional Updates' });
    await subscribe.hover();
    await expect(island(page, 'blog-SubscribeButton').getByRole('status')).toHaveText(`${UNAVAILABLE} Try again`);
    const mailto = nextMailto(page);
    await subscribe.click();
    expect((await mailto).subject).toBe('Subscribe to Regional Updates');
  });
});

test.describe('<agency-island> is a custom element', () => {
  test('an island inserted after the page has loaded starts by itself, and wakes on its trigger', async ({ page }) => {
    await page.goto('/blog/crm-evolution');
    await islandsStarted(page);
    // A second Share button, as a part a script adds later would bring it: the page's own HTML of
    // the island under another id, with no rescan by anyone.
    await page.evaluate(() => {
      const share = document.querySelector('agency-island[data-island-id="blog-ShareButton"]');
      const copy = document.createElement('div');
      copy.innerHTML = (share?.outerHTML ?? '')
        .replace('data-island-id="blog-ShareButton"', 'data-island-id="blog-ShareButton-2"')
        .replace(/ data-island-state="[a-z]+"/, '');
      document.querySelector('main')?.append(copy);
    });
    const added = island(page, 'blog-ShareButton-2');
    await expect(added).toHaveAttribute('data-island-state', 'waiting');
    await added.getByRole('button', { name: 'Share this article' }).hover();
    await islandReady(page, 'blog-ShareButton-2');
    await expect(added).toHaveAttribute('data-island-state', 'ready');
  });
});
