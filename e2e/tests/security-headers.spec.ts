import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures';
import { watchPolicyViolations } from '../support/policy';
import { originOf, remoteKeys } from '../support/ports';
import type { AppKey } from '../support/ports';

/*
 * Issue 8, security headers: every response of the five servers carries the headers, the
 * shell's policy allows exactly the four sections' origins, and the pages the crawl of
 * links.spec.ts does not render stay within the policy. That crawl renders every route of the
 * sitemap and checks each for policy violations and requests to foreign hosts.
 */

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distOf: Record<AppKey, string> = {
  shell: 'shell',
  services: 'remote-services',
  blog: 'remote-blog',
  portfolio: 'remote-portfolio',
  contact: 'remote-contact',
};
const sectionOrigins = remoteKeys.map(originOf);
const siteOrigins = new Set([originOf('shell'), ...sectionOrigins]);

/** A content-hashed script of an app's build (name.0123456789ab.js). */
function hashedChunk(app: AppKey): string {
  const file = readdirSync(path.join(rootDir, distOf[app], 'dist')).find((name) => /\.[0-9a-f]{12}\.js$/.test(name));
  if (!file) throw new Error(`${distOf[app]}/dist has no hashed chunk: build it first`);
  return `/${file}`;
}

/** A Content-Security-Policy as directive name -> sources. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

async function headersOf(request: APIRequestContext, url: string, status: number) {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(status);
  return response.headers();
}

/** What every response of an app must carry; returns its policy. */
async function expectSecurityHeaders(request: APIRequestContext, app: AppKey, urls: [string, number][]) {
  const policies = new Set<string>();
  for (const [url, status] of urls) {
    const headers = await headersOf(request, `${originOf(app)}${url}`, status);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=(), ');
    expect(headers['permissions-policy'], url).toContain('clipboard-write=(self)');
    expect(headers['content-security-policy'], url).toBeTruthy();
    policies.add(headers['content-security-policy'] ?? '');
  }
  expect([...policies], `${app}: one policy on every response`).toHaveLength(1);
  return directivesOf([...policies][0] ?? '');
}

test('all five servers send the security headers, and the shell allows exactly the sections’ origins', async ({
  request,
}) => {
  const shell = await expectSecurityHeaders(request, 'shell', [
    ['/', 200],
    ['/blog/crm-evolution', 200],
    [hashedChunk('shell'), 200],
    ['/main.js', 200],
    ['/remotes.json', 200],
    ['/blog/all-articles', 404],
    ['/missing.0123456789ab.js', 404],
  ]);
  expect(shell).toEqual({
    'default-src': ["'self'", ...sectionOrigins],
    'script-src': ["'self'", ...sectionOrigins],
    'connect-src': ["'self'", ...sectionOrigins],
    'img-src': ["'self'", 'data:', ...sectionOrigins],
    'font-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  });

  for (const remote of remoteKeys) {
    const policy = await expectSecurityHeaders(request, remote, [
      ['/remoteEntry.js', 200],
      ['/mf-manifest.json', 200],
      [hashedChunk(remote), 200],
      ['/index.html', 200],
      ['/missing.0123456789ab.js', 404],
    ]);
    // A section's own page loads only from its own origin.
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => source.includes('localhost')),
    ).toEqual([]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  }
});

interface Watch {
  /** Policy violations, policy console messages and requests to foreign hosts, in order. */
  problems: string[];
}

/** Records every policy violation and every request to a host outside the site. */
async function watchPolicy(page: Page): Promise<Watch> {
  const watch: Watch = { problems: await watchPolicyViolations(page) };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['data:', 'blob:', 'mailto:'].includes(url.protocol)) return;
    if (!siteOrigins.has(url.origin)) watch.problems.push(`request to ${url.href}`);
  });
  return watch;
}

/** Opens a page until its h1 shows: the shell and, on a section's page, the section have run. */
async function openRoute(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  await expect(pageHeading(page)).toBeVisible();
}

/** Opens a page and lets everything on it load: widgets and images below the fold included. */
async function openFully(page: Page, url: string, status = 200): Promise<void> {
  await openRoute(page, url, status);
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Home's widgets mount when scrolled to: wait until none is loading and every image is done.
  await page.waitForTimeout(100);
  await page.waitForFunction(
    () => !document.querySelector('.loading-bar') && [...document.images].every((image) => image.complete),
    undefined,
    { polling: 100 },
  );
}

test('below the fold, the idle prefetch of every section, the 404 and each section’s own page stay within the policy', async ({
  page,
}) => {
  const watch = await watchPolicy(page);
  // Section images come from the section's origin: the blog's covers, the portfolio's pictures.
  for (const url of ['/blog', '/portfolio']) await openFully(page, url);
  await openFully(page, '/blog/all-articles', 404);

  // Once idle after load, Home prefetches every section's entry and chunks (<link rel=prefetch>).
  const prefetched = remoteKeys.map((remote) =>
    page.waitForRequest(`${originOf(remote)}/remoteEntry.js`, { timeout: 10_000 }),
  );
  await openFully(page, '/');
  await Promise.all(prefetched);

  for (const remote of remoteKeys) await openFully(page, `${originOf(remote)}/index.html`);
  expect(watch.problems).toEqual([]);
});

test('a form’s mailto: hand-off works under the policy', async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto('/contact/quote');
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Mei');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Wong');
  await form.getByRole('textbox', { name: 'Email' }).fill('mei@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+852 2123 4567');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Harbour Freight');
  await form.getByRole('textbox', { name: 'Project Description' }).fill('A customer portal for shipment tracking.');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();

  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  expect((await mailto).url()).toMatch(
    /^mailto:info@harbourline\.example\?subject=Quote%20Request%20from%20Mei%20Wong/,
  );
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(watch.problems).toEqual([]);
});

test('the blog’s Share button copies the address under the permissions policy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Chromium on Linux has no share sheet; make that certain, so the button copies the link.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const watch = await watchPolicy(page);
  await page.goto('/blog/crm-evolution');
  const allowed = await page.evaluate(() => {
    const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } })
      .featurePolicy;
    return ['clipboard-write', 'camera', 'microphone', 'geolocation', 'payment', 'usb'].map((feature) =>
      policy?.allowsFeature(feature),
    );
  });
  expect(allowed).toEqual([true, false, false, false, false, false]);

  await page.getByRole('button', { name: 'Share this article' }).click();
  await expect(page.getByRole('alert')).toHaveText('Link copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  expect(watch.problems).toEqual([]);
});
