/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { checkPreview, previewCookieValue, previewLink, readPreview, withPreviewBanner } from './preview-links';

const secret = 'a secret only the server knows';
const now = 1_800_000_000;
const preview = { section: 'blog' as const, version: '1.4.0-6f01a98d874a', expires: now + 3600 };
const query = (link: string) => Object.fromEntries(new URL(link, 'http://localhost').searchParams);

describe('preview links', () => {
  it('signs the section, the version and the expiry with an HMAC of the secret', () => {
    const sig = createHmac('sha256', secret)
      .update(`blog\n1.4.0-6f01a98d874a\n${now + 3600}`)
      .digest('base64url');
    expect(previewLink(secret, preview)).toBe(
      `/_preview?section=blog&version=1.4.0-6f01a98d874a&expires=${now + 3600}&sig=${sig}`,
    );
    expect(checkPreview(secret, query(previewLink(secret, preview)), now)).toEqual({ preview });
  });

  it('refuses a link that was changed, has expired, lasts too long, or comes without a secret', () => {
    const link = query(previewLink(secret, preview));
    expect(checkPreview(secret, { ...link, version: '1.4.1' }, now)).toEqual({
      refused: 'This preview link is not valid: its signature does not match.',
    });
    expect(checkPreview(secret, { ...link, section: 'contact' }, now)).toEqual({
      refused: 'This preview link is not valid: its signature does not match.',
    });
    expect(checkPreview('another secret', link, now)).toEqual({
      refused: 'This preview link is not valid: its signature does not match.',
    });
    expect(checkPreview(secret, link, now + 3600)).toEqual({ refused: 'This preview link has expired.' });
    const long = { ...preview, expires: now + 8 * 24 * 3600 };
    expect(checkPreview(secret, query(previewLink(secret, long)), now)).toEqual({
      refused: 'This preview link lasts longer than a preview may (seven days).',
    });
    expect(checkPreview(secret, { ...link, section: 'shell' }, now)).toEqual({
      refused: 'This preview link is not valid.',
    });
    expect(checkPreview(secret, { section: 'blog' }, now)).toEqual({ refused: 'This preview link is incomplete.' });
    expect(checkPreview(undefined, link, now)).toEqual({ refused: 'Preview links are not enabled on this server.' });
  });

  it('reads the preview back from its cookie until it expires', () => {
    const cookie = previewCookieValue(secret, preview);
    expect(readPreview(secret, cookie, now)).toEqual(preview);
    expect(readPreview(secret, cookie, now + 3600)).toBeUndefined();
    expect(readPreview(secret, cookie.replace('1.4.0', '1.5.0'), now)).toBeUndefined();
    expect(readPreview(secret, undefined, now)).toBeUndefined();
  });

  it('puts the banner, with the way out, at the end of the body', () => {
    const html = withPreviewBanner('<html><body><main>page</main></body></html>', preview);
    expect(html).toMatch(/^<html><body><main>page<\/main><div role="region" aria-label="Preview" data-preview-banner/);
    expect(html).toContain('Preview: <strong>blog 1.4.0-6f01a98d874a</strong>. Only this browser sees it.');
    expect(html).toContain('<a href="/_preview/end"');
    expect(html.endsWith('End preview</a></div></body></html>')).toBe(true);
  });
});
