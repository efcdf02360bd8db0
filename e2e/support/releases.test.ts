import { describe, expect, it } from '@jest/globals';
import { binomialBounds, pageRemotes } from './releases';

describe('binomialBounds', () => {
  it('accepts the counts a fair 10 % draw of 400 gives, at p < 0.001', () => {
    // Each tail at most 0.0005: P(X ≤ 21) = 0.00044, P(X ≥ 62) = 0.00038, P(X ≥ 61) = 0.00063.
    expect(binomialBounds(400, 0.1, 0.001)).toEqual([22, 61]);
  });

  it('narrows as the level loosens', () => {
    const [low, high] = binomialBounds(400, 0.1, 0.05);
    expect(low).toBeGreaterThan(22);
    expect(high).toBeLessThan(61);
  });
});

describe('pageRemotes', () => {
  it('reads what a composed page names as its sections’ versions', () => {
    const html =
      '<head><script type="application/json" id="agency-remotes">{"blog":"http://localhost:3002/v/1.4.0/mf-manifest.json","versions":{"blog":"1.4.0"}}</script></head>';
    expect(pageRemotes(html)).toEqual({
      blog: 'http://localhost:3002/v/1.4.0/mf-manifest.json',
      versions: { blog: '1.4.0' },
    });
    expect(pageRemotes('<head></head>')).toEqual({});
  });
});
