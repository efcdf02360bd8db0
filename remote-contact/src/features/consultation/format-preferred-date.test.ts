import { formatPreferredDate } from './format-preferred-date';

describe('formatPreferredDate', () => {
  it.each([
    ['2025-11-24', 'Monday, 24 November 2025'],
    ['2025-12-31', 'Wednesday, 31 December 2025'],
    ['2026-01-01', 'Thursday, 1 January 2026'],
    ['2028-02-29', 'Tuesday, 29 February 2028'],
  ])('writes %s as "%s"', (day, long) => {
    expect(formatPreferredDate(day)).toBe(long);
  });

  it.each(['', 'tomorrow', '2025-02-30', '24/11/2025'])('returns %p unchanged', (value) => {
    expect(formatPreferredDate(value)).toBe(value);
  });
});
