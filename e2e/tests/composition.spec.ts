import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Page, Route } from '@playwright/test';
import {
  expect,
  island,
  islandReady,
  islandsStarted,
  mainArea,
  pageHeading,
  test,
  UNAVAILABLE,
} from '../support/fixtures';
import { withoutJavaScript } from '../support/islands';
import { compositionPorts, originOf } from '../support/ports';
import type { RemoteKey } from '../support/ports';
import { rootDir, startServer, stopAllServers, waitForUrl } from '../support/processes';
import type { Server as ProcessServer } from '../support/processes';
import { routesFromSitemap } from '../support/site-routes';
import { articleSlugs, splitLocale } from '@agency/platform/routes';
import type { Locale } from '@agency/platform/routes';
import { fragmentBuilds } from '../support/fragments';
import { englishInScript, englishInterfaceStrings, englishPhrases, HAN, recordScripts } from '../support/chinese';
import { LOCALE_FILE_SUFFIX } from '@agency/content/locale/files';

/*
 * Pages composed per request by the shell's Node server: the frame with each section's fragment
 * in its slot, and the fragment's styles in the page's head, each emotion rule once. A section
 * down or late when the page is asked for: the page comes at once with the slot's own content (a
 * loading bar), and the browser renders the section itself through federation, with retry, and
 * "temporarily unavailable" with Try again when it cannot. What a page's islands do is in
 * islands.spec.ts, a section the browser cannot reach in remote-down.spec.ts, a redeployed
 * section in redeploy.spec.ts.
 */

const sitemap = await routesFromSitemap();

/** How a page is composed from what it is served as. */
function compositionOf(html: string) {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  // Every emotion id the head's style elements declare (`data-emotion="css a b c"`), with repeats.
  const declared = [...head.matchAll(/<style data-emotion="([^" ]+)((?: [^" ]+)+)">/g)].flatMap((match) =>
    (match[2] ?? '')
      .trim()
      .split(' ')
      .map((id) => `${match[1]} ${id}`),
  );
  // Every emotion class the body uses (css-0 is emotion's class for no rules at all).
  const used = new Set(
    [...body.matchAll(/\sclass="([^"]*)"/g)]
      .flatMap((match) => (match[1] ?? '').split(/\s+/))
      .filter((name) => name.startsWith('css-') && name !== 'css-0')
      .map((name) => `css ${name.slice('css-'.length)}`),
  );
  return {
    fragments: fragmentBuilds(body, 'fragment'),
    styles: fragmentBuilds(head, 'fragment-styles'),
    declaredTwice: declared.filter((id, index) => declared.indexOf(id) !== index),
    undeclared: [...used].filter((id) => !declared.includes(id)),
    stylesInBody: [...body.matchAll(/<style\b[^>]*>/g)].map((match) => match[0]),
    includesLeft: html.includes('<!--#'),
  };
}

test('the sitemap could be read', () => expect(sitemap.error).toBeUndefined());

test('every page, in both languages, is composed per request: its language’s fragments in their slots, their styles in the head, each rule once', async ({
  request,
}) => {
  const missing = ['/no-such-page', '/zh-hk/no-such-page'];
  for (const route of [...sitemap.routes, ...sitemap.chineseRoutes, ...missing]) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(missing.includes(route) ? 404 : 200);
    const html = await response.text();
    const composition = compositionOf(html);
    const { locale, route: english } = splitLocale(route);
    const slots =
      english === '/'
        ? ['services/ServiceGrid', 'contact/QuoteForm']
        : /^\/(services|blog|portfolio|contact)(\/|$)/.test(english) && !missing.includes(route)
          ? [`${english.split('/')[1]}/Section`]
          : [];
    expect(Object.keys(composition.fragments).sort(), `${route}: the fragments in its slots`).toEqual(slots.sort());
    // Each fragment, and its styles, in the page's language.
    const languages = [
      ...Object.values(fragmentBuilds(html, 'fragment', { withLocale: true })),
      ...Object.values(fragmentBuilds(html, 'fragment-styles', { withLocale: true })),
    ].map((marker) => marker.split(' ')[1]);
    expect(languages, `${route}: its fragments’ language`).toEqual(languages.map(() => locale));
    // Each fragment's styles are in the head, from the same build as the fragment.
    expect(composition.styles, `${route}: the fragments' styles in the head`).toEqual(composition.fragments);
    expect(composition.stylesInBody, `${route}: no style in the body`).toEqual([]);
    expect(composition.declaredTwice, `${route}: an emotion rule declared twice in the head`).toEqual([]);
    expect(composition.undeclared, `${route}: a class the body uses without its rule in the head`).toEqual([]);
    expect(composition.includesLeft, `${route}: an include left unprocessed`).toBe(false);
  }
});

test('a composed page is validated by its ETag: unchanged, it is a 304', async ({ request }) => {
  const first = await request.get('/blog/crm-evolution');
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^"[\w+/=]{20,}"$/);
  const again = await request.get('/blog/crm-evolution', { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status()).toBe(304);
  expect(again.headers()['etag']).toBe(etag);
});

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

/**
 * Lets the browser reach a section the private shell's server cannot: its requests to `from` are
 * answered by the suite's server of that section, each held back until `release()` is called.
 * With `failFirst`, the first request for the section's manifest fails instead.
 */
async function reachSection(
  page: Page,
  from: string,
  remote: RemoteKey,
  { failFirst = false, refuseUntilReleased = false } = {},
): Promise<{ release: () => void; manifestRequests: () => number }> {
  let release = () => {};
  let isReleased = false;
  const released = new Promise<void>((resolve) => (release = resolve)).then(() => void (isReleased = true));
  let manifests = 0;
  await page.route(`${from}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/mf-manifest.json') {
      manifests += 1;
      if (failFirst && manifests === 1) return route.abort('connectionrefused');
    }
    if (refuseUntilReleased && !isReleased) return route.abort('connectionrefused');
    await released;
    const response = await route.fetch({ url: `${originOf(remote)}${url.pathname}${url.search}` });
    return route.fulfill({ response });
  });
  return { release, manifestRequests: () => manifests };
}

/**
 * The blog's copy in a language, as its modules hold it: its pages' words and each article's (the
 * covers, pictures the test runner cannot import, aside).
 */
async function blogCopy(locale: Locale): Promise<{ pages: unknown[]; articles: { title: string }[] }> {
  const suffix = LOCALE_FILE_SUFFIX[locale];
  const load = (module: string) =>
    import(`@agency/content/blog/${module}${suffix}`) as Promise<Record<string, unknown>>;
  const [blog, asiaFocus, ...articles] = await Promise.all([
    load('blog'),
    load('blog-asia-focus'),
    ...articleSlugs.map((slug) => load(`articles/${slug}`)),
  ]);
  return { pages: [blog, asiaFocus], articles: articles.map((module) => module['article'] as { title: string }) };
}

test.describe('a section down or late when the page is asked for', () => {
  // A private shell whose blog never answers (it accepts the connection, then says nothing: later
  // than the 300 ms the server waits) and whose portfolio is not there at all; the other sections
  // are the suite's.
  // One private shell on one port: these tests run in order, in one worker at a time.
  test.describe.configure({ mode: 'default' });
  const shellUrl = `http://localhost:${compositionPorts.shell}`;
  const lateBlog = `http://localhost:${compositionPorts.silentSection}`;
  const downPortfolio = `http://localhost:${compositionPorts.deadSection}`;
  let silent: Server | undefined;
  let privateShell: ProcessServer | undefined;

  test.beforeAll(async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent?.listen(compositionPorts.silentSection, 'localhost', resolve));
    privateShell = startServer('composition shell', ['--only', 'shell'], {
      SHELL_PORT: String(compositionPorts.shell),
      BLOG_URL: lateBlog,
      PORTFOLIO_URL: downPortfolio,
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

  test('the page comes within the deadline with the slot’s own content; Home’s widgets come from the sections that are up', async ({
    request,
  }) => {
    for (const path of ['/blog/crm-evolution', '/portfolio']) {
      const started = Date.now();
      const response = await request.get(`${shellUrl}${path}`);
      // The deadline is 300 ms; the margin is for a busy machine, far below the 5 s a fetch may take.
      expect(Date.now() - started, path).toBeLessThan(1_500);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const slot = /<div data-slot="([a-z]+\/Section)">([\s\S]*?)<\/div><\/main>/.exec(html);
      expect(slot?.[1], path).toBe(`${path.split('/')[1]}/Section`);
      expect(slot?.[2], path).toContain('<div class="loading-bar" role="progressbar" aria-label="Loading section">');
      expect(compositionOf(html).fragments, path).toEqual({});
      expect(compositionOf(html).styles, path).toEqual({});
    }
    const home = compositionOf(await (await request.get(`${shellUrl}/`)).text());
    expect(Object.keys(home.fragments).sort()).toEqual(['contact/QuoteForm', 'services/ServiceGrid']);
    expect(home.styles).toEqual(home.fragments);
  });

  for (const { path, remote, from, heading, why, link } of [
    {
      path: '/blog/crm-evolution',
      remote: 'blog',
      from: lateBlog,
      heading: 'CRM Evolution in Modern Business',
      why: 'late',
      link: { name: 'Back to all articles', path: '/blog', heading: 'Blog: All Articles' },
    },
    {
      path: '/portfolio/case-studies',
      remote: 'portfolio',
      from: downPortfolio,
      heading: 'Case Studies',
      why: 'down',
      link: {
        name: 'Book a Free Consultation',
        path: '/contact/schedule-consultation',
        heading: 'Schedule a Consultation',
      },
    },
  ] as const) {
    test(`section ${why} at request time: ${path} still works, through the client fallback`, async ({
      page,
      consoleErrors,
    }) => {
      const section = await reachSection(page, from, remote);
      await page.goto(`${shellUrl}${path}`);
      const slot = mainArea(page).locator(`[data-slot="${remote}/Section"]`);
      // The slot's loading bar while the section's code arrives…
      await expect(slot.getByRole('progressbar', { name: 'Loading section' })).toBeVisible();
      await expect(pageHeading(page)).toHaveCount(0);
      section.release();
      // …then the section, rendered in the browser through federation.
      await expect(pageHeading(page)).toHaveText(heading);
      // The slot's section is a client-only island, rendered by the island runtime.
      await expect(slot.locator('agency-island[data-render="client"]')).toHaveAttribute('data-island-state', 'ready');
      await expect(slot.getByRole('progressbar')).toHaveCount(0);
      await expect(page).toHaveTitle(`${heading} | Harbourline Digital`);
      if (remote === 'portfolio') await expect(slot.getByRole('article')).toHaveCount(3);
      else await expect(slot.getByRole('link', { name: 'Explore our CRM solutions' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
      // Its links are document navigations, as everywhere.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await slot.getByRole('link', { name: link.name }).click();
      await expect(page).toHaveURL(`${shellUrl}${link.path}`);
      await expect(pageHeading(page)).toHaveText(link.heading);
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    });
  }

  test('a section whose first load in the browser fails is retried, and shows without a fallback', async ({ page }) => {
    const section = await reachSection(page, downPortfolio, 'portfolio', { failFirst: true });
    section.release();
    await page.goto(`${shellUrl}/portfolio`);
    // The first load, its failure, the runtime's retry and the section's code, after the page's own
    // scripts: on two busy cores, more than the usual 7.5 s.
    await expect(pageHeading(page)).toHaveText('Portfolio', { timeout: 15_000 });
    expect(section.manifestRequests()).toBe(2);
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
  });

  test('a section the browser cannot reach either says it is temporarily unavailable, and Try again brings it', async ({
    page,
  }) => {
    const section = await reachSection(page, downPortfolio, 'portfolio', { refuseUntilReleased: true });
    await page.goto(`${shellUrl}/portfolio`);
    const slot = mainArea(page).locator('[data-slot="portfolio/Section"]');
    await expect(pageHeading(page)).toHaveText(UNAVAILABLE);
    await expect(slot.locator('agency-island[data-render="client"]')).toHaveAttribute(
      'data-island-state',
      'unavailable',
    );
    await expect(slot.getByRole('alert')).toContainText(
      'We could not load this part of the site just now. Please try again in a moment — or reach us directly at info@harbourline.example or +852 3001 2468.',
    );
    await expect(slot.getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
    // Styled as designed: its rules come with the notice (a page whose slot is filled has none).
    const tryAgain = slot.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toHaveCSS('background-color', 'rgb(23, 70, 162)');
    await expect(tryAgain).toHaveCSS('margin-top', '24px');
    // The rest of the page works meanwhile: the navigation bar's island wakes, its links navigate.
    await page.getByRole('banner').hover();
    await islandReady(page, 'shell-NavBar');
    await expect(island(page, 'shell-NavBar').getByRole('status')).toHaveCount(0);

    // One retry schedule in the browser, the island runtime's: the first try and two retries.
    expect(section.manifestRequests()).toBe(3);

    // The section is back (for the browser): Try again really retries.
    section.release();
    await slot.getByRole('button', { name: 'Try again' }).click();
    await expect(pageHeading(page)).toHaveText('Portfolio');
    expect(section.manifestRequests()).toBe(4);
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(`${shellUrl}/`);
    await expect(pageHeading(page)).toHaveText('Boosting Your Business’s Success');
  });

  test('a section the browser renders carries the page’s language alone: the blog’s code on a Chinese page holds none of its English copy, and on an English page no Chinese', async ({
    browser,
  }) => {
    const blogScripts = async (path: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const section = await reachSection(page, lateBlog, 'blog');
      const scripts = recordScripts(page);
      await page.goto(`${shellUrl}${path}`);
      section.release();
      await expect(page.locator('[data-slot="blog/Section"] agency-island[data-render="client"]')).toHaveAttribute(
        'data-island-state',
        'ready',
      );
      const heading = await pageHeading(page).textContent();
      await page.waitForLoadState('networkidle');
      const fromBlog = (await scripts()).filter(({ url }) => url.startsWith(lateBlog));
      await context.close();
      return { heading, fromBlog };
    };
    const [englishCopy, chineseCopy] = await Promise.all([blogCopy('en'), blogCopy('zh-HK')]);
    const chinese = await blogScripts('/zh-hk/blog/crm-evolution');
    expect(chinese.heading).toBe(chineseCopy.articles[articleSlugs.indexOf('crm-evolution')]?.title);
    expect(chinese.fromBlog.length).toBeGreaterThan(3);
    // Every English word of the blog's copy (its pages' words, every article's title, excerpt,
    // tags and alt text, categories and bylines) that the Chinese does not write alike, and the
    // site's English interface strings (the frame, every page's title and description, the forms).
    const phrases = [...englishPhrases(englishCopy, chineseCopy), ...englishInterfaceStrings()];
    expect(phrases).toContain('CRM Evolution in Modern Business');
    for (const { url, text } of chinese.fromBlog)
      expect.soft(englishInScript(text, phrases), `${url}: the blog's English copy`).toEqual([]);

    const english = await blogScripts('/blog/crm-evolution');
    expect(english.heading).toBe('CRM Evolution in Modern Business');
    for (const { url, text } of english.fromBlog) expect.soft(HAN.exec(text)?.[0], `${url}: Chinese`).toBeUndefined();
  });
});

test.describe('integrity pinning (optional)', () => {
  // A private shell that pins the blog's entry to the hash its build wrote, and the contact
  // section's to a hash it does not have: the blog's island runs, the contact section's is
  // refused by the browser and says it is unavailable.
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
      CONTACT_ENTRY_INTEGRITY: `sha384-${'A'.repeat(64)}`,
    });
    await waitForUrl(pinnedShell, `${shellUrl}/remotes.json`);
  });

  test.afterAll(() => stopAllServers());

  test('a pinned entry runs only with the hash the deploy named', async ({ page }) => {
    const remotes = (await (await fetch(`${shellUrl}/remotes.json`)).json()) as { integrity?: Record<string, string> };
    expect(Object.keys(remotes.integrity ?? {})).toEqual(['blog', 'contact']);

    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /integrity/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${shellUrl}/blog/crm-evolution`);
    await expect(pageHeading(page)).toHaveText('CRM Evolution in Modern Business');
    // The pointer comes once the runtime listens, after the page's first paint has settled: on a
    // cold shell the header can still move under a pointer that came earlier.
    await islandsStarted(page);
    await page.getByRole('button', { name: 'Share this article' }).hover();
    await islandReady(page, 'blog-ShareButton');
    expect(refused).toEqual([]);

    await page.goto(`${shellUrl}/contact/quote`);
    await expect(pageHeading(page)).toHaveText('Tell us what you want to build');
    await page.getByRole('form', { name: 'Request a Quote' }).hover();
    await expect(island(page, 'contact-EnquiryForm').getByRole('status')).toHaveText(
      'This part of the page could not load. Try again',
    );
    expect(refused.some((message) => message.includes(`${originOf('contact')}/remoteEntry.js`))).toBe(true);
  });
});
