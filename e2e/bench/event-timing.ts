/**
 * An interaction's duration from the Event Timing API: from the input to the next paint, the
 * figure INP is made of. The page's PerformanceObserver (type 'event', durationThreshold 16,
 * buffered) records entries; this picks the one interaction an action caused.
 */
import { medianOf } from './lighthouse-runs';

/** The fields of a PerformanceEventTiming entry the bench copies out of the page. */
export interface EventTimingEntry {
  name: string;
  /** 0 for events that are not part of an interaction (hover, mousedown, input). */
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** Entries shorter than this are not reported: an interaction without an entry took less. */
export const DURATION_THRESHOLD_MS = 16;

/** The events an interaction is made of: a click's, or a key press's. */
export const POINTER_EVENTS = ['pointerdown', 'pointerup', 'click'] as const;
export const KEY_EVENTS = ['keydown', 'keypress', 'keyup'] as const;

export interface InteractionTiming {
  interactionId: number;
  /** The longest entry's duration, input to next paint (the browser rounds it to 8 ms). */
  durationMs: number;
  /** The event of that entry. */
  event: string;
  /** From the input to its first handler: how long the main thread kept it waiting. */
  inputDelayMs: number;
}

/**
 * The interaction made of `events` that started at or after `after` (performance.now() just
 * before the action), the first one if there are several: the longest of its entries. null when
 * no entry came, that is when the interaction took less than DURATION_THRESHOLD_MS.
 */
export function pickInteraction(
  entries: readonly EventTimingEntry[],
  events: readonly string[],
  after: number,
): InteractionTiming | null {
  const candidates = entries
    .filter((entry) => entry.interactionId > 0 && events.includes(entry.name) && entry.startTime >= after)
    .sort((a, b) => a.startTime - b.startTime);
  const first = candidates[0];
  if (!first) return null;
  const own = candidates.filter((entry) => entry.interactionId === first.interactionId);
  const longest = own.reduce((best, entry) => (entry.duration > best.duration ? entry : best));
  return {
    interactionId: first.interactionId,
    durationMs: longest.duration,
    event: longest.name,
    inputDelayMs: Math.max(0, first.processingStart - first.startTime),
  };
}

/** One cold load's measurement of an interaction. */
export interface InteractionSample {
  /** null when no entry came: the interaction took less than DURATION_THRESHOLD_MS. */
  timing: InteractionTiming | null;
  /** Why this load measured nothing (the page or its control was not found); null when it measured. */
  error: string | null;
}

/**
 * The median duration over the loads that measured, an interaction without an entry counted as
 * DURATION_THRESHOLD_MS (it took at most that); null when no load measured.
 */
export function medianDuration(samples: readonly InteractionSample[]): number | null {
  const measured = samples.filter((sample) => sample.error === null);
  if (measured.length === 0) return null;
  return medianOf(measured.map((sample) => sample.timing?.durationMs ?? DURATION_THRESHOLD_MS));
}
