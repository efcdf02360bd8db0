import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { subscribeMailto } from './compose-subscribe-mailto';

const expected =
  'mailto:info@harbourline.example' +
  '?subject=Subscribe%20to%20Regional%20Updates' +
  '&body=Hello%20Harbourline%20Digital%20team%2C%0D%0A%0D%0A' +
  'Please%20add%20me%20to%20the%20Hong%20Kong%20%26%20Asia%20Focus%20regional%20updates.%0D%0A%0D%0A' +
  'Name%3A%0D%0ACompany%3A%0D%0AMarkets%20of%20interest%3A%0D%0A%0D%0A' +
  '---%0D%0A' +
  'This%20subscription%20request%20was%20generated%20from%20the%20Hong%20Kong%20%26%20Asia%20Focus%20page.';

describe('subscribeMailto', () => {
  it('addresses the company with the subscription subject and a CRLF body, percent-encoded', () => {
    expect(subscribeMailto(blogCatalog.en.asiaFocus.subscribe)).toBe(expected);
  });

  it('takes another address', () => {
    expect(subscribeMailto(blogCatalog.en.asiaFocus.subscribe, 'updates@example.com')).toBe(
      expected.replace('mailto:info@harbourline.example', 'mailto:updates@example.com'),
    );
  });

  it('writes a Chinese page’s request in Chinese, UTF-8 percent-encoded, %20 never +', () => {
    const url = subscribeMailto(blogCatalog['zh-HK'].asiaFocus.subscribe);
    const subject = new URL(url).searchParams.get('subject');
    expect(subject).toBe(blogCatalog['zh-HK'].asiaFocus.subscribe.subject);
    expect(subject).toMatch(/[\u4e00-\u9fff]/);
    expect(url).not.toContain('+');
    expect(url).toContain('%0D%0A');
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe(
      blogCatalog['zh-HK'].asiaFocus.subscribe.body.replace(/\n/g, '\r\n'),
    );
  });
});
