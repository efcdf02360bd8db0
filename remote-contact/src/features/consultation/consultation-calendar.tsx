import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { dateFormatter, hongKongNoon } from './format-preferred-date';

const ISO_DAY = 'YYYY-MM-DD';

/** A calendar day as Intl takes it. */
const dateOf = (day: Dayjs) => hongKongNoon(day.year(), day.month(), day.date());

/**
 * MUI X's dayjs adapter, with the names a visitor reads written by Intl in the page's language:
 * the month's heading ("November 2025", "2025年11月") and a weekday's name ("Monday", "星期一").
 * dayjs still does the rest (the month's grid, which days are past, keyboard moves).
 */
function intlAdapter(intlLocale: string) {
  const named = new Map<string, Intl.DateTimeFormat>([
    // The heading's format (PickersCalendarHeader: `${formats.month} ${formats.year}`).
    ['MMMM YYYY', dateFormatter(intlLocale, { year: 'numeric', month: 'long' })],
    // A weekday's column header (its accessible name: `formats.weekday`).
    ['dddd', dateFormatter(intlLocale, { weekday: 'long' })],
  ]);
  return class IntlAdapter extends AdapterDayjs {
    constructor(...options: ConstructorParameters<typeof AdapterDayjs>) {
      super(...options);
      const dayjsFormat = this.formatByString;
      this.formatByString = (value, format) => named.get(format)?.format(dateOf(value)) ?? dayjsFormat(value, format);
    }
  };
}

export interface ConsultationCalendarProps {
  /** The chosen day as `YYYY-MM-DD`, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The page's language tag for Intl (`en-HK`, `zh-HK`), which names the months and weekdays. */
  intlLocale: string;
  /** The accessible names of the arrows. */
  previousMonth: string;
  nextMonth: string;
}

/**
 * One month, one day at a time; days before today are disabled and choosing the selected day
 * again clears it (with the mouse, or Enter / Space on the focused day). Arrow keys, Page Up /
 * Page Down, Home and End move around the month (MUI X's keyboard model). Its words are the
 * page's: Intl's month and weekday names in the page's language, and the arrows' names in its props.
 *
 * Loaded with React.lazy by the consultation form: MUI X and dayjs stay out of every other
 * page's download.
 */
export default function ConsultationCalendar({
  value,
  onChange,
  intlLocale,
  previousMonth,
  nextMonth,
}: ConsultationCalendarProps) {
  const selected = value ? dayjs(value) : null;
  const adapter = useMemo(() => intlAdapter(intlLocale), [intlLocale]);
  const letter = dateFormatter(intlLocale, { weekday: 'narrow' });
  const fullDate = dateFormatter(intlLocale, { dateStyle: 'full' });

  const handleChange = (day: Dayjs | null) => {
    const next = day ? day.format(ISO_DAY) : null;
    onChange(next !== null && next === value ? null : next);
  };

  return (
    <LocalizationProvider dateAdapter={adapter} localeText={{ previousMonth, nextMonth }}>
      <DateCalendar
        value={selected}
        onChange={handleChange}
        views={['day']}
        disablePast
        // The month changes at once, without the slide: while the old month slid out, its grid was
        // still there, and a quick Tab out of the new month focused a day of the old one, which
        // turned the calendar back to it.
        reduceAnimations
        dayOfWeekFormatter={(day) => letter.format(dateOf(day))}
        // A day's number alone is ambiguous out of the grid's context; screen readers get the full
        // date. No ripple: the selected day's fill answers a tap at once, and mounting the ripple
        // on the first tap made that tap's next paint about 40 ms later on a 4×-slowed phone (bench).
        slotProps={{ day: ({ day }) => ({ 'aria-label': fullDate.format(dateOf(day)), disableRipple: true }) }}
        sx={{ m: 0, width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
