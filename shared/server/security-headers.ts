import { createHash } from 'node:crypto';
import { SPECULATION_RULES } from '@agency/platform/page-start';
import { PAGE_START_SCRIPT } from '@agency/platform/page-start-script';

/**
 * The security headers of the five production servers (and of the nginx sample, which is
 * generated from the same function). The shell's Content-Security-Policy names exactly the
 * sections' origins of the environment: the ones its remotes.json points at, which the deploy
 * configuration (@agency/platform/deployment) derives from SERVICES_URL, BLOG_URL, … or ports.
 *
 * What the built site loads, and so what the policies allow:
 * - The shell's page runs one inline script, which starts the others once the page has painted
 *   (allowed by its hash, nothing else inline), its own scripts (main.js and its islands' chunks)
 *   and, on a page with a section's island, that section's remoteEntry.js and chunks, which the
 *   federation runtime adds as <script src> tags on the section's origin: script-src. main.js adds
 *   the page's Speculation Rules inline, allowed by their hash too. It
 *   fetches remotes.json from itself and each mf-manifest.json from the section's origin: connect-src. Section images (blog covers, portfolio SVGs) come from the section's origin:
 *   img-src. Every section origin is in all three, so a section can add an image or a chunk
 *   with a deploy of its own, never the shell's.
 * - The nav bar's logo is a data: SVG: img-src data: (the shell only).
 * - The brand font is self-hosted on each app's origin, and sections never ship CSS into the
 *   shell (their manifests list no css assets): font-src and style-src stay 'self'.
 * - The JSON-LD blocks (<script type="application/ld+json">) and the islands' props
 *   (<script type="application/json">) are data blocks, which the browser
 *   never executes and CSP does not govern: script-src needs neither a hash nor 'unsafe-inline'.
 * - Nothing is evaluated from strings: no 'unsafe-eval'. Nothing embeds a frame: frame-src 'none'.
 * - Forms compose a mailto: URL and hand it to the browser as a navigation, which form-action
 *   does not govern. Only in a browser that runs no script does a form submit itself, and then
 *   to the visitor's e-mail app (its action is a mailto: URL). So form-action mailto: alone.
 *
 * Isolation: no page of the site opens or is opened by another origin's window
 * (Cross-Origin-Opener-Policy: same-origin), none is framed (frame-ancestors 'none', and
 * X-Frame-Options: DENY for browsers without CSP 2). The shell's files are for its own pages
 * (Cross-Origin-Resource-Policy: same-origin); a section's code is loaded by the shell's page on
 * another origin (cross-origin). HSTS is sent when the site is reached over HTTPS (see
 * strictTransportSecurity): over plain HTTP a browser ignores it.
 *
 * Violations can be reported (optional): `reportTo` names an endpoint on the shell's origin; the
 * policy then carries `report-uri` (older browsers) and `report-to` with a `Reporting-Endpoints`
 * header (current ones), and the shell's server logs what arrives (plugins/csp-reports.ts).
 */

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * What the shell's pages carry inline (@agency/platform/page-start-script), each allowed by its hash: the
 * start script and the Speculation Rules. The policy allows no other inline script. (With a hash
 * in script-src, browsers ignore 'inline-speculation-rules': the rules need a hash of their own.)
 */
export const PAGE_START_SCRIPT_SOURCE = hashSource(PAGE_START_SCRIPT);
export const SPECULATION_RULES_SOURCE = hashSource(SPECULATION_RULES);

/** The shell's server, or a section's (each section's policy is the same, for its own origin). */
export type ServerKind = 'shell' | 'section';

type Directives = [name: string, sources: string[]][];

const serialize = (directives: Directives): string =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/**
 * The sections' origins from their manifest URLs (remotes.json's values, which the deploy
 * configuration writes), each once. Sections deployed under the shell's own origin (a path per
 * section) are 'self' already and left out.
 */
export function sectionOrigins(manifestUrls: Iterable<string>, shellOrigin?: string): string[] {
  const origins = [...manifestUrls].map((url) => new URL(url).origin);
  return [...new Set(origins)].filter((origin) => origin !== shellOrigin);
}

/**
 * The Content-Security-Policy of a server's responses; `sections` are the sections' origins
 * (shell only). A section's own server answers for its standalone page (a section team's check
 * of its build), which loads nothing but its own origin's files; the policy sent with its
 * remoteEntry.js and chunks does not apply inside the shell, where the shell page's policy
 * governs them. So a section's policy is its own origin alone (and data: images).
 */
export function contentSecurityPolicy(
  kind: ServerKind,
  sections: readonly string[] = [],
  options: SecurityHeaderOptions = {},
): string {
  const isShell = kind === 'shell';
  const others = isShell ? sections : [];
  const reporting: Directives = options.reportTo
    ? [
        ['report-uri', [options.reportTo]],
        ['report-to', [REPORT_GROUP]],
      ]
    : [];
  return serialize([
    // CSP Level 3 checks prefetches (and prerenders) against default-src itself.
    ['default-src', ["'self'", ...others]],
    // The shell's page: its start script and the Speculation Rules its script adds, by their hashes.
    ['script-src', ["'self'", ...(isShell ? [PAGE_START_SCRIPT_SOURCE, SPECULATION_RULES_SOURCE] : []), ...others]],
    ['connect-src', ["'self'", ...others]],
    // data: for the logo and the illustrations (article covers, project visuals), which the
    // builds inline as SVG data URLs, on the shell's pages and on a section's own page alike.
    ['img-src', ["'self'", 'data:', ...others]],
    ['font-src', ["'self'"]],
    // 'unsafe-inline' only because emotion (MUI's styling) writes <style> elements at run time.
    // A nonce would need a fresh value per response, which static files cannot carry; a hash of
    // index.html's one fixed <style> block would switch 'unsafe-inline' off and break emotion.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ['mailto:']],
    ['frame-ancestors', ["'none'"]],
    ...reporting,
  ]);
}

/** The Reporting API group the policy's `report-to` names. */
const REPORT_GROUP = 'csp';

export interface SecurityHeaderOptions {
  /** Where browsers send policy violations: a path or URL on the shell's origin (optional). */
  reportTo?: string;
}

/** One year, and every subdomain: the whole site is HTTPS or nothing. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the site never uses, denied to the page and anything it could embed. The
 * blog's Share button uses navigator.share where the platform has a share sheet and the
 * clipboard otherwise: clipboard-write is allowed for the page's own origin, and web-share is
 * left at its default (also 'self') rather than named, because Chromium builds without a share
 * sheet (Linux) warn on every page about an unrecognised feature. clipboard-read stays at its
 * default too. Every name below is one Chromium recognises; the e2e suite fails on a
 * Permissions-Policy console warning.
 */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = [...deniedFeatures.map((feature) => `${feature}=()`), 'clipboard-write=(self)'].join(
  ', ',
);

/**
 * Every security header of a server's responses, the same on every answer: pages, scripts, JSON,
 * 404s, 5xx and the server's own 400 and 431 (HSTS is added per request, where it applies).
 */
export function securityHeaders(
  kind: ServerKind,
  sections: readonly string[] = [],
  options: SecurityHeaderOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(kind, sections, options),
    ...(options.reportTo ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${options.reportTo}"` } : {}),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': kind === 'shell' ? 'same-origin' : 'cross-origin',
  };
}
