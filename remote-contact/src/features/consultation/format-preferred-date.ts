/** The calendar's days are Hong Kong's: a day is written as it falls in Hong Kong, wherever the visitor is. */
const TIME_ZONE = 'Asia/Hong_Kong';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl formatter of the page's language, in Hong Kong time. Each is made once a page: making
 * one costs a phone about 20 ms, so the calendar makes those it needs as it renders, and the click
 * that picks a day finds them made.
 */
export function dateFormatter(intlLocale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlLocale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale, { ...options, timeZone: TIME_ZONE });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day at noon in Hong Kong: the same day however a formatter's zone reads it. */
export function hongKongNoon(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day, 4));
}

/**
 * A calendar day (`YYYY-MM-DD`) written out in the page's language, with Intl's `dateStyle`:
 * "Monday, 24 November 2025" (`en-HK`, full), "2025年11月24日" (`zh-HK`, long). Anything else is
 * returned unchanged.
 */
export function formatPreferredDate(isoDay: string, intlLocale: string, dateStyle: 'full' | 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  const [, year = '', month = '', day = ''] = match;
  const date = hongKongNoon(Number(year), Number(month) - 1, Number(day));
  if (date.getUTCDate() !== Number(day)) return isoDay;
  return dateFormatter(intlLocale, { dateStyle }).format(date);
}
