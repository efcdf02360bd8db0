import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

const ISO_DAY = 'YYYY-MM-DD';

export interface ConsultationCalendarProps {
  /** The chosen day as `YYYY-MM-DD`, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * One month, one day at a time; days before today are disabled and choosing the selected day
 * again clears it (with the mouse, or Enter / Space on the focused day). Arrow keys, Page Up /
 * Page Down, Home and End move around the month (MUI X's keyboard model).
 *
 * Loaded with React.lazy by the consultation form: MUI X and dayjs stay out of every other
 * page's download.
 */
export default function ConsultationCalendar({ value, onChange }: ConsultationCalendarProps) {
  const selected = value ? dayjs(value) : null;

  const handleChange = (day: Dayjs | null) => {
    const next = day ? day.format(ISO_DAY) : null;
    onChange(next !== null && next === value ? null : next);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        value={selected}
        onChange={handleChange}
        views={['day']}
        disablePast
        // The month changes at once, without the slide: while the old month slid out, its grid was
        // still there, and a quick Tab out of the new month focused a day of the old one, which
        // turned the calendar back to it.
        reduceAnimations
        // A day's number alone is ambiguous out of the grid's context; screen readers get the full
        // date. No ripple: the selected day's fill answers a tap at once, and mounting the ripple
        // on the first tap made that tap's next paint about 40 ms later on a 4×-slowed phone (bench).
        slotProps={{ day: ({ day }) => ({ 'aria-label': day.format('dddd, D MMMM YYYY'), disableRipple: true }) }}
        sx={{ m: 0, width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
