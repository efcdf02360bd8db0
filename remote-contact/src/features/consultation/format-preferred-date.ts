let longDate: Intl.DateTimeFormat | undefined;

/** Made on first use: a formatter is costly to make, and the contact section's start-up never needs one. */
function longDateFormat(): Intl.DateTimeFormat {
  longDate ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDate;
}

/**
 * A calendar day (`YYYY-MM-DD`) as a long English date: "Monday, 24 November 2025". Built from
 * the parts so the comma after the weekday does not depend on the ICU version, and read in UTC
 * so the visitor's time zone cannot move the day. Anything else is returned unchanged.
 */
export function formatPreferredDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day)) return isoDay;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    longDateFormat()
      .formatToParts(date)
      .find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}
