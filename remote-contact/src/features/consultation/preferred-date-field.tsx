import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { CalendarWords } from '@agency/platform/contracts';
import { ISLAND_ELEMENT, islandAttribute } from '@agency/platform/islands';
import type { ReactNode } from 'react';
import { Component, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fillTemplate } from '../enquiry/fill-template';
import { dateFormatter, formatPreferredDate } from './format-preferred-date';

// Its own chunk: the quote, training and partnership pages and Home's quote form never load MUI X or dayjs.
const loadCalendar = () => import(/* webpackChunkName: "consultation-calendar" */ './consultation-calendar');

/** The calendar's code could not load: the rest of the form works, and the calendar offers Try again. */
class CalendarBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[consultation] the calendar could not load', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The height of MUI X's month view, held while the calendar loads so nothing below it moves. */
const CALENDAR_HEIGHT = 336;

/**
 * The placeholder's spinner turns only while the form's island loads its code or has rendered (the
 * calendar's chunk then on its way): in the page's HTML it waits with the island, which wakes when
 * the form nears the viewport, and an infinite spinner there would repaint every frame, off-screen,
 * for as long as the page is open.
 */
const spinnerWhileLoading = {
  display: 'none',
  [`${ISLAND_ELEMENT}:is([${islandAttribute.state}="loading"], [${islandAttribute.state}="ready"]) &`]: {
    display: 'inline-block',
  },
} as const;

export interface PreferredDateFieldProps {
  id: string;
  /** The hidden input that carries the day (`YYYY-MM-DD`, or '') into the submitted form. */
  name: string;
  label: string;
  /** The calendar's words, and how it writes months, weekdays and the chosen day, in the page's language. */
  words: CalendarWords;
}

/**
 * True from the frame after the first paint. The calendar's chunk is requested only then, so it
 * never delays the page's first paint (nor adds a round trip before it); its placeholder holds
 * the space meanwhile.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/** The consultation's optional preferred date: a calendar, what is selected, and a way to clear it. */
export function PreferredDateField({ id, name, label, words }: PreferredDateFieldProps) {
  const { intlLocale, dateStyle } = words;
  const [value, onChange] = useState<string | null>(null);
  const helpId = `${id}-help`;
  const painted = usePainted();
  // The chosen day's formatter is made once the page has painted, not by the click that picks a day.
  useEffect(() => {
    if (painted) dateFormatter(intlLocale, { dateStyle });
  }, [painted, intlLocale, dateStyle]);
  const calendarRef = useRef<HTMLDivElement>(null);
  // A new lazy component per attempt: React.lazy keeps a failed load's error for good.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Calendar: lazy(loadCalendar) }));
  const { Calendar: ConsultationCalendar } = attempt;
  const tryAgain = () => setAttempt(({ count }) => ({ count: count + 1, Calendar: lazy(loadCalendar) }));
  // The Clear button disappears with the date it clears: focus goes back to the calendar's day.
  const clearDate = () => {
    onChange(null);
    calendarRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  };
  // In the page's HTML until the calendar has rendered: it says it is loading, or, in a browser
  // that runs no script, how to give a date without it.
  const placeholder = (
    <Box role="status" sx={{ height: CALENDAR_HEIGHT, display: 'grid', placeItems: 'center', p: 3 }}>
      <Box data-needs-script="" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
        <CircularProgress size={20} aria-hidden sx={spinnerWhileLoading} />
        <Typography variant="body2">{words.loading}</Typography>
      </Box>
      <noscript>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {words.withoutScript}
        </Typography>
      </noscript>
    </Box>
  );
  return (
    <FormControl component="fieldset" aria-describedby={helpId} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <FormHelperText id={helpId} sx={{ mx: 0, mt: 0, mb: 1 }}>
        {words.help}
      </FormHelperText>
      {/* The calendar needs its code (and today's date): the page's HTML holds its placeholder. */}
      <Box
        ref={calendarRef}
        data-client-only=""
        sx={{ border: 1, borderColor: 'divider', borderRadius: 3, maxWidth: 360, overflow: 'hidden' }}
      >
        {painted ? (
          <CalendarBoundary
            key={attempt.count}
            fallback={
              <Box role="status" sx={{ height: CALENDAR_HEIGHT, display: 'grid', placeItems: 'center', p: 3 }}>
                <Box sx={{ textAlign: 'center' }}>
                  <Typography variant="body2">{words.unavailable}</Typography>
                  <Button variant="outlined" onClick={tryAgain} sx={{ mt: 2 }}>
                    {words.tryAgain}
                  </Button>
                </Box>
              </Box>
            }
          >
            <Suspense fallback={placeholder}>
              <ConsultationCalendar
                value={value}
                onChange={onChange}
                intlLocale={intlLocale}
                previousMonth={words.previousMonth}
                nextMonth={words.nextMonth}
              />
            </Suspense>
          </CalendarBoundary>
        ) : (
          placeholder
        )}
      </Box>
      <input type="hidden" name={name} value={value ?? ''} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography id={`${id}-selection`} role="status" variant="body2" sx={{ flex: '1 1 14rem' }}>
          {value
            ? fillTemplate(words.selected, { date: formatPreferredDate(value, intlLocale, dateStyle) })
            : words.none}
        </Typography>
        {value && (
          <Button size="small" onClick={clearDate}>
            {words.clear}
          </Button>
        )}
      </Box>
    </FormControl>
  );
}
