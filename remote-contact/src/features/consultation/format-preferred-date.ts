import { MONTH_NAMES, WEEKDAY_NAMES } from '@agency/content/site/calendar-names';

/**
 * A calendar day (`YYYY-MM-DD`) as a long English date: "Monday, 24 November 2025", read in UTC
 * so the visitor's time zone cannot move the day. Spelled out here rather than by
 * Intl.DateTimeFormat: the site is in English, and making a formatter costs a phone about 20 ms
 * of the click that picks the date. Anything else is returned unchanged.
 */
export function formatPreferredDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day)) return isoDay;
  return `${WEEKDAY_NAMES[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
