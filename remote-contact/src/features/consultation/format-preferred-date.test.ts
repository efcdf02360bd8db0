import { formatPreferredDate } from './format-preferred-date';

describe('formatPreferredDate', () => {
  it.each([
    ['2025-11-24', 'Monday, 24 November 2025'],
    ['2025-12-31', 'Wednesday, 31 December 2025'],
    ['2026-01-01', 'Thursday, 1 January 2026'],
    ['2028-02-29', 'Tuesday, 29 February 2028'],
  ])('writes %s as "%s"', (day, long) => {
    expect(formatPreferredDate(day, 'en-HK', 'full')).toBe(long);
  });

  it.each(['', 'tomorrow', '2025-02-30', '24/11/2025'])('returns %p unchanged', (value) => {
    expect(formatPreferredDate(value, 'en-HK', 'full')).toBe(value);
  });
});

describe('formatPreferredDate on a Chinese page', () => {
  it.each([
    ['2025-11-24', '2025年11月24日'],
    ['2026-11-27', '2026年11月27日'],
    ['2028-02-29', '2028年2月29日'],
  ])('writes %s as "%s", the long form of zh-HK', (day, long) => {
    expect(formatPreferredDate(day, 'zh-HK', 'long')).toBe(long);
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('writes the same day in a browser at %s', (zone) => {
    const processZone = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(formatPreferredDate('2026-01-01', 'zh-HK', 'long')).toBe('2026年1月1日');
      expect(formatPreferredDate('2025-12-31', 'en-HK', 'full')).toBe('Wednesday, 31 December 2025');
    } finally {
      process.env.TZ = processZone;
    }
  });
});
