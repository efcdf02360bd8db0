import type { Page } from '@playwright/test';
import { paths } from '@agency/platform/routes';
import type { DevServer } from '../support/dev-copy';
import { copyTree, editFile, removeCopy, startDev, waitForPage } from '../support/dev-copy';
import { expect, islandReady, pageHeading, test, wakeEveryIsland } from '../support/fixtures';
import { reactOwnership } from '../support/islands';
import { devPorts, originOf } from '../support/ports';

/*
 * The development server (`npm run dev`, `npm run dev -w remote-blog`) serves the pages production
 * composes: the same HTML, islands with their props, hydrated as in production, with React's
 * development warnings on. It runs on a copy of the tree, which these tests edit; one dev server at
 * a time, in order (each starts five webpack compilers, or one).
 */
test.describe.configure({ mode: 'serial' });

const site = `http://localhost:${devPorts.site.shell}`;
const standaloneBlog = `http://localhost:${devPorts.standaloneBlog}`;

let copy: string;
let dev: DevServer | undefined;

test.beforeAll(async () => {
  copy = copyTree();
});

test.afterAll(async () => {
  await dev?.stop();
  removeCopy(copy);
});

/**
 * The body of an HTML document as a list of lines, one per element and text: its tag, attributes
 * and text, in document order, template contents included; what differs between builds left out
 * (class names, which emotion labels in development; the build an island names; the build's
 * comments; the `data-testid` MUI's icons carry in React's development build).
 */
async function bodyShape(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const ignored = new Set(['class', 'data-build', 'data-emotion', 'data-testid', 'style']);
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) {
          const text = child.textContent?.trim();
          if (text) lines.push(`${'  '.repeat(depth)}"${text}"`);
        } else if (child instanceof Element) {
          const attributes = [...child.attributes]
            .filter((attribute) => !ignored.has(attribute.name))
            .map((attribute) => `${attribute.name}="${attribute.value}"`)
            .sort();
          lines.push(`${'  '.repeat(depth)}<${child.tagName.toLowerCase()} ${attributes.join(' ')}>`);
          walk(child instanceof HTMLTemplateElement ? child.content : child, depth + 1);
        }
      }
    };
    walk(new DOMParser().parseFromString(source, 'text/html').body, 0);
    return lines;
  }, html);
}

test.describe('the whole site: npm run dev', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dev = startDev(copy, devPorts.site.shell);
    // The site is up once its pages are composed with the sections' fragments (a request before
    // a section's first compile leaves its slot to the browser): an article with the blog's, Home
    // with the services' and the contact section's widgets.
    await waitForPage(dev, `${site}${paths.blog.article('crm-evolution')}`, (html) =>
      html.includes('<!--fragment blog/Section development.'),
    );
    await waitForPage(dev, `${site}${paths.home}`, (html) =>
      ['services/ServiceGrid', 'contact/QuoteForm'].every((name) => html.includes(`<!--fragment ${name} development.`)),
    );
  });

  for (const route of [paths.home, paths.blog.article('crm-evolution'), paths.contact.quote, paths.faq]) {
    test(`${route}: the same elements, text and islands as the production page`, async ({ page, request }) => {
      const [development, production] = await Promise.all([
        request.get(`${site}${route}`).then((response) => response.text()),
        request.get(`${originOf('shell')}${route}`).then((response) => response.text()),
      ]);
      const [devShape, productionShape] = await Promise.all([
        bodyShape(page, development),
        bodyShape(page, production),
      ]);
      expect(devShape.length).toBeGreaterThan(100);
      expect(devShape).toEqual(productionShape);
    });
  }

  test("a route's HTML has its h1 and its text, from the server", async ({ request }) => {
    const html = await (await request.get(`${site}${paths.blog.article('crm-evolution')}`)).text();
    expect(html).toMatch(/<h1[^>]*>CRM Evolution in Modern Business<\/h1>/);
    expect(html).toContain('Ask a Hong Kong sales director how the quarter is tracking');
    expect(html).toMatch(
      /<agency-island data-island="blog\/ShareButton"[^>]*><script type="application\/json">\{"title":/,
    );
  });

  test("islands hydrate as in production: React's internals only inside their roots, no warning", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${site}${paths.contact.quote}`);
    expect(await wakeEveryIsland(page)).toEqual(['shell-NavBar', 'contact-EnquiryForm']);
    const ownership = await reactOwnership(page);
    expect(ownership.staticOwned).toEqual([]);
    expect(ownership.islands).toEqual([
      { id: 'shell-NavBar', render: 'enhance', owned: false },
      { id: 'contact-EnquiryForm', render: 'server', owned: true },
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('an island takes its props from the HTML: props changed there render, with React’s warning', async ({
    page,
    consoleErrors,
  }) => {
    // The article's Share button reads "Share"; its props in the page, changed before it wakes,
    // give it another word. (The page is the server's own: one fulfilled by the test would be
    // barred from the section's server on this machine, by Chromium's local network access.)
    await page.goto(`${site}${paths.blog.article('crm-evolution')}`);
    const props = page.locator('agency-island[data-island="blog/ShareButton"] > script[type="application/json"]');
    const served = (await props.textContent()) ?? '';
    expect(served).toContain('"labels":{"action":"Share",');
    await props.evaluate(
      (script, text) => {
        script.textContent = text;
      },
      served.replace('"labels":{"action":"Share",', '"labels":{"action":"Pass it on",'),
    );
    const share = page.getByRole('button', { name: 'Share this article' });
    await expect(share).toHaveText('Share');
    await share.hover();
    await islandReady(page, 'blog-ShareButton');
    await expect(share).toHaveText('Pass it on');
    expect(consoleErrors.join('\n')).toMatch(/hydrat/i);
  });

  test("a hydration mismatch in an island's code shows React's warning in the console", async ({
    page,
    consoleErrors,
  }) => {
    // A fixture: the Share button's text differs between the server and the browser.
    editFile(
      copy,
      'remote-blog/src/features/articles/share-button.tsx',
      '{labels.action}',
      "{typeof window === 'undefined' ? 'Share (server)' : 'Share (browser)'}",
    );
    const article = `${site}${paths.blog.article('crm-evolution')}`;
    await expect
      .poll(async () => (await (await fetch(article)).text()).includes('Share (server)'), { timeout: 30_000 })
      .toBe(true);
    await page.goto(article);
    await page.getByRole('button', { name: 'Share this article' }).hover();
    await islandReady(page, 'blog-ShareButton');
    await expect(page.getByRole('button', { name: 'Share this article' })).toHaveText('Share (browser)');
    expect(consoleErrors.join('\n')).toMatch(/hydrat/i);
  });

  test('an edit to a content file shows on the next reload', async ({ page }) => {
    const article = `${site}${paths.blog.article('crm-evolution')}`;
    await page.goto(article);
    await expect(pageHeading(page)).toHaveText('CRM Evolution in Modern Business');
    editFile(
      copy,
      'shared/content/src/blog/articles/crm-evolution.ts',
      "title: 'CRM Evolution in Modern Business'",
      "title: 'CRM, Evolved'",
    );
    await expect(async () => {
      await page.reload();
      await expect(pageHeading(page)).toHaveText('CRM, Evolved', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });

  test.afterAll(async () => {
    await dev?.stop();
    dev = undefined;
  });
});

test.describe('one section alone: npm run dev -w remote-blog', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dev = startDev(copy, devPorts.standaloneBlog - 2, 'remote-blog');
    await waitForPage(dev, `${standaloneBlog}${paths.blog.root}`);
  });

  test('its pages come in a minimal frame of its own, without the shell, its islands from its own code', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${standaloneBlog}${paths.blog.article('crm-evolution')}`);
    await expect(pageHeading(page)).toHaveText('CRM, Evolved');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Share this article' }).hover();
    await islandReady(page, 'blog-ShareButton');
    expect((await reactOwnership(page)).staticOwned).toEqual([]);
    expect(consoleErrors.filter((error) => !/hydrat/i.test(error))).toEqual([]);
  });

  test('an edit to an article shows on the next reload', async ({ page }) => {
    const article = `${standaloneBlog}${paths.blog.article('crm-evolution')}`;
    await page.goto(article);
    editFile(
      copy,
      'shared/content/src/blog/article-bodies/crm-evolution.ts',
      'Ask a Hong Kong sales director',
      'Ask any Hong Kong sales director',
    );
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Ask any Hong Kong sales director')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
});
