import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { expect, test, UNAVAILABLE, waitForInteractive } from '../support/fixtures';
import { compositionPorts, originOf } from '../support/ports';
import { startServer, stopAllServers, waitForUrl } from '../support/processes';
import type { Server as ProcessServer } from '../support/processes';
import { routesFromSitemap } from '../support/site-routes';

/*
 * Pages from HTML. Every route's first response carries the whole page: without JavaScript it
 * shows the same heading and main text as with it. With JavaScript, React hydrates that HTML in
 * place: the nodes the browser painted are the nodes React then owns (a re-render would replace
 * them, and a console free of warnings would not tell), sections' fragments included.
 */

const sitemap = await routesFromSitemap();
const shell = originOf('shell');

interface PageText {
  h1: string[];
  main: string;
}

/** The page's headings of level 1 and its main text; parts that need the page's code are left out. */
const readPage = (page: Page): Promise<PageText> =>
  page.evaluate(() => {
    const main = document.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
    main?.querySelectorAll('[data-client-only], style, script').forEach((element) => element.remove());
    return {
      h1: [...document.querySelectorAll('h1')].map((heading) => heading.textContent ?? ''),
      main: (main?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  });

async function withoutJavaScript(browser: Browser, path: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
  const page = await context.newPage();
  const response = await page.goto(`${shell}${path}`);
  return { context, page, status: response?.status() };
}

if (sitemap.error !== undefined) {
  test('the sitemap lists the routes to check', () => {
    throw new Error(`Could not read the served sitemap.xml: ${sitemap.error}`);
  });
}

for (const path of sitemap.routes) {
  test(`${path}: the HTML shows the page without JavaScript, and React hydrates it in place`, async ({
    browser,
    page,
  }) => {
    const plain = await withoutJavaScript(browser, path);
    expect(plain.status).toBe(200);
    const fromHtml = await readPage(plain.page);
    // Nav and content links are plain links: each has a real address on this site or a mailto/tel.
    const hrefs = await plain.page
      .locator('header a, main a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await plain.context.close();
    expect(fromHtml.h1).toHaveLength(1);
    expect(fromHtml.main.length).toBeGreaterThan(200);
    expect(hrefs.filter((href) => !/^(\/|#|mailto:|tel:)/.test(href))).toEqual([]);

    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));

    // The shell's code waits until the page has painted from its HTML; then the painted nodes are marked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await page.locator('h1').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const painted = window as unknown as { paintedNodes: Element[] };
      // The h1, and the first element of every slot the server filled with a section's fragment.
      painted.paintedNodes = [
        ...document.querySelectorAll('h1'),
        ...[...document.querySelectorAll('[data-slot]')]
          .filter((slot) => slot.firstChild?.nodeType === Node.COMMENT_NODE)
          .map((slot) => slot.querySelector('style ~ *:not(style)') ?? slot.firstElementChild)
          .filter((node): node is Element => node !== null),
      ];
    });
    release();
    await waitForInteractive(page);
    // Home's widgets hydrate as they near the viewport: bring each into view.
    for (const slot of await page.locator('[data-slot$="Grid"], [data-slot$="Form"]').all()) {
      const id = await slot.getAttribute('data-slot');
      await slot.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (slotId) =>
          performance.getEntriesByName('agency:hydrated').some((mark) => (mark as PerformanceMark).detail === slotId),
        id,
      );
    }

    const kept = await page.evaluate(() => {
      const { paintedNodes } = window as unknown as { paintedNodes: Element[] };
      return paintedNodes.map(
        (node) => node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      );
    });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every(Boolean), 'every painted node is in the page and owned by React').toBe(true);
    expect(await readPage(page)).toEqual(fromHtml);
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((mark) => mark.name));
    expect(marks.filter((name) => name === 'agency:recoverable-error' || name === 'agency:rendered-afresh')).toEqual(
      [],
    );
    expect(messages).toEqual([]);
  });
}

test('with the system set to dark, the page is dark from its HTML, before any script', async ({ browser }) => {
  for (const path of ['/', '/blog/crm-evolution', '/contact/quote']) {
    const dark = await withoutJavaScript(browser, path, 'dark');
    const colours = await dark.page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      bar: getComputedStyle(document.querySelector('header') as Element).backgroundColor,
      heading: getComputedStyle(document.querySelector('h1') as Element).color,
    }));
    await dark.context.close();
    expect(colours, path).toEqual({ body: 'rgb(11, 18, 32)', bar: 'rgb(11, 18, 32)', heading: 'rgb(230, 235, 245)' });
  }
});

test('what a visitor types before the form’s code has arrived is kept, and submitted', async ({ page }) => {
  // The contact section's code is held: the form is the server's HTML, not yet hydrated.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${originOf('contact')}/**/*.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact/quote', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Request a Quote' });
  const submit = form.getByRole('button', { name: 'Send Quote Request' });
  await expect(submit).toBeDisabled();
  await form.getByRole('textbox', { name: 'First Name' }).fill('Wing 永');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Lantau & Co');
  await form.getByRole('textbox', { name: 'Project Description' }).fill('A booking site\nby March: 50% deposit #1');
  await form.getByRole('checkbox', { name: 'AI Solutions' }).check();

  release();
  await waitForInteractive(page);
  await expect(submit).toBeEnabled();
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('Wing 永');
  await expect(form.getByRole('textbox', { name: 'Project Description' })).toHaveValue(
    'A booking site\nby March: 50% deposit #1',
  );
  await expect(form.getByRole('checkbox', { name: 'AI Solutions' })).toBeChecked();
  // The box is drawn ticked too (MUI draws it from its state, which took the early click).
  await expect(form.locator('.MuiCheckbox-root:has(input[value="AI Solutions"])')).toHaveClass(/Mui-checked/);

  await form.getByRole('textbox', { name: 'Last Name' }).fill('Chan');
  await form.getByRole('textbox', { name: 'Email' }).fill('wing@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+852 5555 0000');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await submit.click();
  const body = new URL((await mailto).url()).searchParams.get('body') ?? '';
  expect(body).toContain('Name: Wing 永 Chan');
  expect(body).toContain('Company: Lantau & Co');
  expect(body).toContain('Services Required: AI Solutions');
  expect(body).toContain('A booking site\r\nby March: 50% deposit #1');
});

test.describe('a section down when the page is asked for', () => {
  // A private shell whose blog never answers (it accepts the connection, then says nothing) and
  // whose portfolio is not there at all; the other sections are the suite's.
  const shellUrl = `http://localhost:${compositionPorts.shell}`;
  let silent: Server | undefined;
  let privateShell: ProcessServer | undefined;

  test.beforeAll(async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent?.listen(compositionPorts.silentSection, 'localhost', resolve));
    privateShell = startServer('composition shell', ['--only', 'shell'], {
      SHELL_PORT: String(compositionPorts.shell),
      BLOG_URL: `http://localhost:${compositionPorts.silentSection}`,
      PORTFOLIO_URL: `http://localhost:${compositionPorts.deadSection}`,
      SERVICES_URL: originOf('services'),
      CONTACT_URL: originOf('contact'),
    });
    await waitForUrl(privateShell, `${shellUrl}/remotes.json`);
  });

  test.afterAll(async () => {
    await stopAllServers();
    silent?.closeAllConnections();
    await new Promise((resolve) => silent?.close(resolve));
  });

  test('the page comes within the deadline with the slot’s own content, and the section’s fallback works', async ({
    page,
    request,
  }) => {
    for (const path of ['/blog/crm-evolution', '/portfolio']) {
      const started = Date.now();
      const response = await request.get(`${shellUrl}${path}`);
      // The deadline is 300 ms; the margin is for a busy machine, far below the 5 s a fetch may take.
      expect(Date.now() - started, path).toBeLessThan(1_500);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('role="progressbar" aria-label="Loading section"');
      expect(html, path).not.toContain('<!--fragment');
    }
    // Home's widgets come from the sections that are up.
    const home = await (await request.get(`${shellUrl}/`)).text();
    expect(home).toContain('<!--fragment services/ServiceGrid ');
    expect(home).toContain('<!--fragment contact/QuoteForm ');

    await page.goto(`${shellUrl}/portfolio`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE);
    await page.getByRole('link', { name: 'Services', exact: true }).first().click();
    await expect(page).toHaveURL(`${shellUrl}/services`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  });
});
