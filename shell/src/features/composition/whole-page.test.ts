import { renderWholePageWhenIdle, WHOLE_PAGE_ATTRIBUTE } from './whole-page';

describe('renderWholePageWhenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('marks the page whole once the browser is idle (here, without requestIdleCallback, after 2 s), and only once', () => {
    jest.useFakeTimers();
    const setAttribute = jest.spyOn(document.documentElement, 'setAttribute');
    renderWholePageWhenIdle();
    renderWholePageWhenIdle();
    jest.advanceTimersByTime(1999);
    expect(document.documentElement.hasAttribute(WHOLE_PAGE_ATTRIBUTE)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(document.documentElement.hasAttribute(WHOLE_PAGE_ATTRIBUTE)).toBe(true);
    expect(setAttribute).toHaveBeenCalledTimes(1);
  });
});
