/**
 * Signed preview links: `/_preview?section=blog&version=1.4.0&expires=<unix s>&sig=<hmac>` shows
 * one section at one published version to the browser that opens it, until the link expires.
 *
 * The signature is an HMAC-SHA256 of the section, the version and the expiry under a secret that
 * only the shell's server and whoever prints links know (`PREVIEW_SECRET`). Whoever holds a link
 * can preview until it expires; nobody can make one for another version, section or time without
 * the secret. The browser keeps the signed values in a cookie, checked again on every request, so
 * the preview ends when the link would have expired.
 *
 * A cookie set by the shell never reaches a section's origin, so the section's own server checks
 * a grant instead: the composed page and remotes.json name a previewed version's location as
 * `<section location>/g/<expires>.<signature>/v/<version>/`, signed for that section, version
 * and expiry under the same secret. Its files are served there, and only there, while the version
 * is embargoed (never live, never in a canary); chunks and fragments are found relative to the
 * manifest, so every file of the version carries the grant. The shell reads the whole pointer,
 * embargoed versions included, with a token of its own (`pointerToken`); anyone else is told only
 * of the versions that have been visible.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  END_PREVIEW_PATH,
  MAX_PREVIEW_SECONDS,
  PREVIEW_PATH,
  VERSION_PATTERN,
  VERSIONS_FOLDER,
} from '@agency/platform/releases';
import type { RemoteName } from '@agency/platform/routes';
import { remoteNames } from '@agency/platform/routes';

export interface Preview {
  section: RemoteName;
  version: string;
  /** Unix time, in seconds. */
  expires: number;
}

const signature = (secret: string, { section, version, expires }: Preview) =>
  createHmac('sha256', secret).update(`${section}\n${version}\n${expires}`).digest('base64url');

/**
 * The shortest secret taken: a printed link is an HMAC anyone holding it can test guesses of the
 * secret against offline, so the secret must be too long to guess (32 random bytes and more).
 */
export const MIN_PREVIEW_SECRET_BYTES = 32;

/** PREVIEW_SECRET as a server takes it: unset, or too short (then previews stay off, and why). */
export function previewSecretFrom(value: string | undefined): { secret?: string; problem?: string } {
  if (!value) return {};
  const bytes = Buffer.byteLength(value);
  if (bytes < MIN_PREVIEW_SECRET_BYTES)
    return {
      problem:
        `PREVIEW_SECRET is ${bytes} bytes, shorter than the ${MIN_PREVIEW_SECRET_BYTES} a preview secret needs ` +
        '(e.g. `openssl rand -base64 48`): previews stay off.',
    };
  return { secret: value };
}

/** The folder under a section's location where granted versions are served. */
export const GRANTS_FOLDER = 'g';

const grantSignature = (secret: string, { section, version, expires }: Preview) =>
  createHmac('sha256', secret).update(`grant\n${section}\n${version}\n${expires}`).digest('base64url');

/** The location of a previewed version's files at its section's location (a folder URL ending in `/`). */
export function grantedFolder(base: string, secret: string, preview: Preview): string {
  const grant = `${preview.expires}.${grantSignature(secret, preview)}`;
  return new URL(`${GRANTS_FOLDER}/${grant}/${VERSIONS_FOLDER}/${encodeURIComponent(preview.version)}/`, base).href;
}

/** Whether a grant (`<expires>.<signature>`) opens this section's version now. */
export function grantOpens(
  secret: string | undefined,
  grant: string,
  section: RemoteName,
  version: string,
  nowSeconds: number,
): boolean {
  if (!secret) return false;
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(grant);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= nowSeconds || expires > nowSeconds + MAX_PREVIEW_SECONDS) return false;
  const expected = Buffer.from(grantSignature(secret, { section, version, expires }));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What the shell sends for the whole pointer of a section, embargoed versions included. */
export function pointerToken(secret: string, section: RemoteName): string {
  return createHmac('sha256', secret).update(`pointer\n${section}`).digest('base64url');
}

/** Whether an Authorization header carries the shell's pointer token for this section. */
export function holdsPointerToken(
  secret: string | undefined,
  header: string | undefined,
  section: RemoteName,
): boolean {
  if (!secret || !header?.startsWith('Bearer ')) return false;
  const expected = Buffer.from(pointerToken(secret, section));
  const given = Buffer.from(header.slice('Bearer '.length));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The link's path and query. */
export function previewLink(secret: string, preview: Preview): string {
  const query = new URLSearchParams({
    section: preview.section,
    version: preview.version,
    expires: String(preview.expires),
    sig: signature(secret, preview),
  });
  return `${PREVIEW_PATH}?${query}`;
}

/** The cookie's value: the link's signed values, read back by `readPreview`. */
export function previewCookieValue(secret: string, preview: Preview): string {
  return [preview.section, preview.version, preview.expires, signature(secret, preview)].join('~');
}

export type PreviewCheck = { preview: Preview } | { refused: string };

/**
 * A link's values, checked: a known section, a version name, an expiry still ahead, and the
 * signature of exactly those. Whether the version is published is the caller's to check.
 */
export function checkPreview(
  secret: string | undefined,
  values: { section?: string; version?: string; expires?: string; sig?: string },
  nowSeconds: number,
): PreviewCheck {
  if (!secret) return { refused: 'Preview links are not enabled on this server.' };
  const { section, version, expires, sig } = values;
  if (!section || !version || !expires || !sig) return { refused: 'This preview link is incomplete.' };
  if (
    !(remoteNames as readonly string[]).includes(section) ||
    !VERSION_PATTERN.test(version) ||
    !/^\d{1,12}$/.test(expires)
  )
    return { refused: 'This preview link is not valid.' };
  const preview: Preview = { section: section as RemoteName, version, expires: Number(expires) };
  const expected = Buffer.from(signature(secret, preview));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { refused: 'This preview link is not valid: its signature does not match.' };
  if (preview.expires <= nowSeconds) return { refused: 'This preview link has expired.' };
  if (preview.expires > nowSeconds + MAX_PREVIEW_SECONDS)
    return { refused: 'This preview link lasts longer than a preview may (seven days).' };
  return { preview };
}

/** The preview a request's cookie carries, if its signature holds and it has not expired. */
export function readPreview(
  secret: string | undefined,
  cookie: string | undefined,
  nowSeconds: number,
): Preview | undefined {
  if (!cookie) return undefined;
  const [section, version, expires, sig] = cookie.split('~');
  const checked = checkPreview(secret, { section, version, expires, sig }, nowSeconds);
  return 'preview' in checked ? checked.preview : undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The banner every page carries during a preview: the last thing on the page, held at the bottom
 * of the window while the page scrolls (so it never covers the footer), with the way out. Styled
 * inline: it must look the same on every page, whatever CSS the page has.
 */
export function previewBanner(preview: Preview): string {
  return (
    `<div role="region" aria-label="Preview" data-preview-banner style="position:sticky;bottom:0;z-index:2147483647;` +
    `display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;justify-content:center;padding:10px 16px;` +
    `background:#0E1A2B;color:#FFFFFF;font:500 15px/1.4 system-ui,sans-serif;box-shadow:0 -2px 8px rgba(0,0,0,.25)">` +
    `<p style="margin:0">Preview: <strong>${escapeHtml(preview.section)} ${escapeHtml(preview.version)}</strong>. ` +
    `Only this browser sees it.</p>` +
    `<a href="${END_PREVIEW_PATH}" style="color:#FFFFFF;font-weight:700;text-decoration:underline;padding:4px 0">End preview</a></div>`
  );
}

/** A page with the banner as the last thing in its body. */
export function withPreviewBanner(html: string, preview: Preview): string {
  const at = html.lastIndexOf('</body>');
  const banner = previewBanner(preview);
  return at === -1 ? html + banner : html.slice(0, at) + banner + html.slice(at);
}
