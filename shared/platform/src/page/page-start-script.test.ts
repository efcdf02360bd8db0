import { PAGE_START_SCRIPT } from './page-start-script';
import { BRAND_FONT_CLASS, BRAND_FONT_FLAG, EARLY_EVENTS, VIEW_TRANSITIONS } from './page-start';

/** What the page's PerformanceObserver was told to watch, and the way to report a paint to it. */
let observed: { type?: string; buffered?: boolean } | undefined;
let reportPaint: (name: string) => void;

class FakePerformanceObserver {
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe(options: { type?: string; buffered?: boolean }) {
    observed = options;
    reportPaint = (name) =>
      this.callback(
        {
          getEntriesByName: (entry: string) => (entry === name ? [{ name }] : []),
        } as unknown as PerformanceObserverEntryList,
        this as unknown as PerformanceObserver,
      );
  }
  disconnect() {
    reportPaint = () => undefined;
  }
}

/** Runs the start script as a page's head runs it: a script element whose data attributes list what to start. */
function runStartScript({ scripts = '', styles = '' } = {}) {
  const script = document.createElement('script');
  script.setAttribute('data-scripts', scripts);
  script.setAttribute('data-styles', styles);
  script.textContent = PAGE_START_SCRIPT;
  document.head.append(script);
}

/** What the script has started, in order: stylesheet links and script elements it added to the head. */
const started = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"], script[src]')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')} async=${element.async}`
      : `style ${element.getAttribute('href')}`,
  );

beforeEach(() => {
  jest.useFakeTimers();
  observed = undefined;
  reportPaint = () => undefined;
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePerformanceObserver, configurable: true });
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.className = '';
  localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
  Reflect.deleteProperty(document, 'visibilityState');
  // The script's listeners stay on the document: taking its events leaves them inert for later tests.
  window[EARLY_EVENTS]?.();
  Reflect.deleteProperty(window, EARLY_EVENTS);
});

describe('PAGE_START_SCRIPT', () => {
  it('is one line of plain script: no line breaks, no indentation left in the page', () => {
    expect(PAGE_START_SCRIPT).not.toMatch(/\n|\s{2}/);
  });

  it('starts nothing before the first contentful paint, then the late stylesheets and the scripts in order', () => {
    runStartScript({ scripts: '/a.js /main.js', styles: '/late.css' });
    expect(observed).toEqual({ type: 'paint', buffered: true });
    jest.advanceTimersByTime(500);
    reportPaint('first-paint');
    jest.advanceTimersByTime(0);
    expect(started()).toEqual([]);

    reportPaint('first-contentful-paint');
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(['style /late.css', 'script /a.js async=false', 'script /main.js async=false']);
  });

  it('starts at the latest one second after the head ran, when no paint is reported, and only once', () => {
    runStartScript({ scripts: '/main.js' });
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['script /main.js async=false']);

    reportPaint('first-contentful-paint');
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual(['script /main.js async=false']);
  });

  it('starts at once in a page the visitor does not see (a background tab or a prerendered page)', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runStartScript({ scripts: '/main.js', styles: '/late.css' });
    expect(started()).toEqual(['style /late.css', 'script /main.js async=false']);
    expect(observed).toBeUndefined();
  });

  it('falls back to the next frame where the browser cannot observe paints', () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    runStartScript({ scripts: '/main.js' });
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(started()).toEqual(['script /main.js async=false']);
  });

  it('turns the brand font on before the first paint where the browser already has it', () => {
    localStorage.setItem(BRAND_FONT_FLAG, '1');
    runStartScript();
    expect(document.documentElement.classList.contains(BRAND_FONT_CLASS)).toBe(true);
  });

  it('leaves the system font on a first visit', () => {
    runStartScript();
    expect(document.documentElement.classList.contains(BRAND_FONT_CLASS)).toBe(false);
  });

  it('keeps the clicks made inside islands, and their held keys, until the island runtime takes them, once', () => {
    document.body.innerHTML =
      '<agency-island data-hold="click"><button type="button"><span>Share</span></button></agency-island>' +
      '<agency-island data-hold="keys"><button type="button">Menu</button></agency-island>' +
      '<button type="button">Elsewhere</button>';
    const [share, menu, elsewhere] = ['span', 'agency-island + agency-island button', 'body > button'].map(
      (selector) => document.querySelector(selector) as HTMLElement,
    ) as [HTMLElement, HTMLElement, HTMLElement];
    const press = (target: HTMLElement, key: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    runStartScript();

    share.click();
    elsewhere.click();
    expect(press(menu, 'ArrowDown')).toBe(false);
    expect(press(menu, 'Enter')).toBe(true);
    expect(press(share, 'End')).toBe(true);
    expect(press(elsewhere, 'End')).toBe(true);
    share.click();

    const kept = window[EARLY_EVENTS]?.() ?? [];
    expect(kept.map((event) => [event.type, event.target, event instanceof KeyboardEvent ? event.key : ''])).toEqual([
      ['click', share, ''],
      ['keydown', menu, 'ArrowDown'],
      ['click', share, ''],
    ]);
    share.click();
    expect(press(menu, 'ArrowDown')).toBe(true);
    expect(window[EARLY_EVENTS]?.()).toEqual([]);
  });

  it('opts the page into view transitions before its first paint, with a constructed stylesheet', () => {
    class FakeSheet {
      text = '';
      replaceSync(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'CSSStyleSheet', { configurable: true, value: FakeSheet });
    Object.defineProperty(document, 'adoptedStyleSheets', { configurable: true, writable: true, value: [] });
    try {
      runStartScript();
      expect((document.adoptedStyleSheets as unknown as FakeSheet[]).map((sheet) => sheet.text)).toEqual([
        VIEW_TRANSITIONS,
      ]);
      expect(VIEW_TRANSITIONS).toContain('@view-transition { navigation: auto; }');
      expect(VIEW_TRANSITIONS).toContain('[data-site-header] { view-transition-name: site-header; }');
    } finally {
      Reflect.deleteProperty(document, 'adoptedStyleSheets');
      Reflect.deleteProperty(window, 'CSSStyleSheet');
    }
  });

  it('starts all the same where the browser cannot construct a stylesheet', () => {
    Object.defineProperty(window, 'CSSStyleSheet', { configurable: true, value: undefined });
    try {
      runStartScript({ scripts: '/main.js' });
      jest.advanceTimersByTime(1000);
      expect(started()).toEqual(['script /main.js async=false']);
    } finally {
      Reflect.deleteProperty(window, 'CSSStyleSheet');
    }
  });
});
