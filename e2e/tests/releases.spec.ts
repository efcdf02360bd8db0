import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, island, islandReady, pageHeading, test, wakeEveryIsland } from '../support/fixtures';
import { originOf, releasePorts } from '../support/ports';
import { rootDir, startServer, stopAllServers, stopServer, waitForUrl } from '../support/processes';
import { binomialBounds, distWithHeading, pageRemotes, sectionCommand, sectionCommandOk } from '../support/releases';

/*
 * Release control for a section team, on a private shell (base + 80, on localhost) whose blog
 * comes from a private blog server (base + 82, on 127.0.0.1: another site, which the shell's
 * cookies never reach) serving a store of this spec's own; the other sections come from the
 * suite's servers. Three versions of the blog: A is its build as it is, B and C the same build
 * with the listing's heading changed, so a visitor can tell which one a page came from.
 */

const shellUrl = `http://localhost:${releasePorts.shell}`;
const blogUrl = `http://127.0.0.1:${releasePorts.blog}`;
const A = '1.4.0';
const B = '1.5.0';
const C = '1.6.0';
const HEADING_A = 'Blog: All Articles';
const HEADING_B = 'Blog: All Articles, version B';
const HEADING_C = 'Blog: All Articles, version C';
const PREVIEW_SECRET = 'an e2e preview secret, 32 bytes or more';
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

/** The first h1's text in a page's HTML, as served. */
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** The blog's version a page of the private shell was composed from, and its heading, as served. */
async function served(pathname = '/blog', cookie?: string) {
  const response = await fetch(`${shellUrl}${pathname}`, cookie ? { headers: { cookie } } : {});
  const html = await response.text();
  return { version: pageRemotes(html).versions?.blog, heading: headingOf(html), response };
}

/**
 * The version the very next request shows, then the page as it is once its blog fragment is in: a
 * version's fragments are fetched on its first page, which on a busy machine can be later than
 * the 300 ms a page waits (the slot then keeps its loading bar, and the next page has them).
 */
async function shown(pathname = '/blog') {
  const next = await served(pathname);
  let page = next;
  for (let tries = 0; page.heading === undefined && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    page = await served(pathname);
  }
  return { version: next.version, heading: page.heading, settledVersion: page.version };
}

/**
 * Every blog script a page loaded from the private blog server, by the version folder it came from
 * (a preview's grant folder is `grant/<version>`).
 */
function blogScriptVersions(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== blogUrl || !url.pathname.endsWith('.js')) return;
    const folder = /^\/(g\/[^/]+\/)?v\/([^/]+)\//.exec(url.pathname);
    versions.add(folder ? `${folder[1] ? 'grant/' : ''}${folder[2]}` : 'root');
  });
  return versions;
}

/** Every file a version has, by kind: manifest, entry, a chunk, a fragment and its styles. */
async function versionFiles(version: string): Promise<string[]> {
  const chunk = (await readdir(path.join(rootDir, 'remote-blog/dist'))).find((file) =>
    /^\d+\.[0-9a-f]{12}\.js$/.test(file),
  );
  return [
    'mf-manifest.json',
    'remoteEntry.js',
    chunk,
    'fragments/route/blog.html',
    'fragments/route/blog.styles.html',
  ].map((file) => `/v/${version}/${file}`);
}

/** Status and Cache-Control of each path on the blog's server, fetched without anything a preview holds. */
async function fetchedBare(paths: string[]): Promise<[string, number, string | null][]> {
  return Promise.all(
    paths.map(async (pathname) => {
      const response = await fetch(`${blogUrl}${pathname}`);
      return [pathname, response.status, response.headers.get('cache-control')] as [string, number, string | null];
    }),
  );
}

const newBrowser = (browser: Browser) => browser.newContext({ baseURL: shellUrl });

test.beforeAll(async () => {
  // Two copies of the blog's build and two servers: on a busy machine, more than a hook's 30 s.
  test.setTimeout(120_000);
  work = await mkdtemp(path.join(tmpdir(), 'agency-e2e-releases-'));
  env = { RELEASE_STORE: path.join(work, 'store'), PREVIEW_SECRET, SHELL_PORT: String(releasePorts.shell) };
  const dist = path.join(rootDir, 'remote-blog/dist');
  await distWithHeading(dist, path.join(work, 'B'), 'blog', HEADING_A, HEADING_B);
  await distWithHeading(dist, path.join(work, 'C'), 'blog', HEADING_A, HEADING_C);
  const blog = startServer('private blog', ['--only', 'remote-blog'], {
    ...env,
    HOST: '127.0.0.1',
    BLOG_PORT: String(releasePorts.blog),
  });
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
  expect(await shown()).toEqual({ version: undefined, heading: HEADING_A, settledVersion: undefined });

  await sectionCommandOk('blog', 'release', ['--from', path.join(rootDir, 'remote-blog/dist'), '--version', A], env);
  const root = ['/mf-manifest.json', '/remoteEntry.js', '/fragments/manifest.json', '/blog'];
  expect((await fetchedBare(root)).map(([, status]) => status)).toEqual([200, 200, 200, 200]);
  expect(await sectionCommandOk('blog', 'promote', [A], env)).toBe(
    `blog: ${A} is live (was its unversioned build), from the next request.\n` +
      'Its unversioned build (dist/) is no longer served: only released versions are.\n',
  );
  expect(await shown()).toEqual({ version: A, heading: HEADING_A, settledVersion: A });
  // Whatever was built last is not what was released: the root build is gone from the origin.
  expect(await fetchedBare(root)).toEqual(root.map((pathname) => [pathname, 404, 'no-store']));

  const released = await sectionCommandOk('blog', 'release', ['--from', path.join(work, 'B'), '--version', B], env);
  expect(released).toContain(`blog ${B} published: `);
  expect(released).toContain(`Nobody sees ${B}: its files answer 404 until one of these makes it visible:`);
  expect(await shown()).toEqual({ version: A, heading: HEADING_A, settledVersion: A });
  // Unreleased: every file of it is a 404 that no cache keeps, and the pointer does not name it.
  const filesOfB = await versionFiles(B);
  expect(await fetchedBare(filesOfB)).toEqual(filesOfB.map((pathname) => [pathname, 404, 'no-store']));
  expect(((await (await fetch(`${blogUrl}/live.json`)).json()) as { published: string[] }).published).toEqual([A]);
  const again = await sectionCommand('blog', 'release', ['--from', path.join(work, 'B'), '--version', B], env);
  expect([again.code, again.stderr]).toEqual([
    1,
    `blog ${B} was published before. A version is never overwritten or reused: release under a new version.\n`,
  ]);

  await sectionCommandOk('blog', 'promote', [B], env);
  expect(await shown()).toEqual({ version: B, heading: HEADING_B, settledVersion: B });
  // Its files are immutable where they are: a year in every cache.
  const entry = await fetch(`${blogUrl}/v/${B}/remoteEntry.js`);
  expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  expect(await sectionCommandOk('blog', 'rollback', [], env)).toBe(
    `blog: rolled back to ${A} (was ${B}), from the next request.\n`,
  );
  expect(await shown()).toEqual({ version: A, heading: HEADING_A, settledVersion: A });

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

test('a signed preview shows an unreleased version to one browser, islands included, across origins; bad links get 403', async ({
  browser,
}) => {
  await sectionCommandOk('blog', 'release', ['--from', path.join(work, 'C'), '--version', C], env);
  const link = (await sectionCommandOk('blog', 'preview-link', [C], env)).trim();
  expect(link).toMatch(
    new RegExp(`^${shellUrl}/_preview\\?section=blog&version=1\\.6\\.0&expires=\\d+&sig=[\\w-]{43}$`),
  );

  const previewing = await newBrowser(browser);
  const page = await previewing.newPage();
  const previewScripts = blogScriptVersions(page);
  const loaded: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === blogUrl) loaded.push(url.pathname);
  });
  const response = await page.goto(link);
  expect(new URL(page.url()).pathname).toBe('/blog');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  // C's fragments are fetched on its first page, which on a busy machine can miss the page's wait
  // (as shown() allows for): the slot then comes unfilled, its HTML holding no heading or the
  // unavailable state's, and C's code renders it in the browser, where the heading is A's (B and C
  // differ from A in their fragment alone). So until the page comes composed, its HTML may lack
  // C's heading, but never has A's.
  let heading = headingOf((await response?.text()) ?? '');
  for (let tries = 0; heading !== HEADING_C && tries < 20; tries++) {
    expect(heading).not.toBe(HEADING_A);
    await new Promise((resolve) => setTimeout(resolve, 250));
    heading = headingOf((await (await page.reload())?.text()) ?? '');
  }
  expect(heading).toBe(HEADING_C);
  await expect(pageHeading(page)).toHaveText(HEADING_C);
  const banner = page.getByRole('region', { name: 'Preview' });
  await expect(banner).toHaveText(`Preview: blog ${C}. Only this browser sees it.End preview`);
  // An article of C, its island woken: its code comes from C, through the grant the page names.
  await page.goto('/blog/ai-transformation');
  await wakeEveryIsland(page);
  expect([...previewScripts]).toEqual([`grant/${C}`]);
  await page.goto('/about/story');
  await expect(banner).toBeVisible();

  // Another browser gets the live version, and C's files are not there for it.
  const other = await newBrowser(browser);
  const otherPage = await other.newPage();
  const otherScripts = blogScriptVersions(otherPage);
  await otherPage.goto('/blog/ai-transformation');
  await wakeEveryIsland(otherPage);
  expect([...otherScripts]).toEqual([A]);
  await otherPage.goto('/blog');
  await expect(pageHeading(otherPage)).toHaveText(HEADING_A);
  await expect(otherPage.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  const bare = [...new Set(loaded.map((pathname) => pathname.replace(/^\/g\/[^/]+/, '')))];
  expect(bare.length).toBeGreaterThan(3);
  expect(await fetchedBare(bare)).toEqual(bare.map((pathname) => [pathname, 404, 'no-store']));

  const query = new URL(link).searchParams;
  const expires = Number(query.get('expires'));
  const signed = (version: string, at: number) => {
    const sig = createHmac('sha256', PREVIEW_SECRET).update(`blog\n${version}\n${at}`).digest('base64url');
    return `/_preview?section=blog&version=${version}&expires=${at}&sig=${sig}`;
  };
  const refusals = [
    [
      `/_preview?${query.toString().replace(`version=${C}`, `version=${A}`)}`,
      'This preview link is not valid: its signature does not match.',
    ],
    [signed(C, Math.floor(Date.now() / 1000) - 1), 'This preview link has expired.'],
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

test('a page of a version kept for skew keeps working after a promote, its files still there', async ({ browser }) => {
  const context = await newBrowser(browser);
  const page = await context.newPage();
  const versions = blogScriptVersions(page);
  await page.goto('/blog/ai-transformation');
  expect(pageRemotes(await page.content()).versions?.blog).toBe(A);
  await sectionCommandOk('blog', 'promote', [B], env);
  expect((await served()).version).toBe(B);
  // A stays readable to anyone: it has been live, and pages of it are open.
  expect((await fetchedBare(await versionFiles(A))).map(([, status, cache]) => [status, cache])).toEqual(
    Array(5).fill([200, 'public, max-age=31536000, immutable']),
  );
  await island(page, 'blog-ShareButton').getByRole('button').hover();
  await islandReady(page, 'blog-ShareButton');
  expect([...versions]).toEqual([A]);
  await sectionCommandOk('blog', 'rollback', [], env);
  await context.close();
});

test('a preview secret under 32 bytes is refused at start, with a line that says so: previews stay off', async () => {
  const shortSecretShell = `http://localhost:${releasePorts.shortSecretShell}`;
  const shell = startServer('short-secret shell', ['--only', 'shell'], {
    ...env,
    PREVIEW_SECRET: 'too short',
    SHELL_PORT: String(releasePorts.shortSecretShell),
    BLOG_URL: blogUrl,
  });
  await waitForUrl(shell, `${shortSecretShell}/remotes.json`);
  expect(shell.output.join('')).toContain(
    'PREVIEW_SECRET is 9 bytes, shorter than the 32 a preview secret needs (e.g. `openssl rand -base64 48`): previews stay off.',
  );
  const refused = await fetch(`${shortSecretShell}/_preview?section=blog&version=${C}&expires=1&sig=x`);
  expect([refused.status, await refused.text()]).toEqual([403, 'Preview links are not enabled on this server.\n']);
  await stopServer(shell);
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
