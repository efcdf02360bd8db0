import { describe, expect, it } from '@jest/globals';
import { KEY_EVENTS, medianDuration, pickInteraction, POINTER_EVENTS } from './event-timing';
import type { EventTimingEntry, InteractionSample, InteractionTiming } from './event-timing';

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  processingStart = startTime + 10,
): EventTimingEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart,
  processingEnd: processingStart + 5,
});

/** What pickInteraction reports, in the order of `entry`: the longest entry's event, interaction and duration, and the input delay of the interaction's first event. */
const picked = (event: string, interactionId: number, durationMs: number, inputDelayMs: number): InteractionTiming => ({
  interactionId,
  durationMs,
  event,
  inputDelayMs,
});

/** What a click on the Services button recorded on a cold load: hover events first, then the click. */
const click = [
  entry('pointerover', 0, 1173.1, 272),
  entry('mouseover', 0, 1173.1, 272),
  entry('pointerdown', 790, 1173.5, 272, 1196.25),
  entry('mousedown', 0, 1173.5, 272),
  entry('pointerup', 790, 1176.5, 264),
  entry('click', 790, 1176.5, 264),
  entry('pointerout', 0, 1845, 32),
];

describe('pickInteraction', () => {
  it('takes the longest entry of the interaction, with the input delay of its first event', () => {
    expect(pickInteraction(click, POINTER_EVENTS, 883.7)).toEqual(picked('pointerdown', 790, 272, 22.75));
  });

  it('skips what came before the action, and events of another kind of interaction', () => {
    const typed = [
      ...click,
      entry('keydown', 1015, 2173.1, 48),
      entry('keypress', 1015, 2173.1, 56),
      entry('input', 0, 2185.5, 40),
      entry('keyup', 1015, 2207.2, 32),
    ];
    expect(pickInteraction(typed, KEY_EVENTS, 2100)).toEqual(picked('keypress', 1015, 56, 10));
    expect(pickInteraction(typed, POINTER_EVENTS, 2100)).toBeNull();
  });

  it('takes the first interaction after the action when there are several, whatever the order of the entries', () => {
    const two = [entry('click', 12, 3000, 400), entry('pointerdown', 11, 2000, 40), entry('pointerup', 11, 2010, 48)];
    expect(pickInteraction(two, POINTER_EVENTS, 1000)).toEqual(picked('pointerup', 11, 48, 10));
  });

  it('is null when no entry came: the interaction took under the 16 ms threshold', () => {
    expect(pickInteraction([entry('pointerover', 0, 1000, 24)], POINTER_EVENTS, 900)).toBeNull();
    expect(pickInteraction([], KEY_EVENTS, 0)).toBeNull();
  });
});

describe('medianDuration', () => {
  const sample = (durationMs: number | null, error: string | null = null): InteractionSample => ({
    timing: durationMs === null ? null : { interactionId: 1, durationMs, event: 'click', inputDelayMs: 0 },
    error,
  });

  it('takes the median of the loads that measured, an interaction without an entry as 16 ms', () => {
    expect(medianDuration([sample(48), sample(272), sample(56)])).toBe(56);
    expect(medianDuration([sample(null), sample(null), sample(40)])).toBe(16);
    expect(medianDuration([sample(48), sample(null, 'not found'), sample(64)])).toBe(56);
  });

  it('is null when no load measured', () => {
    expect(medianDuration([sample(null, 'not found'), sample(null, 'HTTP 404')])).toBeNull();
    expect(medianDuration([])).toBeNull();
  });
});
