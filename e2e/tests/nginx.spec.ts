import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseFromMenu, expect, pageHeading, test, UNAVAILABLE } from '../support/fixtures';
import { nginxPort, originOf, remoteKeys } from '../support/ports';
import type { RemoteKey } from '../support/ports';

/*
 * The deploy guide's nginx site for the shell (shared/server/deploy/nginx.conf), generated for the
 * suite's ports by the same script, served by Debian's nginx started here as a child process:
 * route pages and the 404, cache and security headers, and the whole site in the browser with
 * the sections loaded from the suite's section servers.
 */

const NGINX = '/usr/sbin/nginx';
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellDist = path.join(rootDir, 'shell/dist');
const generator = path.join(rootDir, 'shared/server/scripts/nginx-config.ts');
const site = `http://localhost:${nginxPort}`;

test.skip(
  !existsSync(NGINX),
  `${NGINX} is missing: install Debian's nginx (apt-get install -y nginx) to run this spec`,
);
test.describe.configure({ mode: 'serial' });

let workDir: string | undefined;
let nginx: ChildProcess | undefined;
const nginxOutput: string[] = [];

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
    if (nginx?.exitCode !== null) throw new Error(`nginx exited:\n${nginxOutput.join('')}`);
    try {
      await fetch(`${site}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${site}:\n${nginxOutput.join('')}`);
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
  // A single process in the foreground (no daemon, no workers), so ending the child ends nginx.
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${path.join(dir, 'site.conf')};
}
`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stdout?.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
  nginx.stderr?.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
  await waitForNginx();
});

test.afterAll(async () => {
  const child = nginx;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(timer);
  }
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

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
    expect(title(await response.text()), unknown).toBe('Page Not Found | Harbourline Digital');
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
  for (const stable of ['/', '/main.js', '/vendor.js', '/main.css', '/sitemap.xml'])
    expect((await request.get(`${site}${stable}`)).headers()['cache-control'], stable).toBe('no-cache');

  const remotes = await request.get(`${site}/remotes.json`);
  expect(remotes.headers()['cache-control']).toBe('no-cache');
  expect(await remotes.json()).toEqual(
    Object.fromEntries(remoteKeys.map((remote) => [remote, `${sectionUrl(remote)}/mf-manifest.json`])),
  );
});

test('nginx sends the Node server’s security headers, and a section page’s connection hints', async ({ request }) => {
  const names = ['content-security-policy', 'permissions-policy', 'referrer-policy', 'x-content-type-options'];
  const pick = (headers: Record<string, string>) => names.map((name) => headers[name]);
  // The Node server's, but for the portfolio's origin, which this nginx site names elsewhere.
  const node = pick((await request.get(`${originOf('shell')}/`)).headers()).map((value) =>
    value?.replaceAll(originOf('portfolio'), downPortfolio),
  );
  expect(node.every(Boolean)).toBe(true);
  for (const url of ['/', '/blog/all-articles', '/main.js', '/remotes.json'])
    expect(pick((await request.get(`${site}${url}`)).headers()), url).toEqual(node);

  const blog = await request.get(`${site}/blog`);
  const hints = `<${originOf('blog')}>; rel=preconnect, <${originOf('blog')}>; rel=preconnect; crossorigin`;
  expect(blog.headers()['link']).toBe(hints);
  expect((await request.get(`${originOf('shell')}/blog`)).headers()['link']).toBe(hints);
  expect((await request.get(`${site}/about/story`)).headers()['link']).toBeUndefined();
});

test('the site renders through nginx, its sections loaded from their own origins', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${site}/blog`);
  await expect(pageHeading(page)).toHaveText('Blog: All Articles');
  await chooseFromMenu(page, 'Services', 'View All Services');
  await expect(pageHeading(page)).toHaveText('Our Services');
  expect(page.url()).toBe(`${site}/services`);
  expect(refused).toEqual([]);
});

test('nginx composes pages with SSI: the same HTML as the Node server, and without a section its slot', async ({
  request,
  page,
}) => {
  // A section route and Home (two widgets): byte for byte what the Node server composes.
  for (const path of ['/blog/crm-evolution', '/']) {
    const [fromNginx, fromNode] = await Promise.all([
      request.get(`${site}${path}`),
      request.get(`${originOf('shell')}${path}`),
    ]);
    expect(fromNginx.status(), path).toBe(200);
    const html = await fromNginx.text();
    expect(html, path).toMatch(/<!--fragment (blog\/Section|services\/ServiceGrid) [0-9a-f]{12}-->/);
    expect(html, path).not.toContain('<!--#');
    expect(html, path).toBe(await fromNode.text());
  }
  expect(await (await request.get(`${site}/blog/crm-evolution`)).text()).toContain(
    '>CRM Evolution in Modern Business</h1>',
  );

  // The portfolio is down: its page comes at once, with the slot's own content, and the browser
  // shows the section's fallback.
  const started = Date.now();
  const portfolio = await request.get(`${site}/portfolio`);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(portfolio.status()).toBe(200);
  const slot = /<div data-slot="portfolio\/Section">([\s\S]*?)<\/div><\/main>/.exec(await portfolio.text())?.[1];
  expect(slot).toContain('role="progressbar" aria-label="Loading section"');
  expect(slot).not.toContain('<!--fragment');
  await page.goto(`${site}/portfolio`);
  await expect(pageHeading(page)).toHaveText(UNAVAILABLE);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
