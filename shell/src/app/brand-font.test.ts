import { BRAND_FONT_CLASS, BRAND_FONT_FLAG } from '@agency/platform/page-start';
import { loadBrandFontWhenIdle } from './brand-font';

/** The page's font faces, as `document.fonts` lists them (jsdom has none): the brand face and another. */
const brandLoad = jest.fn<Promise<unknown>, []>();
const otherLoad = jest.fn<Promise<unknown>, []>();
let idleCallbacks: IdleRequestCallback[];

beforeEach(() => {
  brandLoad.mockReset().mockResolvedValue(undefined);
  otherLoad.mockReset().mockResolvedValue(undefined);
  idleCallbacks = [];
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: [
      { family: '"Inter"', load: otherLoad },
      { family: '"Plus Jakarta Sans Variable"', load: brandLoad },
    ],
  });
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
  });
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
  document.documentElement.className = '';
  localStorage.clear();
});

afterEach(() => {
  for (const name of ['fonts', 'readyState']) Reflect.deleteProperty(document, name);
  Reflect.deleteProperty(window, 'requestIdleCallback');
  jest.restoreAllMocks();
});

/** Lets the font's load promise settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const runIdle = () => idleCallbacks.splice(0).forEach((callback) => callback({} as IdleDeadline));

describe('loadBrandFontWhenIdle', () => {
  it('loads only the brand face, once the browser is idle, and remembers that the browser has it', async () => {
    loadBrandFontWhenIdle();
    expect(brandLoad).not.toHaveBeenCalled();
    runIdle();
    await settled();
    expect(brandLoad).toHaveBeenCalledTimes(1);
    expect(otherLoad).not.toHaveBeenCalled();
    expect(localStorage.getItem(BRAND_FONT_FLAG)).toBe('1');
  });

  it('waits for the page to load before it waits for idle time', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    loadBrandFontWhenIdle();
    expect(idleCallbacks).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    runIdle();
    await settled();
    expect(localStorage.getItem(BRAND_FONT_FLAG)).toBe('1');
  });

  it('sets no flag when the font fails to load, so the next page paints in the system face', async () => {
    brandLoad.mockRejectedValue(new Error('network'));
    loadBrandFontWhenIdle();
    runIdle();
    await settled();
    expect(localStorage.getItem(BRAND_FONT_FLAG)).toBeNull();
  });

  it('does nothing on a page that already paints in the brand face', () => {
    document.documentElement.classList.add(BRAND_FONT_CLASS);
    loadBrandFontWhenIdle();
    expect(idleCallbacks).toHaveLength(0);
    expect(brandLoad).not.toHaveBeenCalled();
  });
});
