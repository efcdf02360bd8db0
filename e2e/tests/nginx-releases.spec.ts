import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { NGINX, startNginx, stopNginx } from '../support/nginx';
import type { NginxProcess } from '../support/nginx';
import { nginxReleasePorts, originOf } from '../support/ports';
import { rootDir, startServer, stopAllServers, waitForUrl } from '../support/processes';
import { distWithHeading, sectionCommandOk } from '../support/releases';

/*
 * Promote and rollback through the nginx site: the site generated with `--version-map`, nginx
 * (with its master process, so it can reload) started here, a private blog server serving a
 * store of this spec's own, and the release commands writing the map and reloading nginx.
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

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'agency-nginx-releases-'));
  const conf = path.join(work, 'nginx.conf');
  const map = path.join(work, 'versions.map');
  env = {
    RELEASE_STORE: path.join(work, 'store'),
    SHELL_PORT: String(nginxReleasePorts.site),
    RELEASE_NGINX_MAP: map,
    RELEASE_NGINX_RELOAD: `${NGINX} -p ${work} -c ${conf} -s reload`,
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
  await expect.poll(blogThroughNginx, { timeout: 5_000 }).toEqual([HEADING_A, '1.4.0']);
  await sectionCommandOk('blog', 'promote', ['1.5.0'], env);
  await expect.poll(blogThroughNginx, { timeout: 5_000 }).toEqual([HEADING_B, '1.5.0']);
  await sectionCommandOk('blog', 'rollback', [], env);
  await expect.poll(blogThroughNginx, { timeout: 5_000 }).toEqual([HEADING_A, '1.4.0']);
});
