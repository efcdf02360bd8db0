/** The parts of a mailto: URL built by buildMailto: raw (still encoded) and decoded. */
export interface MailtoParts {
  to: string;
  subject: string;
  body: string;
  decodedSubject: string;
  decodedBody: string;
}

/** Splits `mailto:TO?subject=…&body=…`; throws on anything else, so a malformed URL fails the test. */
export function mailtoParts(url: string): MailtoParts {
  const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(url);
  if (!match) throw new Error(`Not a mailto URL with subject and body: ${url.slice(0, 200)}`);
  const [, to = '', subject = '', body = ''] = match;
  return { to, subject, body, decodedSubject: decodeURIComponent(subject), decodedBody: decodeURIComponent(body) };
}
