/** @jest-environment node */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConfig, nginxVersionMap } from './nginx-config';
import { PAGE_START_SCRIPT_SOURCE, securityHeaders, SPECULATION_RULES_SOURCE } from './security-headers';

const rootDir = path.resolve(__dirname, '../..');
const script = path.join(rootDir, 'shared/server/scripts/nginx-config.ts');

const manifests = {
  services: 'https://sections.harbourline.example/services/mf-manifest.json',
  blog: 'https://blog.harbourline.example/mf-manifest.json',
  portfolio: 'https://sections.harbourline.example/portfolio/mf-manifest.json',
  contact: 'https://www.harbourline.example/contact/mf-manifest.json',
};

/** The production site: the shell's files, its manifests and origin. */
const site = {
  listen: '8080',
  serverName: 'www.harbourline.example',
  root: '/srv/site/shell',
  remotesJsonFile: '/etc/site/remotes.json',
  manifests,
  shellOrigin: 'https://www.harbourline.example',
};

const config = nginxConfig(site);

/** The generator script's output for an environment with only the given deploy variables. */
function runScript(variables: Record<string, string>, args: string[] = []): Promise<string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(SHELL|SERVICES|BLOG|PORTFOLIO|CONTACT)_(URL|PORT)$/.test(name)),
  );
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: rootDir, env: { ...env, ...variables } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

const line = (text: string, start: string) =>
  text.split('\n').find((candidate) => candidate.trimStart().startsWith(start));

describe('nginxConfig', () => {
  it('serves the dist, with remotes.json from the environment’s own file', () => {
    expect(config).toContain('    listen 8080;\n    server_name www.harbourline.example;\n    root /srv/site/shell;\n');
    expect(config).toContain('    location = /remotes.json {\n        alias /etc/site/remotes.json;\n    }\n');
  });

  it('answers a route with its page, composed by SSI, anything else with the 404 page and an unreadable address with the 400 page', () => {
    expect(config).toContain(
      [
        '    location / {',
        '        try_files $uri/index.html =404;',
        '        ssi on;',
        '        ssi_silent_errors on;',
        '        gzip_static off;',
        '        gzip on;',
        '    }',
        '    location = /zh-hk {',
        '        return 301 /zh-hk/$is_args$args;',
        '    }',
        '    # The not-found page in the address’s language (/zh-hk/… gets zh-hk/404.html).'.replace('’', "'"),
        '    error_page 404 $harbourline_locale_folder/404.html;',
        '    # An address that cannot be read (an invalid percent-encoding) gets the site’s own 400 page.'.replace(
          '’',
          "'",
        ),
        '    error_page 400 $harbourline_locale_folder/400.html;',
      ].join('\n'),
    );
  });

  it('takes a page’s language from its address alone: its error pages’ folder and its Content-Language', () => {
    expect(config).toContain(
      [
        'map $request $harbourline_locale_folder {',
        '    "~^\\S+ /zh-hk(?:[/? ]|$)" "/zh-hk";',
        '    default "";',
        '}',
        'map "$sent_http_content_type|$request" $harbourline_content_language {',
        '    "~^text/html[^|]*\\|\\S+ /zh-hk(?:[/? ]|$)" "zh-HK";',
        '    "~^text/html" "en";',
        '    default "";',
        '}',
      ].join('\n'),
    );
    expect(config).toContain('    add_header Content-Language $harbourline_content_language always;\n');
    expect(config).not.toContain('$http_accept_language');
  });

  it('includes each section’s fragments from its location, within the deadline, for pages only', () => {
    expect(config).toContain(
      [
        '    location ^~ /_fragments/portfolio/ {',
        '        internal;',
        '        proxy_pass https://sections.harbourline.example/portfolio/;',
        '        proxy_ssl_server_name on;',
        '        proxy_http_version 1.1;',
        '        proxy_set_header Connection "";',
        '        # Included as they are: a compressed fragment could not be spliced into the page.',
        '        proxy_set_header Accept-Encoding "";',
        '        proxy_connect_timeout 300ms;',
        '        proxy_send_timeout 300ms;',
        '        proxy_read_timeout 300ms;',
        '        proxy_intercept_errors on;',
        '        error_page 301 302 400 403 404 500 502 503 504 = @no_fragment;',
        '    }',
      ].join('\n'),
    );
    expect(line(config, 'proxy_pass https://blog')).toBe('        proxy_pass https://blog.harbourline.example/;');
    // A failed include gives an empty body: SSI then shows the slot's own content.
    expect(config).toContain('    location @no_fragment {\n        return 204;\n    }\n');
  });

  it('sends the Node server’s security headers, on every status', () => {
    const headers = securityHeaders('shell', [
      'https://sections.harbourline.example',
      'https://blog.harbourline.example',
    ]);
    for (const [name, value] of Object.entries(headers))
      expect(line(config, `add_header ${name} `)).toBe(`    add_header ${name} "${value}" always;`);
  });

  it('caches hashed files for a year and revalidates everything else', () => {
    expect(config).toContain(
      [
        'map "$status $uri" $harbourline_cache_control {',
        '    "~^(?:200|206|304) .*\\.[0-9a-f]{12}\\.[a-z0-9]+$" "public, max-age=31536000, immutable";',
        '    default "no-cache";',
        '}',
      ].join('\n'),
    );
    expect(line(config, 'add_header Cache-Control')).toBe(
      '    add_header Cache-Control $harbourline_cache_control always;',
    );
  });

  it('sends no hints of its own: the page’s script adds the Speculation Rules once the page has painted', () => {
    expect(config).not.toContain('Speculation-Rules');
    expect(config).not.toContain('rel=preconnect');
  });
});

describe('shared/server/scripts/nginx-config.ts', () => {
  // Each test starts Node with tsx: seconds on 2 busy cores.
  jest.setTimeout(30_000);

  it('prints shared/server/deploy/nginx.conf exactly for the default environment', async () => {
    const committed = readFileSync(path.join(rootDir, 'shared/server/deploy/nginx.conf'), 'utf8');
    expect(await runScript({})).toBe(committed);
  });

  it('follows the deploy configuration: a section moved to another origin changes the policy', async () => {
    const moved = await runScript({ SERVICES_URL: 'https://services.example.com' }, ['--listen', '127.0.0.1:8080']);
    expect(line(moved, 'listen')).toBe('    listen 127.0.0.1:8080;');
    expect(line(moved, 'add_header Content-Security-Policy')).toContain(
      `script-src 'self' ${PAGE_START_SCRIPT_SOURCE} ${SPECULATION_RULES_SOURCE} https://services.example.com http://localhost:3002 http://localhost:3003 http://localhost:3004;`,
    );
    expect(moved).not.toContain('localhost:3001');
    const remotes = JSON.parse(
      await runScript({ SERVICES_URL: 'https://services.example.com' }, ['--emit', 'remotes.json']),
    );
    expect(remotes).toEqual({
      services: 'https://services.example.com/mf-manifest.json',
      blog: 'http://localhost:3002/mf-manifest.json',
      portfolio: 'http://localhost:3003/mf-manifest.json',
      contact: 'http://localhost:3004/mf-manifest.json',
    });
  }, 20_000);
});

describe('the nginx site with sections’ releases', () => {
  const versioned = nginxConfig({ ...site, versionMap: '/srv/site/versions.map' });

  it('includes the release commands’ map and takes each section’s fragments from its version', () => {
    expect(versioned).toContain('include /srv/site/versions.map;');
    expect(versioned).toContain('map $blog_version $blog_prefix {\n    "" "";\n    default "v/$blog_version/";\n}');
    expect(versioned).toContain(
      'rewrite ^/_fragments/services/(.*)$ /services/$services_prefix$1 break;\n        proxy_pass https://sections.harbourline.example;',
    );
    expect(versioned).toContain(
      'rewrite ^/_fragments/blog/(.*)$ /$blog_prefix$1 break;\n        proxy_pass https://blog.harbourline.example;',
    );
    expect(versioned).not.toContain('alias /etc/site/remotes.json;');
    expect(versioned).toContain(
      `return 200 '{"services":"https://sections.harbourline.example/services/\${services_prefix}mf-manifest.json",` +
        `"blog":"https://blog.harbourline.example/\${blog_prefix}mf-manifest.json",`,
    );
    expect(versioned).toContain('"versions":{"services":"$services_version","blog":"$blog_version",');
    // A bucket is set only while a canary runs, for a browser without a valid one, and only on a
    // page or remotes.json (what a bucket decides), each of them then private.
    expect(versioned).toContain('add_header Set-Cookie $agency_set_bucket always;');
    expect(versioned).toContain(
      'map "$agency_canary_running:$agency_bucket_valid:$status:$uri" $agency_set_bucket {\n' +
        '    "~^1::200:(.*/index\\.html|/remotes\\.json)$" "agency_bucket=$request_id; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure";\n' +
        '    default "";\n}',
    );
    expect(versioned).toContain(
      'map "$agency_canary_running:$status $uri" $harbourline_cache_control {\n' +
        '    "~^1:200 (.*/index\\.html|/remotes\\.json)$" "private, no-cache";\n',
    );
  });

  it('writes each section’s version, and a canary with split_clients on the bucket', () => {
    expect(
      nginxVersionMap([
        {
          section: 'blog',
          live: '1.0.0',
          canary: { version: '1.1.0', percent: 10 },
          published: ['1.0.0', '1.1.0'],
          visible: ['1.0.0', '1.1.0'],
        },
        { section: 'contact', live: '2.0.0', canary: null, published: ['2.0.0'], visible: ['2.0.0'] },
      ]),
    ).toBe(
      [
        '# Written by the release commands (npm run promote|rollback|canary|abort|retire -w remote-<name>).',
        '# Never edited: the next command writes it again.',
        'map $host $services_version {\n    default "";\n}',
        'split_clients "$agency_bucket" $blog_in_canary {\n    10% 1;\n    * "";\n}',
        'map $blog_in_canary $blog_version {\n    1 "1.1.0";\n    default "1.0.0";\n}',
        'map $host $portfolio_version {\n    default "";\n}',
        'map $host $contact_version {\n    default "2.0.0";\n}',
        'map $host $agency_canary_running {\n    default "1";\n}',
        '',
      ].join('\n'),
    );
  });
});
