/**
 * mailto: links per RFC 6068. The subject and body are percent-encoded as UTF-8 with
 * encodeURIComponent (a space is %20, never +), and every line break of the body,
 * whether \n, \r\n or \r, is written as CRLF (%0D%0A).
 */

/** Normalises every line break (\r\n, \r or \n) to CRLF. */
export function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

/**
 * Replaces unpaired UTF-16 surrogates, which have no UTF-8 form and would make
 * encodeURIComponent throw, with U+FFFD. Well-formed text (emoji included) is unchanged.
 */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** `mailto:TO?subject=…&body=…` with the subject and the CRLF-normalised body percent-encoded. */
export function buildMailto(to: string, subject: string, body: string): string {
  const encodedSubject = encodeURIComponent(wellFormed(subject));
  const encodedBody = encodeURIComponent(wellFormed(toCrlf(body)));
  return `mailto:${to}?subject=${encodedSubject}&body=${encodedBody}`;
}

/**
 * The longest mailto: URL we hand to an e-mail app. Some mail clients (and the operating
 * system's URL hand-off on Windows) silently cut longer links, which would truncate the body.
 */
export const MAILTO_MAX_LENGTH = 1800;

/** Whether a mailto: URL is too long to be handed to an e-mail app without risk of truncation. */
export function exceedsMailtoLimit(url: string): boolean {
  return url.length > MAILTO_MAX_LENGTH;
}

/**
 * Sends the browser to a mailto: URL, which opens the visitor's e-mail app.
 * Kept in its own function so tests can replace it (jsdom cannot navigate, and its
 * `window.location` cannot be redefined).
 */
export function openMailto(url: string): void {
  window.location.href = url;
}
