/**
 * Fakes Date alone for a test file, so "today" is `now`, while timers, animation frames and idle
 * callbacks run for real (the calendar's lazy chunk and MUI's transitions need them).
 */
export function fakeToday(now: Date) {
  beforeAll(() => {
    jest.useFakeTimers({
      now,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterAll(() => jest.useRealTimers());
}
