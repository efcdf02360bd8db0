import { scrubMessage, scrubStack } from './telemetry';

describe('scrubMessage', () => {
  it('keeps one line, drops every query string and fragment, and cuts it short', () => {
    expect(scrubMessage('Failed to fetch\n  https://api.example/x?email=a@b.hk#top from page')).toBe(
      'Failed to fetch https://api.example/x from page',
    );
    const long = scrubMessage(`Error: ${'x'.repeat(300)}`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('scrubStack', () => {
  const own = ['https://www.harbourline.example', 'https://blog.cdn.example'];

  it('keeps the file names of the site’s own origins only', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at share (https://blog.cdn.example/v/1.4.0/304.8e01c50bd440.js?v=2:1:2345)',
      '    at https://www.harbourline.example/main.js:1:99',
      '    at inject (https://ads.example/tag.js:3:7)',
      '    at chrome-extension://abc/content.js:1:1',
    ].join('\n');
    expect(scrubStack(stack, own)).toEqual(['304.8e01c50bd440.js:1:2345', 'main.js:1:99']);
    expect(scrubStack(undefined, own)).toEqual([]);
  });

  it('keeps at most eight frames', () => {
    const stack = Array.from(
      { length: 12 },
      (_, index) => `at https://www.harbourline.example/main.js:1:${index}`,
    ).join('\n');
    expect(scrubStack(stack, own)).toHaveLength(8);
  });
});
