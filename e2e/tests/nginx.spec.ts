import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, island, islandReady, mainArea, pageHeading, test, UNAVAILABLE } from '../support/fixtures';
import { chooseFromMenu } from '../support/nav-bar';
import { NGINX, startNginx, stopNginx } from '../support/nginx';
import type { NginxProcess } from '../support/nginx';
import { nginxPort, originOf, remoteKeys } from '../support/ports';
import type { RemoteKey } from '../support/ports';
import { rootDir } from '../support/processes';
import { fragmentBuilds } from '../support/fragments';

/*
 * The deploy guide's nginx site for the shell (shared/server/deploy/nginx.conf), generated for the
 * suite's ports by the same script, served by Debian's nginx started here as a child process:
 * route pages, the 404 and 400 pages, cache and security headers (no hint headers), pages
 * composed by SSI (each section's fragment in its slot, its styles in the head), a
 * section that is down, and the site in the browser with the sections' islands loaded from the
 * suite's section servers.
 */

const shellDist = path.join(rootDir, 'shell/dist');
const generator = path.join(rootDir, 'shared/server/scripts/nginx-config.ts');
const site = `http://localhost:${nginxPort}`;

test.skip(
  !existsSync(NGINX),
  `${NGINX} is missing: install Debian's nginx (apt-get install -y nginx) to run this spec`,
);
// One nginx for the whole file, on one port: its tests run in order, in one worker at a time.
test.describe.configure({ mode: 'default' });

let workDir: string | undefined;
let nginx: NginxProcess | undefined;

/** Where nginx is told the portfolio is: nothing listens there, so its pages go out without its fragment. */
const downPortfolio = `http://localhost:${nginxPort + 9}`;
const sectionUrl = (remote: RemoteKey) => (remote === 'portfolio' ? downPortfolio : originOf(remote));

/** Runs the generator script for the suite's environment (the nginx site in place of the shell). */
function generate(args: string[]): Promise<string> {
  const env = {
    ...process.env,
    SHELL_URL: site,
    ...Object.fromEntries(remoteKeys.map((remote) => [`${remote.toUpperCase()}_URL`, sectionUrl(remote)])),
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', generator, ...args],
      { cwd: rootDir, env },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

async function waitForNginx(timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (nginx?.child.exitCode !== null) throw new Error(`nginx exited:\n${nginx?.output.join('') ?? ''}`);
    try {
      await fetch(`${site}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${site}:\n${nginx?.output.join('') ?? ''}`);
}

test.beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'agency-nginx-'));
  workDir = dir;
  const remotesJson = path.join(dir, 'remotes.json');
  const [siteConfig, remotes] = await Promise.all([
    generate(['--listen', `127.0.0.1:${nginxPort}`, '--root', shellDist, '--remotes-json', remotesJson]),
    generate(['--emit', 'remotes.json']),
  ]);
  await writeFile(remotesJson, remotes);
  await writeFile(path.join(dir, 'site.conf'), siteConfig);
  // A single process (no workers), so ending the child ends nginx.
  nginx = await startNginx(dir, path.join(dir, 'site.conf'));
  await waitForNginx();
});

test.afterAll(async () => {
  await stopNginx(nginx);
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The page split at the end of its head. */
function partsOf(html: string): { head: string; body: string } {
  const headEnd = html.indexOf('</head>');
  return { head: html.slice(0, headEnd), body: html.slice(headEnd) };
}

/** The emotion classes the body uses (css-0 has no rules) that no style element in the head declares. */
function undeclaredClasses(html: string): string[] {
  const { head, body } = partsOf(html);
  const declared = new Set(
    [...head.matchAll(/<style data-emotion="css((?: [^" ]+)+)">/g)].flatMap((match) =>
      (match[1] ?? '').trim().split(' '),
    ),
  );
  const used = new Set(
    [...body.matchAll(/\sclass="([^"]*)"/g)]
      .flatMap((match) => (match[1] ?? '').split(/\s+/))
      .filter((name) => name.startsWith('css-') && name !== 'css-0')
      .map((name) => name.slice('css-'.length)),
  );
  return [...used].filter((id) => !declared.has(id));
}

/** The header names every answer of the site carries, and their values must equal the Node server's. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

test('nginx answers each route with its page, an unknown path with the 404 page, and caches by file kind', async ({
  request,
}) => {
  const story = await request.get(`${site}/about/story`);
  expect(story.status()).toBe(200);
  expect(story.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(title(await story.text())).toBe('Our Story | Harbourline Digital');
  expect(story.headers()['cache-control']).toBe('no-cache');
  expect(title(await (await request.get(`${site}/blog/crm-evolution/`)).text())).toBe(
    title(await (await request.get(`${originOf('shell')}/blog/crm-evolution`)).text()),
  );

  for (const unknown of ['/blog/all-articles', '/about', '/nope/']) {
    const response = await request.get(`${site}${unknown}`);
    expect(response.status(), unknown).toBe(404);
    expect(response.headers()['content-type'], unknown).toBe('text/html; charset=utf-8');
    expect(title(await response.text()), unknown).toBe('Page Not Found | Harbourline Digital');
    expect(response.headers()['cache-control'], unknown).toBe('no-cache');
  }
  const missingFile = await request.get(`${site}/missing.0123456789ab.js`);
  expect(missingFile.status()).toBe(404);
  expect(await missingFile.text()).toBe('Not found');
  expect(missingFile.headers()['cache-control']).toBe('no-cache');

  const chunk = (await readdir(shellDist)).find((name) => /\.[0-9a-f]{12}\.js$/.test(name));
  const hashed = await request.get(`${site}/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers()['content-encoding']).toBe('gzip');
  for (const stable of ['/', '/main.js', '/main.css', '/sitemap.xml'])
    expect((await request.get(`${site}${stable}`)).headers()['cache-control'], stable).toBe('no-cache');

  const remotes = await request.get(`${site}/remotes.json`);
  expect(remotes.headers()['cache-control']).toBe('no-cache');
  expect(await remotes.json()).toEqual(
    Object.fromEntries(remoteKeys.map((remote) => [remote, `${sectionUrl(remote)}/mf-manifest.json`])),
  );
});

test('an address nginx cannot read gets the site’s own 400 page, with every header', async ({ request }) => {
  const node = (await request.get(`${originOf('shell')}/`)).headers();
  // nginx reads a percent-encoded byte that is no UTF-8 (`/blog/%FF`) as a path it does not
  // have: the 404 page, where the Node server, which decodes paths as UTF-8, answers 400.
  for (const [url, status, pageTitle] of [
    ['/%', 400, 'Address Not Readable | Harbourline Digital'],
    ['/a%2', 400, 'Address Not Readable | Harbourline Digital'],
    ['/blog/%FF', 404, 'Page Not Found | Harbourline Digital'],
  ] as const) {
    const response = await request.get(`${site}${url}`);
    expect(response.status(), url).toBe(status);
    expect(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
    expect(title(await response.text()), url).toBe(pageTitle);
    for (const name of SECURITY_HEADERS)
      expect(response.headers()[name], `${url}: ${name}`).toBe(
        node[name]?.replaceAll(originOf('portfolio'), downPortfolio),
      );
    expect(response.headers()['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
  }
  expect(await (await request.get(`${site}/%`)).text()).toBe(
    await (await request.get(`${originOf('shell')}/%`)).text(),
  );
});

test('nginx sends the Node server’s security headers on every answer, and no hint headers', async ({ request }) => {
  const pick = (headers: Record<string, string>) => SECURITY_HEADERS.map((name) => headers[name]);
  // The Node server's, but for the portfolio's origin, which this nginx site names elsewhere.
  const node = pick((await request.get(`${originOf('shell')}/`)).headers()).map((value) =>
    value?.replaceAll(originOf('portfolio'), downPortfolio),
  );
  expect(node.every(Boolean)).toBe(true);
  for (const [url, status] of [
    ['/', 200],
    ['/blog/crm-evolution', 200],
    ['/main.js', 200],
    ['/remotes.json', 200],
    ['/blog/all-articles', 404],
    ['/missing.0123456789ab.js', 404],
  ] as const) {
    const response = await request.get(`${site}${url}`);
    expect(response.status(), url).toBe(status);
    expect(pick(response.headers()), url).toEqual(node);
    // The nginx site is for HTTPS behind whatever terminates it: HSTS on every answer.
    expect(response.headers()['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
  }

  // No hints: a page loads nothing before its first paint (its Speculation Rules are added by its
  // script once it has painted) and nothing of a section until an island wants it.
  for (const url of ['/', '/blog', '/no-such-page']) {
    const headers = (await request.get(`${site}${url}`)).headers();
    expect([headers['link'], headers['speculation-rules']], url).toEqual([undefined, undefined]);
  }
});

test('nginx composes pages with SSI: each fragment in its slot and its styles in the head, as the Node server does', async ({
  request,
}) => {
  for (const [path, slots] of [
    ['/blog/crm-evolution', ['blog/Section']],
    ['/contact/quote', ['contact/Section']],
    ['/', ['services/ServiceGrid', 'contact/QuoteForm']],
  ] as const) {
    const [fromNginx, fromNode] = await Promise.all([
      request.get(`${site}${path}`),
      request.get(`${originOf('shell')}${path}`),
    ]);
    expect(fromNginx.status(), path).toBe(200);
    const html = await fromNginx.text();
    const node = await fromNode.text();
    const { head, body } = partsOf(html);
    expect(html, path).not.toContain('<!--#');
    expect(Object.keys(fragmentBuilds(body, 'fragment')).sort(), path).toEqual([...slots].sort());
    // Each fragment's styles in the head, from the same build as the fragment.
    expect(fragmentBuilds(head, 'fragment-styles'), path).toEqual(fragmentBuilds(body, 'fragment'));
    expect(fragmentBuilds(body, 'fragment'), path).toEqual(fragmentBuilds(node, 'fragment'));
    expect(
      [...body.matchAll(/<style\b[^>]*>/g)].map((match) => match[0]),
      path,
    ).toEqual([]);
    expect(undeclaredClasses(html), path).toEqual([]);
    // The body is the Node server's, byte for byte; the head differs only in how its rules are
    // grouped (nginx includes the fragment's style elements as they are, a rule the frame has too
    // included again: documented).
    expect(body, path).toBe(partsOf(node).body);
    expect(title(html), path).toBe(title(node));
  }
  expect(await (await request.get(`${site}/blog/crm-evolution`)).text()).toContain(
    '>CRM Evolution in Modern Business</h1>',
  );
});

test('the site renders through nginx, its sections’ islands loaded from their own origins', async ({ page }) => {
  // Three pages and two islands' code through nginx from three origins: ample on 2 busy cores.
  test.setTimeout(60_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${site}/blog/crm-evolution`);
  await expect(pageHeading(page)).toHaveText('CRM Evolution in Modern Business');
  await page.getByRole('button', { name: 'Share this article' }).hover();
  await islandReady(page, 'blog-ShareButton');
  await chooseFromMenu(page, 'Services', 'View All Services');
  await expect(page).toHaveURL(`${site}/services`);
  await expect(pageHeading(page)).toHaveText('Our Services');
  await chooseFromMenu(page, 'Contact', 'Get a Quote');
  await expect(page).toHaveURL(`${site}/contact/quote`);
  await page.getByRole('form', { name: 'Request a Quote' }).hover();
  await islandReady(page, 'contact-EnquiryForm');
  await expect(island(page, 'contact-EnquiryForm').getByRole('status')).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('a section that is down: its page comes at once with the slot’s own content, and the browser’s fallback', async ({
  request,
  page,
}) => {
  const started = Date.now();
  const portfolio = await request.get(`${site}/portfolio`);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(portfolio.status()).toBe(200);
  const html = await portfolio.text();
  const slot = /<div data-slot="portfolio\/Section">([\s\S]*?)<\/div><\/main>/.exec(html)?.[1];
  expect(slot).toContain('<div class="loading-bar" role="progressbar" aria-label="Loading section">');
  expect(fragmentBuilds(html, 'fragment')).toEqual({});
  expect(fragmentBuilds(html, 'fragment-styles')).toEqual({});
  expect(html).not.toContain('<!--#');

  await page.goto(`${site}/portfolio`);
  await expect(pageHeading(page)).toHaveText(UNAVAILABLE);
  await expect(
    mainArea(page).locator('[data-slot="portfolio/Section"] agency-island[data-render="client"]'),
  ).toHaveAttribute('data-island-state', 'unavailable');
  await expect(mainArea(page).getByRole('button', { name: 'Try again' })).toBeVisible();
});
