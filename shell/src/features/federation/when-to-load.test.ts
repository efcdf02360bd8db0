import { nearViewportOrIdle } from './when-to-load';

/** An IntersectionObserver the test drives: `enter()` reports the observed element in view. */
function fakeIntersectionObserver() {
  const observed: Element[] = [];
  let report: IntersectionObserverCallback = () => undefined;
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed.length = 0;
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    observed,
    enter: () =>
      report(
        observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
  };
}

describe('nearViewportOrIdle', () => {
  let settled: jest.Mock;
  let element: HTMLElement;
  let io: ReturnType<typeof fakeIntersectionObserver>;

  beforeEach(() => {
    jest.useFakeTimers();
    io = fakeIntersectionObserver();
    element = document.createElement('div');
    document.body.append(element);
    settled = jest.fn();
    // jsdom's document is complete: the idle countdown starts at once.
    void nearViewportOrIdle(element, { idleDelayMs: 2_500 }).then(settled);
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    element.remove();
    jest.useRealTimers();
  });

  const flush = () => jest.advanceTimersByTimeAsync(50);

  it('waits while the widget is far from the viewport and nobody touches it', async () => {
    await flush();
    expect(io.observed).toEqual([element]); // watching after the first paint
    await jest.advanceTimersByTimeAsync(2_000);
    expect(settled).not.toHaveBeenCalled();
  });

  it('resolves when the widget nears the viewport', async () => {
    await flush();
    io.enter();
    await flush();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(io.observed).toEqual([]); // and stops watching
  });

  it('resolves when the visitor focuses something inside it, before it is in view', async () => {
    const field = document.createElement('input');
    element.append(field);
    field.focus();
    await flush();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('resolves once the browser is idle after load, wherever the widget is', async () => {
    await jest.advanceTimersByTimeAsync(2_500);
    await flush();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
