import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, island, islandReady, pageHeading, test, wakeEveryIsland } from '../support/fixtures';
import { originOf, releasePorts } from '../support/ports';
import { rootDir, startServer, stopAllServers, waitForUrl } from '../support/processes';
import { binomialBounds, distWithHeading, pageRemotes, sectionCommand, sectionCommandOk } from '../support/releases';

/*
 * Release control for a section team, on a private shell (base + 80) whose blog comes from a
 * private blog server (base + 82) serving a store of this spec's own; the other sections come
 * from the suite's servers. Two versions of the blog: A is its build as it is, B the same build
 * with the listing's heading changed, so a visitor can tell which one a page came from.
 */

const shellUrl = `http://localhost:${releasePorts.shell}`;
const blogUrl = `http://localhost:${releasePorts.blog}`;
const A = '1.4.0';
const B = '1.5.0';
const HEADING_A = 'Blog: All Articles';
const HEADING_B = 'Blog: All Articles, version B';
const PREVIEW_SECRET = 'e2e preview secret';
const BLOG_PAGES = [
  '/blog',
  '/blog/asia-focus',
  '/blog/ai-transformation',
  '/blog/crm-evolution',
  '/blog/southeast-asia-ecommerce',
];

let work: string;
let env: Record<string, string>;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** sha256 of every file under a folder, by relative path. */
async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files.sort()) hash.update(path.relative(dir, file)).update(await readFile(file));
  return hash.digest('hex');
}

/** The blog's version a page of the private shell was composed from, and its heading, as served. */
async function served(pathname = '/blog', cookie?: string) {
  const response = await fetch(`${shellUrl}${pathname}`, cookie ? { headers: { cookie } } : {});
  const html = await response.text();
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  return { version: pageRemotes(html).versions?.blog, heading, response };
}

/** Every blog script a page loaded from the private blog server, by the version folder it came from. */
function blogScriptVersions(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== blogUrl || !url.pathname.endsWith('.js')) return;
    versions.add(/^\/v\/([^/]+)\//.exec(url.pathname)?.[1] ?? 'root');
  });
  return versions;
}

const newBrowser = (browser: Browser) => browser.newContext({ baseURL: shellUrl });

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'agency-e2e-releases-'));
  env = { RELEASE_STORE: path.join(work, 'store'), PREVIEW_SECRET, SHELL_PORT: String(releasePorts.shell) };
  const dist = path.join(rootDir, 'remote-blog/dist');
  await distWithHeading(dist, path.join(work, 'B'), 'blog', HEADING_A, HEADING_B);
  const blog = startServer('private blog', ['--only', 'remote-blog'], { ...env, BLOG_PORT: String(releasePorts.blog) });
  const shell = startServer('private shell', ['--only', 'shell'], {
    ...env,
    BLOG_URL: blogUrl,
    SERVICES_URL: originOf('services'),
    PORTFOLIO_URL: originOf('portfolio'),
    CONTACT_URL: originOf('contact'),
  });
  await Promise.all([waitForUrl(blog, `${blogUrl}/live.json`), waitForUrl(shell, `${shellUrl}/remotes.json`)]);
});

test.afterAll(async () => {
  await stopAllServers();
  await rm(work, { recursive: true, force: true });
});

test('release B while A is live, promote it, roll back: each shows on the next request; the shell is untouched', async ({
  browser,
}) => {
  const shellBefore = await hashTree(path.join(rootDir, 'shell/dist'));
  // Before any release, the blog is served from its server's root build.
  expect(await served()).toMatchObject({ version: undefined, heading: HEADING_A });

  await sectionCommandOk('blog', 'release', ['--from', path.join(rootDir, 'remote-blog/dist'), '--version', A], env);
  expect(await sectionCommandOk('blog', 'promote', [A], env)).toBe(
    `blog: ${A} is live (was its unversioned build), from the next request.\n`,
  );
  expect(await served()).toMatchObject({ version: A, heading: HEADING_A });

  const released = await sectionCommandOk('blog', 'release', ['--from', path.join(work, 'B'), '--version', B], env);
  expect(released).toContain(`blog ${B} published: `);
  expect(await served()).toMatchObject({ version: A, heading: HEADING_A });
  const again = await sectionCommand('blog', 'release', ['--from', path.join(work, 'B'), '--version', B], env);
  expect([again.code, again.stderr]).toEqual([
    1,
    `blog ${B} was published before. A version is never overwritten or reused: release under a new version.\n`,
  ]);

  await sectionCommandOk('blog', 'promote', [B], env);
  expect(await served()).toMatchObject({ version: B, heading: HEADING_B });
  // Its files are immutable where they are: a year in every cache.
  const entry = await fetch(`${blogUrl}/v/${B}/remoteEntry.js`);
  expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  expect(await sectionCommandOk('blog', 'rollback', [], env)).toBe(
    `blog: rolled back to ${A} (was ${B}), from the next request.\n`,
  );
  expect(await served()).toMatchObject({ version: A, heading: HEADING_A });

  const releases = await sectionCommandOk('blog', 'releases', [], env);
  expect(releases).toMatch(/\n {2}1\.4\.0 +\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}live\n/);
  expect(releases).toMatch(/\n {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}rollback {2}1\.5\.0 → 1\.4\.0\n$/);
  expect(await hashTree(path.join(rootDir, 'shell/dist'))).toBe(shellBefore);

  // In the browser, the islands run the code of the version the page came from.
  const context = await newBrowser(browser);
  const page = await context.newPage();
  const versions = blogScriptVersions(page);
  await page.goto('/blog/ai-transformation');
  await wakeEveryIsland(page);
  expect([...versions]).toEqual([A]);
  await context.close();
});

test('a 10 % canary: its share of fresh browsers, each kept on its version, code and fragments alike', async ({
  browser,
}) => {
  await sectionCommandOk('blog', 'canary', [B, '--percent', '10'], env);
  const buckets: Record<string, string[]> = { [A]: [], [B]: [] };
  for (let index = 0; index < 400; index++) {
    const { version, response } = await served();
    const cookie = /^agency_bucket=([0-9a-f]{32});/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeDefined();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    buckets[version ?? 'none']?.push(cookie ?? '');
  }
  const [low, high] = binomialBounds(400, 0.1, 0.001);
  expect(buckets[B]?.length).toBeGreaterThanOrEqual(low);
  expect(buckets[B]?.length).toBeLessThanOrEqual(high);
  expect((buckets[A]?.length ?? 0) + (buckets[B]?.length ?? 0)).toBe(400);

  for (const version of [A, B]) {
    const context = await newBrowser(browser);
    await context.addCookies([{ name: 'agency_bucket', value: buckets[version]?.[0] ?? '', url: shellUrl }]);
    const page = await context.newPage();
    for (const pathname of BLOG_PAGES) {
      const scripts = blogScriptVersions(page);
      await page.goto(pathname);
      const html = await page.content();
      expect(pageRemotes(html).versions?.blog, pathname).toBe(version);
      if ((await page.locator('agency-island[data-island-id^="blog-"]').count()) > 0) {
        await wakeEveryIsland(page);
        expect([...scripts], pathname).toEqual([version]);
      }
    }
    await context.close();
  }
  expect(await sectionCommandOk('blog', 'abort', [], env)).toBe(
    `blog: canary of ${B} ended; every browser gets ${A}.\n`,
  );
  const after = await served();
  expect([after.version, after.response.headers.get('set-cookie')]).toEqual([A, null]);
});

test('a signed preview shows B to one browser, with its banner; bad links get 403 and change nothing', async ({
  browser,
}) => {
  const link = (await sectionCommandOk('blog', 'preview-link', [B], env)).trim();
  expect(link).toMatch(
    new RegExp(`^${shellUrl}/_preview\\?section=blog&version=1\\.5\\.0&expires=\\d+&sig=[\\w-]{43}$`),
  );

  const previewing = await newBrowser(browser);
  const page = await previewing.newPage();
  const response = await page.goto(link);
  expect(new URL(page.url()).pathname).toBe('/blog');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(pageHeading(page)).toHaveText(HEADING_B);
  const banner = page.getByRole('region', { name: 'Preview' });
  await expect(banner).toHaveText(`Preview: blog ${B}. Only this browser sees it.End preview`);
  await page.goto('/about/story');
  await expect(banner).toBeVisible();

  const other = await newBrowser(browser);
  const otherPage = await other.newPage();
  await otherPage.goto('/blog');
  await expect(pageHeading(otherPage)).toHaveText(HEADING_A);
  await expect(otherPage.getByRole('region', { name: 'Preview' })).toHaveCount(0);

  const query = new URL(link).searchParams;
  const expires = Number(query.get('expires'));
  const signed = (version: string, at: number) => {
    const sig = createHmac('sha256', PREVIEW_SECRET).update(`blog\n${version}\n${at}`).digest('base64url');
    return `/_preview?section=blog&version=${version}&expires=${at}&sig=${sig}`;
  };
  const refusals = [
    [
      `/_preview?${query.toString().replace(`version=${B}`, `version=${A}`)}`,
      'This preview link is not valid: its signature does not match.',
    ],
    [signed(B, Math.floor(Date.now() / 1000) - 1), 'This preview link has expired.'],
    [signed('9.9.9', expires), 'blog has no published version 9.9.9.'],
  ] as const;
  for (const [url, message] of refusals) {
    const refused = await otherPage.goto(url);
    expect([refused?.status(), await refused?.text()]).toEqual([403, `${message}\n`]);
  }
  expect(await other.cookies()).toEqual([]);
  await otherPage.goto('/blog');
  await expect(pageHeading(otherPage)).toHaveText(HEADING_A);

  await banner.getByRole('link', { name: 'End preview' }).click();
  await expect(page).toHaveURL(`${shellUrl}/about/story`);
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await Promise.all([previewing.close(), other.close()]);
});

test('a page of a retired version: its islands load from the live version, or offer a reload', async ({ browser }) => {
  const context = await newBrowser(browser);
  const page = await context.newPage();
  const stranded = await context.newPage();
  const versions = blogScriptVersions(page);
  // Both pages come from A, and load none of its code until the visitor reaches for the Share button.
  await page.goto('/blog/ai-transformation');
  await stranded.goto('/blog/ai-transformation');
  expect(pageRemotes(await page.content()).versions?.blog).toBe(A);

  await sectionCommandOk('blog', 'promote', [B], env);
  await sectionCommandOk('blog', 'retire', [A], env);
  expect((await fetch(`${blogUrl}/v/${A}/mf-manifest.json`)).status).toBe(404);

  await island(page, 'blog-ShareButton').getByRole('button').hover();
  await islandReady(page, 'blog-ShareButton');
  expect(versions.has(B)).toBe(true);

  // When the live version cannot be had either, the island says so and offers a reload.
  await stranded.route(`${blogUrl}/v/${B}/**`, (route) => route.abort());
  await island(stranded, 'blog-ShareButton').getByRole('button').hover();
  const notice = island(stranded, 'blog-ShareButton').getByRole('status');
  await expect(notice).toHaveText('This part of the page could not load. Reload the page', { timeout: 15_000 });
  await context.close();
});
