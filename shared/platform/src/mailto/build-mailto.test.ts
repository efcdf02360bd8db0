import { MAILTO_MAX_LENGTH, buildMailto, exceedsMailtoLimit, toCrlf } from './build-mailto';

/** The raw (still encoded) query parameters of a mailto: URL built by buildMailto. */
function parts(url: string) {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(url);
  if (!match) throw new Error(`Not a mailto URL with subject and body: ${url.slice(0, 200)}`);
  const [, to = '', subject = '', body = ''] = match;
  return { to, subject, body };
}

describe('buildMailto', () => {
  it('encodes the subject and the CRLF-normalised body per RFC 6068', () => {
    expect(buildMailto('info@harbourline.example', 'Hello there', 'a\nb\r\nc\rd')).toBe(
      'mailto:info@harbourline.example?subject=Hello%20there&body=a%0D%0Ab%0D%0Ac%0D%0Ad',
    );
  });

  it('keeps an empty subject and body as empty parameters', () => {
    expect(buildMailto('a@b.example', '', '')).toBe('mailto:a@b.example?subject=&body=');
  });

  it('encodes a space as %20 and a plus as %2B, never + for a space', () => {
    expect(buildMailto('a@b.example', 'a b+c', '')).toBe('mailto:a@b.example?subject=a%20b%2Bc&body=');
  });

  it('does not throw on an unpaired surrogate', () => {
    expect(buildMailto('a@b.example', 'x\uD83D', 'ok')).toBe('mailto:a@b.example?subject=x%EF%BF%BD&body=ok');
    expect(buildMailto('a@b.example', '', '\uDE00y')).toBe('mailto:a@b.example?subject=&body=%EF%BF%BDy');
  });

  it.each([
    ['Chinese', '陳大文 有限公司', '%E9%99%B3%E5%A4%A7%E6%96%87%20%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8'],
    ['an emoji (a surrogate pair)', '🚀', '%F0%9F%9A%80'],
    ['query delimiters', '&%#?=+', '%26%25%23%3F%3D%2B'],
    ['quotes', `"a" 'b'`, "%22a%22%20'b'"],
  ])('encodes %s as UTF-8 percent-escapes', (_name, text, encoded) => {
    const { subject, body } = parts(buildMailto('a@b.example', text, text));
    expect(subject).toBe(encoded);
    expect(body).toBe(encoded);
  });

  it.each([
    ['CJK', '我們需要一個新網站'],
    ['emoji with a ZWJ sequence', 'Team 👩‍💻 🇭🇰'],
    ['delimiters', 'a&b=c?d#e%f+g'],
    ['literal percent sequences', '%20 %0D%0A %E4'],
    ['CRLF text', 'one\r\ntwo\r\n\r\nfour'],
    ['5,000 characters', '項目 & 100%? #'.repeat(400).slice(0, 5000)],
  ])('gives back %s exactly when decoded', (_name, text) => {
    const { subject, body } = parts(buildMailto('a@b.example', text, text));
    expect(decodeURIComponent(subject)).toBe(text);
    expect(decodeURIComponent(body)).toBe(text);
    // Only the query's own separators are left unencoded.
    expect(buildMailto('a@b.example', text, text).match(/[?&#=]/g)).toEqual(['?', '=', '&', '=']);
  });

  it('turns bare LF and CR in the body into CRLF, leaving no lone %0D or %0A', () => {
    const { body } = parts(buildMailto('a@b.example', '', 'a\nb\rc\r\n\n'));
    expect(body).toBe('a%0D%0Ab%0D%0Ac%0D%0A%0D%0A');
    expect(toCrlf('x\n\ry')).toBe('x\r\n\r\ny');
  });
});

describe('the mailto length guard', () => {
  const to = 'info@harbourline.example';
  const prefixLength = `mailto:${to}?subject=&body=`.length;
  const urlOfLength = (length: number) => buildMailto(to, '', 'x'.repeat(length - prefixLength));

  it('allows 1,800 characters', () => {
    expect(MAILTO_MAX_LENGTH).toBe(1800);
    expect(urlOfLength(1800)).toHaveLength(1800);
    expect(exceedsMailtoLimit(urlOfLength(1800))).toBe(false);
  });

  it('flags 1,801 characters and more', () => {
    expect(exceedsMailtoLimit(urlOfLength(1801))).toBe(true);
    expect(exceedsMailtoLimit(urlOfLength(5000))).toBe(true);
  });

  it('measures the encoded URL, not the typed text: 300 Chinese characters are 2,700 URL characters', () => {
    const url = buildMailto(to, '', '字'.repeat(300));
    expect(url).toHaveLength(prefixLength + 2700);
    expect(exceedsMailtoLimit(url)).toBe(true);
  });
});
