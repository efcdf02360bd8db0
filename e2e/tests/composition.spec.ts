import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test, UNAVAILABLE, waitForInteractive } from '../support/fixtures';
import { withoutJavaScript } from '../support/hydration';
import { compositionPorts, originOf } from '../support/ports';
import { rootDir, startServer, stopAllServers, waitForUrl } from '../support/processes';
import type { Server as ProcessServer } from '../support/processes';

/*
 * Pages from HTML, beyond what every route is checked for (accessibility.spec.ts: each route's
 * HTML alone shows the page, and React hydrates it in place): the dark first paint, input typed
 * before a form's code arrives, and a page asked for while a section is down or silent. The
 * version skew between a fragment and the code is in redeploy.spec.ts.
 */

test('with the system set to dark, the page is dark from its HTML, before any script', async ({ browser }) => {
  for (const path of ['/', '/blog/crm-evolution', '/contact/quote']) {
    const dark = await withoutJavaScript(browser, path, 'dark');
    const colours = await dark.page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      bar: getComputedStyle(document.querySelector('header') as Element).backgroundColor,
      heading: getComputedStyle(document.querySelector('h1') as Element).color,
    }));
    await dark.close();
    expect(colours, path).toEqual({ body: 'rgb(11, 18, 32)', bar: 'rgb(11, 18, 32)', heading: 'rgb(230, 235, 245)' });
  }
});

test('the page paints from its HTML before the app’s code and the sections’ locations are asked for, then is rendered whole', async ({
  page,
}) => {
  for (const path of ['/', '/about/story', '/services/crm-solutions']) {
    await page.goto(path);
    await waitForInteractive(page);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      requests: ['/react.js', '/vendor.js', '/main.js', '/remotes.json'].map(
        (file) => performance.getEntriesByName(new URL(file, location.origin).href)[0]?.startTime ?? Number.NaN,
      ),
    }));
    for (const requested of timing.requests) expect(requested, path).toBeGreaterThan(timing.firstPaint);
    // Below-the-fold parts start skipped (content-visibility); once the page is interactive and
    // the browser idle, every part is rendered.
    await expect(page.locator('html')).toHaveAttribute('data-whole-page', '');
    expect(await page.locator('footer').evaluate((footer) => getComputedStyle(footer).contentVisibility)).toBe(
      'visible',
    );
  }
});

test('skipping the parts below the fold moves nothing on screen (FAQ on a phone)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/faq');
  await waitForInteractive(page);
  await expect(page.locator('html')).toHaveAttribute('data-whole-page', '');
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value)),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
  );
  expect(shifts).toEqual([]);
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
  // Inert until the code is here: a native submit would reload the page and lose the input.
  await expect(submit).toHaveAttribute('type', 'button');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Wing 永');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Lantau & Co');
  await form.getByRole('textbox', { name: 'Project Description' }).fill('A booking site\nby March: 50% deposit #1');
  await form.getByRole('checkbox', { name: 'AI Solutions' }).check();

  release();
  await waitForInteractive(page);
  await expect(submit).toHaveAttribute('type', 'submit');
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

test.describe('integrity pinning (optional)', () => {
  // A private shell that pins the blog's entry to the hash its build wrote, and the portfolio's
  // to a hash it does not have: the blog runs, the portfolio is refused by the browser.
  const shellUrl = `http://localhost:${compositionPorts.pinnedShell}`;
  let pinnedShell: ProcessServer | undefined;

  test.beforeAll(async () => {
    const blogHash = (await readFile(path.join(rootDir, 'remote-blog/dist/remoteEntry.js.sri'), 'utf8')).trim();
    pinnedShell = startServer('pinned shell', ['--only', 'shell'], {
      SHELL_PORT: String(compositionPorts.pinnedShell),
      SERVICES_URL: originOf('services'),
      BLOG_URL: originOf('blog'),
      PORTFOLIO_URL: originOf('portfolio'),
      CONTACT_URL: originOf('contact'),
      BLOG_ENTRY_INTEGRITY: blogHash,
      PORTFOLIO_ENTRY_INTEGRITY: `sha384-${'A'.repeat(64)}`,
    });
    await waitForUrl(pinnedShell, `${shellUrl}/remotes.json`);
  });

  test.afterAll(() => stopAllServers());

  test('a pinned entry runs only with the hash the deploy named', async ({ page }) => {
    const remotes = (await (await fetch(`${shellUrl}/remotes.json`)).json()) as { integrity?: Record<string, string> };
    expect(Object.keys(remotes.integrity ?? {})).toEqual(['blog', 'portfolio']);

    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /integrity/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${shellUrl}/blog/crm-evolution`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CRM Evolution in Modern Business');
    await page.getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog: All Articles');
    expect(refused).toEqual([]);

    await page.goto(`${shellUrl}/portfolio`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE);
    expect(refused.some((message) => message.includes(`${originOf('portfolio')}/remoteEntry.js`))).toBe(true);
  });
});
