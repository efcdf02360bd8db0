/**
 * The shell's site for nginx, as a text file: what the Node server (server.ts) does,
 * written as nginx configuration, with the same security headers from the same builder so the
 * two never drift. shared/server/scripts/nginx-config.ts prints it for the current environment;
 * shared/server/deploy/nginx.conf is its output for the default one (a unit test keeps them equal).
 */
import { fragmentIncludePath } from '@agency/platform/fragments';
import type { ReleasePointer } from '@agency/platform/releases';
import { BUCKET_COOKIE, BUCKET_COOKIE_MAX_AGE_S } from '@agency/platform/releases';
import type { RemoteName } from '@agency/platform/routes';
import { DEFAULT_LOCALE, LANGUAGE_TAG, LOCALE_SEGMENT, locales, remoteNames } from '@agency/platform/routes';
import { FRAGMENT_DEADLINE_MS } from './page-composer';
import { sectionOrigins, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers';

export interface NginxConfigOptions {
  /** nginx `listen` value, e.g. `80` or `127.0.0.1:8080`. */
  listen: string;
  serverName: string;
  /** The shell's dist folder as deployed. */
  root: string;
  /** This environment's remotes.json, which the deploy writes outside the dist. */
  remotesJsonFile: string;
  /** remotes.json's content: federation name -> mf-manifest.json URL. */
  manifests: Record<string, string>;
  /** The shell's public origin: sections under it are 'self' in the policy. */
  shellOrigin?: string;
  /**
   * Strict-Transport-Security on every answer (on by default: the site is meant to be served over
   * HTTPS, by nginx or a proxy in front of it). Off only for a site reached over plain HTTP.
   */
  hsts?: boolean;
  /** Where browsers send policy violations (a path on the shell's origin, e.g. /csp-reports); optional. */
  cspReportTo?: string;
  /**
   * Sections with releases: the map file the release commands write (RELEASE_NGINX_MAP, see
   * `nginxVersionMap`). Fragments and remotes.json then follow each section's live version, or
   * its canary's for the browsers `split_clients` places there; without it, the locations' roots.
   */
  versionMap?: string;
}

/**
 * The map file the release commands write for the nginx site: each section's version for a
 * request (`$<section>_version`, empty for a section without releases), a canary placed with
 * `split_clients` on the bucket cookie as the Node server places it (section-versions.ts), and
 * `$agency_canary_running`. The site includes it; nginx reads it again on reload.
 */
export function nginxVersionMap(pointers: ReleasePointer[]): string {
  const lines = [
    '# Written by the release commands (npm run promote|rollback|canary|abort|retire -w remote-<name>).',
    '# Never edited: the next command writes it again.',
  ];
  let canaryRunning = false;
  for (const name of remoteNames) {
    const pointer = pointers.find((candidate) => candidate.section === name);
    const live = pointer?.live ?? '';
    const canary = pointer?.live ? pointer.canary : null;
    if (canary) {
      canaryRunning = true;
      lines.push(
        `split_clients "$agency_bucket" $${name}_in_canary {\n    ${canary.percent}% 1;\n    * "";\n}`,
        `map $${name}_in_canary $${name}_version {\n    1 ${quote(canary.version)};\n    default ${quote(live)};\n}`,
      );
    } else lines.push(`map $host $${name}_version {\n    default ${quote(live)};\n}`);
  }
  lines.push(`map $host $agency_canary_running {\n    default "${canaryRunning ? '1' : ''}";\n}`);
  return `${lines.join('\n')}\n`;
}

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

/**
 * The pages' includes of sections' fragments (`/_fragments/<section>/…`): proxied to the
 * section's location, within the deadline, never answered to a browser. A failed or late include
 * gives an empty body, and the page shows the slot's own content instead (the include's stub).
 */
function fragmentLocations(manifests: Record<string, string>, versioned: boolean): string[] {
  return Object.entries(manifests)
    .filter(([name]) => isRemoteName(name))
    .map(([name, manifest]) => {
      const base = new URL('.', manifest);
      const include = fragmentIncludePath(name as RemoteName, '');
      // With releases, the request's version folder: the rewritten path goes to the origin as it is.
      const target = versioned
        ? `rewrite ^${include}(.*)$ ${base.pathname}$${name}_prefix$1 break;
        proxy_pass ${base.origin};`
        : `proxy_pass ${base.href};`;
      return `    location ^~ ${include} {
        internal;
        ${target}
        proxy_ssl_server_name on;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        # Included as they are: a compressed fragment could not be spliced into the page.
        proxy_set_header Accept-Encoding "";
        proxy_connect_timeout ${FRAGMENT_DEADLINE_MS}ms;
        proxy_send_timeout ${FRAGMENT_DEADLINE_MS}ms;
        proxy_read_timeout ${FRAGMENT_DEADLINE_MS}ms;
        proxy_intercept_errors on;
        error_page 301 302 400 403 404 500 502 503 504 = @no_fragment;
    }`;
    });
}

/** What a canary's bucket decides: the pages (their index.html, once try_files found it) and remotes.json. */
const DECIDED_URI = '(.*/index\\.html|/remotes\\.json)';

/** The bucket, the cookie that sets a new one, and each section's folder for the request's version. */
function versionMaps(mapFile: string): string {
  const prefixes = remoteNames.map(
    (name) => `map $${name}_version $${name}_prefix {\n    "" "";\n    default "v/$${name}_version/";\n}`,
  );
  return `
# Sections' releases: the versions each request gets come from the release commands' map.
include ${mapFile};
map $cookie_${BUCKET_COOKIE} $agency_bucket_valid {
    "~^[0-9a-f]{32}$" 1;
    default "";
}
map $agency_bucket_valid $agency_bucket {
    1 $cookie_${BUCKET_COOKIE};
    default $request_id;
}
# A new bucket, while a canary runs, for a browser without one, and only on what the bucket
# decides: a page or remotes.json (after try_files, a page's $uri is its index.html), never a file
# or an error.
map "$agency_canary_running:$agency_bucket_valid:$status:$uri" $agency_set_bucket {
    "~^1::200:${DECIDED_URI}$" "${BUCKET_COOKIE}=$request_id; Path=/; Max-Age=${BUCKET_COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly; Secure";
    default "";
}
${prefixes.join('\n')}
`;
}

/** remotes.json for the request's versions (an empty version: the location's root). */
function versionedRemotesJson(manifests: Record<string, string>): string {
  const names = Object.keys(manifests).filter(isRemoteName);
  const locations = names.map(
    (name) => `"${name}":"${new URL('.', manifests[name]).href}\${${name}_prefix}mf-manifest.json"`,
  );
  const versions = names.map((name) => `"${name}":"$${name}_version"`);
  return `    # The sections' locations for this request's versions.
    location = /remotes.json {
        default_type application/json;
        return 200 '{${locations.join(',')},"versions":{${versions.join(',')}}}';
    }
`;
}

/**
 * Hashed files (name.0123456789ab.js) never change: a year, immutable. Everything else (the pages,
 * main.js, main.css, remotes.json, sitemap.xml, …) and every error (a 404 for a hashed name must
 * not be kept) is revalidated; with versions, a page or remotes.json a canary's bucket decided is
 * private, so no shared cache hands one browser's versions to another.
 */
function cacheControlMap(versioned: boolean): string {
  const immutable = `"public, max-age=31536000, immutable"`;
  if (!versioned)
    return `# Hashed files (name.0123456789ab.js) never change: a year, immutable. Everything else (the
# pages, main.js, main.css, remotes.json, sitemap.xml, …) and every error
# (a 404 for a hashed name must not be kept) is revalidated.
map "$status $uri" $harbourline_cache_control {
    "~^(?:200|206|304) .*\\.[0-9a-f]{12}\\.[a-z0-9]+$" ${immutable};
    default "no-cache";
}`;
  return `# Hashed files (name.0123456789ab.js) never change: a year, immutable. Everything else (the
# pages, main.js, main.css, remotes.json, sitemap.xml, …) and every error
# (a 404 for a hashed name must not be kept) is revalidated. While a canary runs, a page or
# remotes.json depends on the browser's bucket: private, never handed to another browser.
map "$agency_canary_running:$status $uri" $harbourline_cache_control {
    "~^1:200 ${DECIDED_URI}$" "private, no-cache";
    "~^[^:]*:(?:200|206|304) .*\\.[0-9a-f]{12}\\.[a-z0-9]+$" ${immutable};
    default "no-cache";
}`;
}

/** The locales with a folder of their own (`zh-hk`): every one but English. */
const localeSegments = () => locales.map((locale) => LOCALE_SEGMENT[locale]).filter(Boolean);

/**
 * A page's language comes from its address alone, as on the Node server: the error pages'
 * folder, and `Content-Language` on every page (HTML) answer. Nothing reads Accept-Language. The
 * maps read the request line (`GET /zh-hk/… HTTP/1.1`): nginx leaves `$request_uri` empty for an
 * address it cannot decode, whose 400 page must still be in the address's language.
 */
function localeMaps(): string {
  const tags = locales
    .filter((locale) => LOCALE_SEGMENT[locale])
    .map((locale) => `    "~^text/html[^|]*\\|\\S+ /${LOCALE_SEGMENT[locale]}(?:[/? ]|$)" "${LANGUAGE_TAG[locale]}";`);
  const folders = localeSegments().map((segment) => `    "~^\\S+ /${segment}(?:[/? ]|$)" "/${segment}";`);
  return `# A page's language comes from its address alone (never Accept-Language, a cookie or an address).
map $request $harbourline_locale_folder {
${folders.join('\n')}
    default "";
}
map "$sent_http_content_type|$request" $harbourline_content_language {
${tags.join('\n')}
    "~^text/html" "${LANGUAGE_TAG[DEFAULT_LOCALE]}";
    default "";
}`;
}

/** Each locale's Home is its folder: `/zh-hk` is sent there (a slash, not a negotiation). */
function localeLocations(): string {
  return localeSegments()
    .map(
      (segment) => `    location = /${segment} {
        return 301 /${segment}/$is_args$args;
    }`,
    )
    .join('\n');
}

export function nginxConfig(options: NginxConfigOptions): string {
  const headers = {
    ...securityHeaders('shell', sectionOrigins(Object.values(options.manifests), options.shellOrigin), {
      reportTo: options.cspReportTo,
    }),
    ...(options.hsts === false ? {} : { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }),
  };
  const headerLines = Object.entries(headers).map(([name, value]) => `    add_header ${name} ${quote(value)} always;`);
  const versioned = options.versionMap !== undefined;
  if (versioned)
    headerLines.push(
      '    # A new bucket, while a canary runs, for a browser without one (pages and remotes.json only).',
      '    add_header Set-Cookie $agency_set_bucket always;',
    );
  return `# Harbourline Digital: the shell's site on nginx (Debian's nginx 1.22 or later).
# Generated by \`npx tsx shared/server/scripts/nginx-config.ts\` from the deploy configuration (SHELL_URL,
# SERVICES_URL, BLOG_URL, PORTFOLIO_URL, CONTACT_URL): generate it for each environment together
# with that environment's remotes.json (\`--emit remotes.json\`), so the Content-Security-Policy
# names the same section origins. It belongs in nginx's http block, e.g.
# /etc/nginx/conf.d/harbourline.conf. TLS is the job of whatever terminates HTTPS; HSTS is sent on
# every answer (generate with \`--hsts off\` only for a site reached over plain HTTP).

${cacheControlMap(versioned)}
${localeMaps()}
${versioned ? versionMaps(options.versionMap ?? '') : ''}
server {
    listen ${options.listen};
    server_name ${options.serverName};
    root ${options.root};
    charset utf-8;
    # No version in the Server header or on error pages.
    server_tokens off;

    # The build writes a .gz (and a .br) beside every text file. For the .br files, install
    # libnginx-mod-http-brotli-static and add \`brotli_static on;\` here.
    gzip_static on;
    gzip_vary on;

    add_header Cache-Control $harbourline_cache_control always;
    add_header Content-Language $harbourline_content_language always;
${headerLines.join('\n')}

${
  versioned
    ? versionedRemotesJson(options.manifests)
    : `    # This environment's section locations, written by the deploy outside the dist.
    location = /remotes.json {
        alias ${options.remotesJsonFile};
    }
`
}
    # A route is answered with the page the build wrote for it (/about/story ->
    # about/story/index.html, / -> index.html); any other path is a 404 with the 404 page.
    # Pages are composed: SSI fills each slot's include with the section's fragment, and the
    # head's include with the fragment's styles (the same frames the Node server composes; nginx
    # leaves a rule the frame has in twice, where the Node server keeps one). Composed pages are
    # compressed as they go out.
    location / {
        try_files $uri/index.html =404;
        ssi on;
        ssi_silent_errors on;
        gzip_static off;
        gzip on;
    }
${localeLocations()}
    # The not-found page in the address's language (/zh-hk/… gets zh-hk/404.html).
    error_page 404 $harbourline_locale_folder/404.html;
    # An address that cannot be read (an invalid percent-encoding) gets the site's own 400 page.
    error_page 400 $harbourline_locale_folder/400.html;

    # Sections' fragments, for the pages' includes only.
${fragmentLocations(options.manifests, versioned).join('\n')}
    location @no_fragment {
        return 204;
    }

    # A missing file (a path with an extension) is a short plain 404, not the 404 page.
    location ~ \\.[A-Za-z0-9]+$ {
        try_files $uri @missing_file;
    }
    location @missing_file {
        types {}
        default_type text/plain;
        return 404 "Not found";
    }
}
`;
}
