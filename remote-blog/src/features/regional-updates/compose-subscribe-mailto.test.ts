import { composeSubscribeMailto } from './compose-subscribe-mailto';

const expected =
  'mailto:info@harbourline.example' +
  '?subject=Subscribe%20to%20Regional%20Updates' +
  '&body=Hello%20Harbourline%20Digital%20team%2C%0D%0A%0D%0A' +
  'Please%20add%20me%20to%20the%20Hong%20Kong%20%26%20Asia%20Focus%20regional%20updates.%0D%0A%0D%0A' +
  'Name%3A%0D%0ACompany%3A%0D%0AMarkets%20of%20interest%3A%0D%0A%0D%0A' +
  '---%0D%0A' +
  'This%20subscription%20request%20was%20generated%20from%20the%20Hong%20Kong%20%26%20Asia%20Focus%20page.';

describe('composeSubscribeMailto', () => {
  it('addresses the company with the subscription subject and a CRLF body, percent-encoded', () => {
    expect(composeSubscribeMailto()).toBe(expected);
  });

  it('takes another address', () => {
    expect(composeSubscribeMailto('updates@example.com')).toBe(
      expected.replace('mailto:info@harbourline.example', 'mailto:updates@example.com'),
    );
  });
});
