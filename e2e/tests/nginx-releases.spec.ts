import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { NGINX, startNginx, stopNginx } from '../support/nginx';
import type { NginxProcess } from '../support/nginx';
import { nginxReleasePorts, originOf } from '../support/ports';
import { rootDir, startServer, stopAllServers, waitForUrl } from '../support/processes';
import { distWithHeading, sectionCommand, sectionCommandOk } from '../support/releases';

/*
 * Promote and rollback through the nginx site: the site generated with `--version-map`, nginx
 * (with its master process, so it can reload) started here, a private blog server serving a
 * store of this spec's own, and the release commands writing the map, checking the configuration
 * and reloading nginx.
 */

const generator = path.join(rootDir, 'shared/server/scripts/nginx-config.ts');
const site = `http://localhost:${nginxReleasePorts.site}`;
const blogUrl = `http://localhost:${nginxReleasePorts.blog}`;
const HEADING_A = 'Blog: All Articles';
const HEADING_B = 'Blog: All Articles, version B';

test.skip(
  !existsSync(NGINX),
  `${NGINX} is missing: install Debian's nginx (apt-get install -y nginx) to run this spec`,
);
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let work: string;
let env: Record<string, string>;
let nginx: NginxProcess | undefined;

function generate(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', generator, ...args],
      {
        cwd: rootDir,
        env: {
          ...process.env,
          ...env,
          SHELL_URL: site,
          BLOG_URL: blogUrl,
          SERVICES_URL: originOf('services'),
          PORTFOLIO_URL: originOf('portfolio'),
          CONTACT_URL: originOf('contact'),
        },
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

/** The blog listing's heading and the blog's version in remotes.json, as the nginx site answers now. */
async function blogThroughNginx(): Promise<[string | undefined, string | undefined]> {
  const html = await (await fetch(`${site}/blog`)).text();
  const remotes = (await (await fetch(`${site}/remotes.json`)).json()) as { blog: string; versions: { blog: string } };
  expect(remotes.blog).toBe(`${blogUrl}/${remotes.versions.blog ? `v/${remotes.versions.blog}/` : ''}mf-manifest.json`);
  return [/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], remotes.versions.blog];
}

/**
 * The same, while nginx reloads: its old workers close the connections they kept open, and a
 * request sent on one of them just then fails; a browser would send it again, and so does the poll.
 */
const blogThroughReloadingNginx = () =>
  blogThroughNginx().catch((error: Error): [string, undefined] => [`no answer: ${error.message}`, undefined]);

test.beforeAll(async () => {
  // A build's copy, a server, the site generated twice, nginx: more than a hook's 30 s when busy.
  test.setTimeout(120_000);
  work = await mkdtemp(path.join(tmpdir(), 'agency-nginx-releases-'));
  const conf = path.join(work, 'nginx.conf');
  const map = path.join(work, 'versions.map');
  env = {
    RELEASE_STORE: path.join(work, 'store'),
    SHELL_PORT: String(nginxReleasePorts.site),
    RELEASE_NGINX_MAP: map,
    RELEASE_NGINX_RELOAD: `${NGINX} -p ${work} -c ${conf} -s reload`,
    RELEASE_NGINX_CHECK: `${NGINX} -p ${work} -c ${conf} -t -q`,
  };
  await distWithHeading(path.join(rootDir, 'remote-blog/dist'), path.join(work, 'B'), 'blog', HEADING_A, HEADING_B);
  const blog = startServer('private blog', ['--only', 'remote-blog'], {
    ...env,
    BLOG_PORT: String(nginxReleasePorts.blog),
  });
  await waitForUrl(blog, `${blogUrl}/live.json`);
  const [siteConfig, versionMap] = await Promise.all([
    generate([
      '--listen',
      `127.0.0.1:${nginxReleasePorts.site}`,
      '--root',
      path.join(rootDir, 'shell/dist'),
      '--version-map',
      map,
      '--hsts',
      'off',
    ]),
    generate(['--emit', 'version-map']),
  ]);
  await writeFile(map, versionMap);
  await writeFile(path.join(work, 'site.conf'), siteConfig);
  // A master process, so that `nginx -s reload` reads the map again.
  nginx = await startNginx(work, path.join(work, 'site.conf'), { master: true });
  await expect
    .poll(async () => (await fetch(`${site}/robots.txt`).catch(() => undefined))?.status, {
      message: `nginx did not start:\n${nginx.output.join('')}`,
    })
    .toBe(200);
});

test.afterAll(async () => {
  await stopNginx(nginx);
  await stopAllServers();
  await rm(work, { recursive: true, force: true });
});

test('promote and rollback through the nginx site: its map is rewritten and nginx reloaded', async () => {
  expect(await blogThroughNginx()).toEqual([HEADING_A, '']);
  await sectionCommandOk(
    'blog',
    'release',
    ['--from', path.join(rootDir, 'remote-blog/dist'), '--version', '1.4.0'],
    env,
  );
  await sectionCommandOk('blog', 'release', ['--from', path.join(work, 'B'), '--version', '1.5.0'], env);
  await sectionCommandOk('blog', 'promote', ['1.4.0'], env);
  // nginx's reload hands over to new workers within moments of the command returning.
  await expect.poll(blogThroughReloadingNginx, { timeout: 5_000 }).toEqual([HEADING_A, '1.4.0']);
  await sectionCommandOk('blog', 'promote', ['1.5.0'], env);
  await expect.poll(blogThroughReloadingNginx, { timeout: 5_000 }).toEqual([HEADING_B, '1.5.0']);
  await sectionCommandOk('blog', 'rollback', [], env);
  await expect.poll(blogThroughReloadingNginx, { timeout: 5_000 }).toEqual([HEADING_A, '1.4.0']);
});

test('during a canary, the bucket is set on pages and remotes.json alone, each of them private', async () => {
  await sectionCommandOk('blog', 'canary', ['1.5.0', '--percent', '10'], env);
  const answer = async (pathname: string) => {
    await expect
      .poll(async () => (await fetch(`${site}/remotes.json`)).headers.get('cache-control'), { timeout: 5_000 })
      .toBe('private, no-cache');
    const response = await fetch(`${site}${pathname}`);
    return [
      pathname,
      response.status,
      response.headers.get('cache-control'),
      Boolean(response.headers.get('set-cookie')),
    ];
  };
  const hashed = (await readdir(path.join(rootDir, 'shell/dist'))).find((file) => /\.[0-9a-f]{12}\.js$/.test(file));
  expect(await answer('/blog')).toEqual(['/blog', 200, 'private, no-cache', true]);
  expect(await answer('/')).toEqual(['/', 200, 'private, no-cache', true]);
  expect(await answer('/remotes.json')).toEqual(['/remotes.json', 200, 'private, no-cache', true]);
  expect(await answer(`/${hashed}`)).toEqual([`/${hashed}`, 200, 'public, max-age=31536000, immutable', false]);
  expect(await answer('/main.js')).toEqual(['/main.js', 200, 'no-cache', false]);
  expect(await answer('/no-such-page')).toEqual(['/no-such-page', 404, 'no-cache', false]);
  expect(await answer('/missing.0123456789ab.js')).toEqual(['/missing.0123456789ab.js', 404, 'no-cache', false]);
  // A browser that has its bucket is not given another.
  const withBucket = await fetch(`${site}/blog`, { headers: { cookie: `agency_bucket=${'0'.repeat(32)}` } });
  expect(withBucket.headers.get('set-cookie')).toBeNull();
  await sectionCommandOk('blog', 'abort', [], env);
});

test('a configuration that fails its check is not reloaded, and the command says why', async () => {
  const failing = { ...env, RELEASE_NGINX_CHECK: `${NGINX} -p ${work} -c ${path.join(work, 'missing.conf')} -t -q` };
  const result = await sectionCommand('blog', 'promote', ['1.5.0'], failing);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(
    `\`${failing.RELEASE_NGINX_CHECK}\` failed, so nginx was not reloaded: it serves the versions it had`,
  );
  // The store moved; nginx, not reloaded, still serves the version it had.
  expect(await blogThroughNginx()).toEqual([HEADING_A, '1.4.0']);
  await sectionCommandOk('blog', 'rollback', [], env);
  await expect.poll(blogThroughReloadingNginx, { timeout: 5_000 }).toEqual([HEADING_A, '1.4.0']);
});
