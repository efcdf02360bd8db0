import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SPECULATION_RULES } from '@agency/platform/page-start';
import { PAGE_START_SCRIPT } from '@agency/platform/page-start-script';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, pageHeading, test, wakeEveryIsland } from '../support/fixtures';
import { watchPolicyViolations } from '../support/policy';
import { originOf, remoteKeys } from '../support/ports';
import type { AppKey } from '../support/ports';
import { rootDir } from '../support/processes';

/*
 * Security headers: every answer of the five servers carries the whole set (pages, files, JSON,
 * 404s, 405s and the shell's own 400 page for an address it cannot read), the shell's policy
 * allows exactly the four sections' origins and, of inline script, exactly the page start script
 * and the Speculation Rules, and pages used as a visitor uses them (every island woken, a form
 * sent) stay within the policies.
 */

const distOf: Record<AppKey, string> = {
  shell: 'shell',
  services: 'remote-services',
  blog: 'remote-blog',
  portfolio: 'remote-portfolio',
  contact: 'remote-contact',
};
const sectionOrigins = remoteKeys.map(originOf);
const siteOrigins = new Set([originOf('shell'), ...sectionOrigins]);

/** A page of each section's own (its standalone host's prerendered route page). */
const sectionPage: Record<(typeof remoteKeys)[number], string> = {
  services: '/services/crm-solutions',
  blog: '/blog/crm-evolution',
  portfolio: '/portfolio/healthcare',
  contact: '/contact/quote',
};

/** The addresses no server can decode: each a bad percent-encoding. */
const UNREADABLE = ['/blog/%FF', '/%', '/a%2'];

/**
 * The directives every app's policy has alike: fonts from its own origin, inline styles (emotion
 * writes them at run time), no plugins, no frames either way, and forms sent only to the e-mail app.
 */
const SAME_ON_EVERY_APP = {
  'font-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ['mailto:'],
  'frame-ancestors': ["'none'"],
};

/** A script-src source that allows exactly this inline text. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

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

interface Answer {
  url: string;
  status: number;
  method?: 'GET' | 'POST';
}

/** The headers of an answer, after checking its status. */
async function headersOf(request: APIRequestContext, origin: string, { url, status, method = 'GET' }: Answer) {
  const response = await request.fetch(`${origin}${url}`, { method, maxRedirects: 0 });
  expect(response.status(), `${method} ${url}`).toBe(status);
  return response.headers();
}

/** What every answer of an app must carry; returns its one policy. */
async function expectSecurityHeaders(request: APIRequestContext, app: AppKey, answers: Answer[]) {
  const policies = new Set<string>();
  for (const answer of answers) {
    const headers = await headersOf(request, originOf(app), answer);
    const at = `${answer.method ?? 'GET'} ${answer.url}`;
    expect(headers['x-content-type-options'], at).toBe('nosniff');
    expect(headers['referrer-policy'], at).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], at).toBe('DENY');
    expect(headers['cross-origin-opener-policy'], at).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], at).toBe(app === 'shell' ? 'same-origin' : 'cross-origin');
    expect(headers['permissions-policy'], at).toContain('camera=(), ');
    expect(headers['permissions-policy'], at).toMatch(/, clipboard-write=\(self\)$/);
    expect(headers['content-security-policy'], at).toBeTruthy();
    // Over plain HTTP (HSTS=auto), a browser would ignore it: it is not sent.
    expect(headers['strict-transport-security'], at).toBeUndefined();
    policies.add(headers['content-security-policy'] ?? '');
  }
  expect([...policies], `${app}: one policy on every answer`).toHaveLength(1);
  return directivesOf([...policies][0] ?? '');
}

test('all five servers send the security headers on every answer, and the shell allows exactly the sections’ origins', async ({
  request,
}) => {
  const shell = await expectSecurityHeaders(request, 'shell', [
    { url: '/', status: 200 },
    { url: '/blog/crm-evolution', status: 200 },
    { url: hashedChunk('shell'), status: 200 },
    { url: '/main.js', status: 200 },
    { url: '/remotes.json', status: 200 },
    { url: '/blog/all-articles', status: 404 },
    { url: '/missing.0123456789ab.js', status: 404 },
    { url: '/', status: 405, method: 'POST' },
    ...UNREADABLE.map((url) => ({ url, status: 400 })),
  ]);
  expect(shell).toEqual({
    'default-src': ["'self'", ...sectionOrigins],
    'script-src': ["'self'", hashOf(PAGE_START_SCRIPT), hashOf(SPECULATION_RULES), ...sectionOrigins],
    'connect-src': ["'self'", ...sectionOrigins],
    'img-src': ["'self'", 'data:', ...sectionOrigins],
    ...SAME_ON_EVERY_APP,
  });

  for (const remote of remoteKeys) {
    const policy = await expectSecurityHeaders(request, remote, [
      { url: '/remoteEntry.js', status: 200 },
      { url: '/mf-manifest.json', status: 200 },
      { url: '/fragments/manifest.json', status: 200 },
      { url: hashedChunk(remote), status: 200 },
      { url: '/index.html', status: 200 },
      { url: sectionPage[remote], status: 200 },
      { url: '/missing.0123456789ab.js', status: 404 },
      { url: '/remoteEntry.js', status: 405, method: 'POST' },
      ...UNREADABLE.map((url) => ({ url, status: 400 })),
    ]);
    // A section's own page loads only from its own origin (and data: images).
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      ...SAME_ON_EVERY_APP,
    });
  }
});

test('an address the shell cannot read gets the site’s own 400 page, never kept by a cache', async ({ request }) => {
  for (const url of UNREADABLE) {
    const response = await request.get(`${originOf('shell')}${url}`);
    expect(response.status(), url).toBe(400);
    expect(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control'], url).toBe('no-store');
    const html = await response.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], url).toBe('Address Not Readable | Harbourline Digital');
    expect(html, url).toContain('>This address could not be read</p>');
  }
});

test('the shell’s pages carry exactly the inline script their policy allows, and no Speculation-Rules header', async ({
  request,
}) => {
  for (const [url, status] of [
    ['/', 200],
    ['/about/story', 200],
    ['/blog/crm-evolution', 200],
    ['/contact/quote', 200],
    ['/no-such-page', 404],
  ] as const) {
    const response = await request.get(`${originOf('shell')}${url}`);
    expect(response.status(), url).toBe(status);
    // The rules are added by main.js once the page has painted: a header would fetch them before.
    expect(response.headers()['speculation-rules'], url).toBeUndefined();
    // Inline script that runs: every <script> without a src that is not data (JSON, JSON-LD).
    const inline = [...(await response.text()).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = '']) => !/\ssrc=|\stype="application\/(ld\+)?json"/.test(attributes))
      .map(([, , text = '']) => hashOf(text));
    expect(inline, url).toEqual([hashOf(PAGE_START_SCRIPT)]);
  }
  expect((await request.get(`${originOf('shell')}/speculation-rules.json`)).status()).toBe(404);
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

/**
 * Opens a page and uses all of it: every island woken (so each loads its code, from the shell or
 * a section's origin), scrolled to the bottom, every image loaded.
 */
async function openFully(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  await expect(pageHeading(page)).toBeVisible();
  await wakeEveryIsland(page);
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
    polling: 100,
  });
}

test('pages with every island woken, the 404 and 400 pages and each section’s own pages stay within the policies', async ({
  page,
}) => {
  const watch = await watchPolicy(page);
  // Home (the quote form's island, from the contact section), an article (the blog's Share
  // button), the consultation page (its form and the calendar), FAQ (the shell's islands).
  for (const url of ['/', '/blog/crm-evolution', '/blog/asia-focus', '/contact/schedule-consultation', '/faq'])
    await openFully(page, url);
  await openFully(page, '/blog/all-articles', 404);
  await openFully(page, '/blog/%FF', 400);

  for (const remote of remoteKeys) {
    await openFully(page, `${originOf(remote)}/index.html`);
    await openFully(page, `${originOf(remote)}${sectionPage[remote]}`);
  }
  expect(watch.problems).toEqual([]);
});

/** Fills in /contact/quote's form as a visitor would, the privacy box ticked; resolves with the form. */
async function fillQuoteForm(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Mei');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Wong');
  await form.getByRole('textbox', { name: 'Email' }).fill('mei@example.com');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('2123 4567');
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Harbour Freight');
  await form.getByRole('textbox', { name: 'Project Description' }).fill('A portal.');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
  return form;
}

test('a form’s mailto: hand-off works under the policy', async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto('/contact/quote');
  const form = await fillQuoteForm(page);

  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  expect((await mailto).url()).toMatch(
    /^mailto:info@harbourline\.example\?subject=Quote%20Request%20from%20Mei%20Wong%20-%20Harbour%20Freight&body=/,
  );
  await expect(page.getByRole('dialog')).toContainText('Your e-mail app is opening');
  expect(watch.problems).toEqual([]);
});

test('without script, a form submits itself to the e-mail app, which the policy’s form-action allows', async ({
  scriptless,
}) => {
  const page = await scriptless.newPage();
  // No script runs to report a violation: the browser's own console messages say it.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/contact/quote');
  const form = await fillQuoteForm(page);

  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  const url = (await mailto).url();
  expect(url).toMatch(/^mailto:info@harbourline\.example\?body=/);
  // text/plain: one `name=value` line per field, in the form's order.
  const body = decodeURIComponent(url.slice(url.indexOf('?body=') + '?body='.length));
  expect(body).toContain(
    'firstName=Mei\r\nlastName=Wong\r\nemail=mei@example.com\r\nphone=2123 4567\r\ncompany=Harbour Freight\r\n',
  );
  await expect(page).toHaveURL('/contact/quote');
  expect(refused).toEqual([]);
  await page.close();
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
