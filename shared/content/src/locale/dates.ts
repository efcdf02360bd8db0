import type { Locale } from '@agency/platform/routes';

/** Each language's own tag for Intl: Hong Kong English, and Hong Kong Chinese (never bare zh-Hant: Taiwan wording). */
const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-HK', 'zh-HK': 'zh-HK' };

const formatters = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar date (`2025-01-15`) spelled out as the page's language writes it, on the server:
 * `15 January 2025`, `2025年1月15日`. Islands are given the finished string, so a browser
 * elsewhere (another ICU, another time zone) shows exactly what the page says.
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`not an ISO date: ${isoDate}`);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' });
    formatters.set(locale, formatter);
  }
  // Noon in Hong Kong: the same day however the formatter's zone is read.
  return formatter.format(new Date(`${isoDate}T12:00:00+08:00`));
}

export { INTL_LOCALE };
