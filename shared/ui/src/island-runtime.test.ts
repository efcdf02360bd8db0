import type { IslandHold, IslandMarkup, IslandName, IslandTrigger } from '@agency/platform/islands';
import { islandElementAttributes, islandNotice, serializeIslandProps } from '@agency/platform/islands';
import type { HydrateIsland, IslandModule, IslandRenderEvents, IslandRuntimeOptions } from './island-types';
import { localIslands, startIsland, takeEarlyEvents } from './island-runtime';

// jsdom has no User Timing API (performance.mark): the marks the runtime makes are recorded here.
let marks: [string, unknown][] = [];

/** An IntersectionObserver that reports only what a test tells it to. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  report(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  marks = [];
  Object.defineProperty(performance, 'mark', {
    configurable: true,
    value: (name: string, options?: PerformanceMarkOptions) => void marks.push([name, options?.detail]),
  });
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
  document.body.innerHTML = PAGE_NOTICES;
});

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(performance, 'mark');
  Reflect.deleteProperty(window, 'IntersectionObserver');
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** The notices every page carries (IslandNotices), as the runtime finds them. */
const notice = (action: string) =>
  `<p class="island-unavailable" role="status">This part of the page could not load. <button type="button" data-island-retry="">${action}</button></p>`;
const PAGE_NOTICES =
  `<template id="${islandNotice.tryAgainTemplateId}">${notice('Try again')}</template>` +
  `<template id="${islandNotice.reloadTemplateId}">${notice('Reload the page')}</template>`;

interface IslandSetup extends Partial<Omit<IslandMarkup, 'hold' | 'name'>> {
  /** Any name: the runtime reads its form, the resolver decides whether the app has such an island. */
  name?: string;
  hold?: readonly IslandHold[];
  html: string;
  props?: Record<string, unknown>;
}

/** An island as the page's HTML has it: the element, its props script first, then its HTML. */
function addIsland({ html, props = {}, ...markup }: IslandSetup, parent: HTMLElement = document.body): HTMLElement {
  const element = document.createElement('agency-island');
  const attributes = islandElementAttributes({
    id: 'shell-Widget',
    when: 'intent',
    hold: [],
    build: 'b1',
    render: 'server',
    ...markup,
    name: (markup.name ?? 'shell/Widget') as IslandName,
  });
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = `<script type="application/json">${serializeIslandProps(props)}</script>${html}`;
  parent.append(element);
  return element;
}

function get<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

const widget: IslandModule = { default: () => null, build: 'b1' };

/**
 * The runtime with fake code: `resolve` gives `widget`, and `hydrate` records each island it is
 * given (and whether its root was unmounted). `start` starts every island in `root`, as the
 * element does when the page defines it, and hands them what the visitor did before.
 */
function runtime(options: Partial<IslandRuntimeOptions> = {}) {
  const hydrated: ({
    element: HTMLElement;
    island: Parameters<HydrateIsland>[1];
    unmounted: boolean;
  } & IslandRenderEvents)[] = [];
  const hydrateIsland: HydrateIsland = (element, island, events) => {
    const entry = { element, island, unmounted: false, ...events };
    hydrated.push(entry);
    return () => void (entry.unmounted = true);
  };
  const resolve = jest.fn(options.resolve ?? ((_name: IslandName) => Promise.resolve(widget)));
  const forget = jest.fn<void, [IslandName]>();
  const hydrate = jest.fn(options.hydrate ?? (() => Promise.resolve(hydrateIsland)));
  const start = (root: ParentNode = document) => {
    for (const element of root.querySelectorAll<HTMLElement>('agency-island'))
      startIsland(element, { ...options, resolve, forget, hydrate });
    takeEarlyEvents();
  };
  const nth = (index: number) => {
    const island = hydrated[index];
    if (!island) throw new Error(`No island #${index} was hydrated`);
    return island;
  };
  /** onReady of the nth island hydrated: what the React half calls once the island has committed. */
  const ready = (index = 0) => nth(index).onReady();
  /** onError of the nth island hydrated: what its error boundary calls when it throws while rendering. */
  const fail = (index = 0) => nth(index).onError(new Error('render failed'));
  return { hydrated, resolve, forget, hydrate, start, ready, fail };
}

/** Lets the runtime's promises settle (it waits on nothing but promises here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const pointerOver = (target: Element) => target.dispatchEvent(new Event('pointerover', { bubbles: true }));
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const keydown = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

const UNAVAILABLE = 'This part of the page could not load. Try again';

describe('triggers', () => {
  const intentEvents: [string, (target: HTMLElement) => void][] = [
    ['pointerover', (target) => target.dispatchEvent(new Event('pointerover', { bubbles: true }))],
    ['pointerdown', (target) => target.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['touchstart', (target) => target.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['focusin', (target) => target.focus()],
  ];

  it.each(intentEvents)('intent: loads and hydrates the island on %s inside it', async (_event, act) => {
    const { resolve, hydrate, hydrated, start } = runtime();
    const element = addIsland({ when: 'intent', html: '<button type="button">Open</button>' });
    start();
    pointerOver(document.body);
    await settle();
    expect(resolve).not.toHaveBeenCalled();
    expect(hydrate).not.toHaveBeenCalled();

    act(get(element, 'button'));
    await settle();
    expect(resolve.mock.calls).toEqual([['shell/Widget']]);
    expect(hydrated.map((island) => island.element)).toEqual([element]);
  });

  it('focus: loads on focus inside the island, and not on pointer or touch', async () => {
    const { resolve, hydrated, start } = runtime();
    const element = addIsland({ when: 'focus', html: '<button type="button">Question</button>' });
    const button = get(element, 'button');
    start();
    for (const type of ['pointerover', 'pointerdown', 'touchstart'])
      button.dispatchEvent(new Event(type, { bubbles: true }));
    await settle();
    expect(resolve).not.toHaveBeenCalled();

    button.focus();
    await settle();
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveLength(1);
  });

  it("visible: watches the island's content 300 px ahead of the viewport and loads when it nears", async () => {
    const { resolve, hydrated, start } = runtime();
    const element = addIsland({ when: 'visible', html: '<form><button>Send</button></form>' });
    const form = get(element, 'form');
    start();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options).toEqual({ rootMargin: '300px 0px' });
    expect(observer?.observed).toContain(form);
    expect(observer?.observed).not.toContain(element);

    observer?.report(form, false);
    await settle();
    expect(resolve).not.toHaveBeenCalled();

    observer?.report(form, true);
    await settle();
    expect(observer?.disconnected).toBe(true);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveLength(1);
  });

  it('visible: takes the margin it is given', () => {
    addIsland({ when: 'visible', html: '<p>Text</p>' });
    runtime({ visibleMarginPx: 600 }).start();
    expect(FakeIntersectionObserver.instances.map((observer) => observer.options)).toEqual([
      { rootMargin: '600px 0px' },
    ]);
  });

  it('visible: loads at once where there is no IntersectionObserver', async () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const { resolve, start } = runtime();
    addIsland({ when: 'visible', html: '<p>Text</p>' });
    start();
    await settle();
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it.each(['visible'] as const)('%s: loads before its trigger when focus enters the island', async (when) => {
    const { resolve, start } = runtime();
    const element = addIsland({ when, html: '<form><input aria-label="Name"></form>' });
    start();
    await settle();
    expect(resolve).not.toHaveBeenCalled();
    get(element, 'input').focus();
    await settle();
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('loads nothing, not even the React half, before an island is wanted', async () => {
    const { resolve, hydrate, start } = runtime();
    addIsland({ when: 'focus', html: '<button type="button">Question</button>' });
    start();
    await settle();
    expect(resolve).not.toHaveBeenCalled();
    expect(hydrate).not.toHaveBeenCalled();
  });
});

describe('hydrating', () => {
  it('takes the props out of the element and hands them, the markup and the module to hydrate', async () => {
    const { hydrated, start } = runtime();
    const element = addIsland({
      name: 'contact/EnquiryForm',
      id: 'contact-EnquiryForm',
      when: 'intent',
      hold: ['submit', 'keys'],
      build: '6f01a98d874a',
      props: { form: 'quote', note: '</script> & more' },
      html: '<form><button>Send</button></form>',
    });
    start();
    pointerOver(get(element, 'form'));
    await settle();

    expect(element.innerHTML).toBe('<form><button>Send</button></form>');
    expect(hydrated).toHaveLength(1);
    expect(hydrated[0]?.element).toBe(element);
    expect(hydrated[0]?.island).toEqual({
      markup: {
        name: 'contact/EnquiryForm',
        id: 'contact-EnquiryForm',
        when: 'intent',
        hold: ['submit', 'keys'],
        build: '6f01a98d874a',
        render: 'server',
      },
      module: widget,
      props: { form: 'quote', note: '</script> & more' },
      afresh: false,
    });
  });

  it('hands over empty props when the island has none', async () => {
    const { hydrated, start } = runtime();
    const element = document.createElement('agency-island');
    for (const [name, value] of Object.entries({
      'data-island': 'shell/Widget',
      'data-island-id': 'shell-Widget',
      'data-when': 'intent',
    }))
      element.setAttribute(name, value);
    element.innerHTML = '<p>Text</p>';
    document.body.append(element);
    start();
    pointerOver(get(element, 'p'));
    await settle();
    expect(hydrated[0]?.island.props).toEqual({});
    expect(element.innerHTML).toBe('<p>Text</p>');
  });

  it('says where each island is: waiting once started, loading once wanted, ready once hydrated', async () => {
    const { start, ready } = runtime();
    const element = addIsland({ html: '<button type="button">Open</button>' });
    expect(element).not.toHaveAttribute('data-island-state');
    start();
    expect(element).toHaveAttribute('data-island-state', 'waiting');

    pointerOver(get(element, 'button'));
    await settle();
    expect(element).toHaveAttribute('data-island-state', 'loading');

    ready();
    expect(element).toHaveAttribute('data-island-state', 'ready');
  });

  it('marks loading and ready with the island id, once each', async () => {
    const { start, ready } = runtime();
    const element = addIsland({ id: 'shell-Widget-2', html: '<button type="button">Open</button>' });
    start();
    pointerOver(get(element, 'button'));
    pointerOver(get(element, 'button'));
    await settle();
    expect(marks).toEqual([['agency:island-loading', 'shell-Widget-2']]);

    ready();
    ready();
    expect(marks).toEqual([
      ['agency:island-loading', 'shell-Widget-2'],
      ['agency:island-ready', 'shell-Widget-2'],
    ]);
  });
});

describe('holding what the visitor does before the island is ready', () => {
  it('holds a click on a plain button and replays it exactly once when the island is ready', async () => {
    const { hydrated, start, ready } = runtime();
    const element = addIsland({ when: 'visible', hold: ['click'], html: '<button type="button">Share</button>' });
    const button = get(element, 'button');
    const onButton = jest.fn();
    const onPage = jest.fn();
    button.addEventListener('click', onButton);
    document.addEventListener('click', onPage);
    start();

    expect(click(button)).toBe(false);
    expect(onButton).not.toHaveBeenCalled();
    expect(onPage).not.toHaveBeenCalled();

    await settle();
    expect(hydrated).toHaveLength(1);
    expect(onButton).not.toHaveBeenCalled();

    ready();
    expect(onButton).toHaveBeenCalledTimes(1);
    expect(onButton.mock.calls[0]?.[0].target).toBe(button);
    ready();
    expect(onButton).toHaveBeenCalledTimes(1);

    expect(click(button)).toBe(true);
    expect(onButton).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', onPage);
  });

  it.each([
    ['a link', '<a href="#top">Top</a>', 'a'],
    ['an input', '<input type="checkbox" aria-label="Subscribe">', 'input'],
    ['a select', '<select aria-label="Budget"><option>Small</option></select>', 'select'],
    ['a text area', '<textarea aria-label="Message"></textarea>', 'textarea'],
    ['a label', '<label>Subscribe <input type="checkbox"></label>', 'label'],
    ['a summary', '<details><summary>Question</summary>Answer</details>', 'summary'],
    [
      'a popover button',
      '<button type="button" popovertarget="menu">Menu</button><div id="menu" popover></div>',
      'button',
    ],
    ['the text inside a popover button', '<button type="button" popovertarget="m"><span>Menu</span></button>', 'span'],
  ])('leaves a click on %s to the browser', async (_case, html, selector) => {
    const { resolve, start } = runtime();
    const element = addIsland({ when: 'visible', hold: ['click'], html });
    const target = get(element, selector);
    const onPage = jest.fn((event: Event) => event.target);
    document.addEventListener('click', onPage);
    start();

    expect(click(target)).toBe(true);
    expect(onPage.mock.results[0]?.value).toBe(target);
    await settle();
    expect(resolve).not.toHaveBeenCalled();
    document.removeEventListener('click', onPage);
  });

  it('lets a checkbox tick natively', () => {
    const { start } = runtime();
    const element = addIsland({
      when: 'visible',
      hold: ['click'],
      html: '<input type="checkbox" aria-label="Subscribe">',
    });
    start();
    const checkbox = get<HTMLInputElement>(element, 'input');
    checkbox.click();
    expect(checkbox.checked).toBe(true);
  });

  it('holds no click when the island does not hold clicks', async () => {
    const { resolve, start } = runtime();
    const element = addIsland({ when: 'visible', hold: ['keys'], html: '<button type="button">Share</button>' });
    start();
    expect(click(get(element, 'button'))).toBe(true);
    await settle();
    expect(resolve).not.toHaveBeenCalled();
  });

  describe('a submit', () => {
    const formHtml =
      '<form><input name="email" value="ada@example.hk">' +
      '<button name="action" value="save">Save</button><button name="action" value="send">Send</button></form>';

    function setup() {
      const harness = runtime();
      const element = addIsland({ when: 'visible', hold: ['submit'], html: formHtml });
      const form = get<HTMLFormElement>(element, 'form');
      const send = get<HTMLButtonElement>(element, 'button[value="send"]');
      // What the island's own submit handler receives (it handles the submit itself).
      const submitters: (HTMLElement | null)[] = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submitters.push(event.submitter);
      });
      const seen: SubmitEvent[] = [];
      const onSubmit = (event: SubmitEvent) => void seen.push(event);
      document.addEventListener('submit', onSubmit, { capture: true });
      harness.start();
      return {
        ...harness,
        element,
        form,
        send,
        submitters,
        seen,
        stop: () => document.removeEventListener('submit', onSubmit, { capture: true }),
      };
    }

    it('is held (its default prevented) and replayed through requestSubmit with its submitter', async () => {
      const { form, send, submitters, seen, hydrated, ready, stop } = setup();
      form.requestSubmit(send);
      expect(seen.map((event) => event.defaultPrevented)).toEqual([true]);
      expect(submitters).toEqual([]);

      await settle();
      expect(hydrated).toHaveLength(1);
      const requestSubmit = jest.spyOn(form, 'requestSubmit');
      ready();
      expect(requestSubmit.mock.calls).toEqual([[send]]);
      expect(submitters).toEqual([send]);
      stop();
    });

    it('is not held once the island is ready', async () => {
      const { form, send, submitters, ready, stop } = setup();
      form.requestSubmit(send);
      await settle();
      ready();
      const save = get<HTMLButtonElement>(form, 'button[value="save"]');
      form.requestSubmit(save);
      expect(submitters).toEqual([send, save]);
      stop();
    });

    it('is replayed without its submitter when the submitter has left the page', async () => {
      const { form, send, submitters, ready, stop } = setup();
      form.requestSubmit(send);
      await settle();
      send.remove();
      // jsdom's requestSubmit refuses null, which the standard's (`HTMLElement? submitter = null`) takes.
      const nativeRequestSubmit = form.requestSubmit.bind(form);
      const requestSubmit = jest
        .spyOn(form, 'requestSubmit')
        .mockImplementation((submitter) => nativeRequestSubmit(submitter ?? undefined));
      ready();
      expect(requestSubmit.mock.calls).toEqual([[null]]);
      expect(submitters).toEqual([null]);
      stop();
    });

    it('is dropped when its form has left the page', async () => {
      const { form, send, submitters, ready, stop } = setup();
      form.requestSubmit(send);
      await settle();
      form.remove();
      const requestSubmit = jest.spyOn(form, 'requestSubmit');
      ready();
      expect(requestSubmit).not.toHaveBeenCalled();
      expect(submitters).toEqual([]);
      stop();
    });
  });

  describe('keys', () => {
    function setup() {
      const harness = runtime();
      const element = addIsland({
        when: 'visible',
        hold: ['keys'],
        html: '<button type="button">First</button><button type="button">Second</button>',
      });
      const button = get(element, 'button');
      const received: KeyboardEvent[] = [];
      button.addEventListener('keydown', (event) => void received.push(event));
      harness.start();
      return { ...harness, button, received };
    }

    it('holds ArrowDown, ArrowUp, Home and End and replays them, in order, as the same keys', async () => {
      const { button, received, hydrated, ready } = setup();
      expect(keydown(button, 'ArrowDown', { code: 'ArrowDown' })).toBe(false);
      expect(keydown(button, 'ArrowUp', { code: 'ArrowUp', shiftKey: true })).toBe(false);
      expect(keydown(button, 'Home', { code: 'Home', ctrlKey: true })).toBe(false);
      expect(keydown(button, 'End', { code: 'End', altKey: true, metaKey: true })).toBe(false);
      expect(received).toEqual([]);

      await settle();
      expect(hydrated).toHaveLength(1);
      ready();
      expect(
        received.map((event) => ({
          keyboardEvent: event instanceof KeyboardEvent,
          target: event.target,
          key: event.key,
          code: event.code,
          modifiers: [event.shiftKey, event.ctrlKey, event.altKey, event.metaKey],
          bubbles: event.bubbles,
          cancelable: event.cancelable,
        })),
      ).toEqual([
        {
          keyboardEvent: true,
          target: button,
          key: 'ArrowDown',
          code: 'ArrowDown',
          modifiers: [false, false, false, false],
          bubbles: true,
          cancelable: true,
        },
        {
          keyboardEvent: true,
          target: button,
          key: 'ArrowUp',
          code: 'ArrowUp',
          modifiers: [true, false, false, false],
          bubbles: true,
          cancelable: true,
        },
        {
          keyboardEvent: true,
          target: button,
          key: 'Home',
          code: 'Home',
          modifiers: [false, true, false, false],
          bubbles: true,
          cancelable: true,
        },
        {
          keyboardEvent: true,
          target: button,
          key: 'End',
          code: 'End',
          modifiers: [false, false, true, true],
          bubbles: true,
          cancelable: true,
        },
      ]);
    });

    it('leaves every other key to the browser, and is not woken by them', async () => {
      const { button, received, resolve } = setup();
      const keys = ['ArrowLeft', 'ArrowRight', 'Enter', ' ', 'Tab', 'Escape', 'PageDown', 'a'];
      expect(keys.map((key) => keydown(button, key))).toEqual(keys.map(() => true));
      expect(received.map((event) => event.key)).toEqual(keys);
      await settle();
      expect(resolve).not.toHaveBeenCalled();
    });

    it('holds no key once the island is ready', async () => {
      const { button, received, ready } = setup();
      keydown(button, 'End');
      await settle();
      ready();
      expect(keydown(button, 'Home')).toBe(true);
      expect(received.map((event) => event.key)).toEqual(['End', 'Home']);
    });
  });

  it.each([
    ['a click', 'click' as const, (element: HTMLElement) => click(get(element, 'button[type="button"]'))],
    ['a submit', 'submit' as const, (element: HTMLElement) => get<HTMLFormElement>(element, 'form').requestSubmit()],
    ['a held key', 'keys' as const, (element: HTMLElement) => keydown(get(element, 'button'), 'ArrowDown')],
  ])('loads the island at once on %s, whatever its trigger', async (_case, hold, act) => {
    for (const when of ['visible', 'focus', 'intent'] satisfies IslandTrigger[]) {
      const { resolve, start } = runtime();
      const element = addIsland({
        when,
        hold: [hold],
        html: '<button type="button">Share</button><form><button>Send</button></form>',
      });
      start();
      const submit = (event: Event) => event.preventDefault();
      document.addEventListener('submit', submit);
      act(element);
      await settle();
      expect({ when, resolved: resolve.mock.calls.length }).toEqual({ when, resolved: 1 });
      document.removeEventListener('submit', submit);
      element.remove();
    }
  });
});

describe('what the visitor did before the runtime started', () => {
  /**
   * Does `act` before the runtime has started, keeping every click and keydown it causes as the
   * page start script keeps them; the runtime then takes them once, as it would.
   */
  function beforeTheRuntime(act: () => void) {
    const kept: Event[] = [];
    const keep = (event: Event) => void kept.push(event);
    document.addEventListener('click', keep, true);
    document.addEventListener('keydown', keep, true);
    act();
    document.removeEventListener('click', keep, true);
    document.removeEventListener('keydown', keep, true);
    const taken = jest.fn(() => kept.splice(0));
    Object.defineProperty(window, 'agencyEarlyEvents', { configurable: true, value: taken });
    return taken;
  }

  afterEach(() => {
    Reflect.deleteProperty(window, 'agencyEarlyEvents');
  });

  it('holds a click on a button that needs the island, and replays it exactly once when the island is ready', async () => {
    const { resolve, start, ready } = runtime();
    const element = addIsland({ when: 'visible', hold: ['click'], html: '<button type="button">Share</button>' });
    const button = get(element, 'button');
    const taken = beforeTheRuntime(() => click(button));
    const onButton = jest.fn();
    button.addEventListener('click', onButton);

    start();
    await settle();
    expect(resolve.mock.calls).toEqual([['shell/Widget']]);
    expect(onButton).not.toHaveBeenCalled();
    ready();
    expect(onButton).toHaveBeenCalledTimes(1);

    start();
    expect(taken).toHaveBeenCalledTimes(2);
    ready();
    expect(onButton).toHaveBeenCalledTimes(1);
  });

  it('holds the navigation keys of an island that holds keys, and replays them in order as the same keys', async () => {
    const { start, ready } = runtime();
    const element = addIsland({ when: 'intent', hold: ['keys'], html: '<button type="button">Menu</button>' });
    const button = get(element, 'button');
    beforeTheRuntime(() => {
      keydown(button, 'ArrowDown', { code: 'ArrowDown' });
      keydown(button, 'a');
      keydown(button, 'End', { code: 'End', shiftKey: true });
    });
    const received: KeyboardEvent[] = [];
    button.addEventListener('keydown', (event) => void received.push(event));

    start();
    await settle();
    ready();
    expect(received.map(({ key, code, shiftKey }) => ({ key, code, shiftKey }))).toEqual([
      { key: 'ArrowDown', code: 'ArrowDown', shiftKey: false },
      { key: 'End', code: 'End', shiftKey: true },
    ]);
  });

  it('does not click again what the browser already did (a link), nor hold what an island does not hold', async () => {
    const { resolve, start } = runtime();
    const links = addIsland({ id: 'shell-Links', when: 'visible', hold: ['click'], html: '<a href="#top">Top</a>' });
    const plain = addIsland({ id: 'shell-Plain', when: 'visible', html: '<button type="button">Open</button>' });
    beforeTheRuntime(() => {
      click(get(links, 'a'));
      click(get(plain, 'button'));
      keydown(get(plain, 'button'), 'ArrowDown');
    });
    const onPage = jest.fn();
    document.addEventListener('click', onPage);
    document.addEventListener('keydown', onPage);

    start();
    await settle();
    expect(resolve).not.toHaveBeenCalled();
    expect(onPage).not.toHaveBeenCalled();
    document.removeEventListener('click', onPage);
    document.removeEventListener('keydown', onPage);
  });

  it('wakes at once an island that already has the focus, whatever its trigger needs', async () => {
    const { resolve, start } = runtime();
    const focused = addIsland({ id: 'shell-Menu', when: 'focus', html: '<button type="button">Menu</button>' });
    const other = addIsland({ id: 'shell-Other', when: 'intent', html: '<button type="button">Other</button>' });
    get(focused, 'button').focus();

    start();
    await settle();
    expect(resolve.mock.calls).toEqual([['shell/Widget']]);
    expect(focused).toHaveAttribute('data-island-state', 'loading');
    expect(other).toHaveAttribute('data-island-state', 'waiting');
  });
});

describe('when the code does not arrive', () => {
  const failing = () => jest.fn((_name: IslandName) => Promise.reject<IslandModule>(new Error('offline')));

  it('tries again after each of the given waits, forgetting the failed load before each', async () => {
    const resolve = jest
      .fn((_name: IslandName) => Promise.resolve(widget))
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'));
    const { forget, hydrated, start } = runtime({ resolve, retryDelaysMs: [0, 0] });
    const element = addIsland({ html: '<button type="button">Open</button>' });
    start();
    pointerOver(get(element, 'button'));
    await settle();
    await settle();
    await settle();
    expect(resolve.mock.calls).toEqual([['shell/Widget'], ['shell/Widget'], ['shell/Widget']]);
    expect(forget.mock.calls).toEqual([['shell/Widget'], ['shell/Widget']]);
    expect(hydrated).toHaveLength(1);
    expect(element).toHaveAttribute('data-island-state', 'loading');
  });

  it('waits 400 ms, then 1200 ms, by default', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resolve = failing();
    const { start } = runtime({ resolve });
    const element = addIsland({ html: '<button type="button">Open</button>' });
    start();
    pointerOver(get(element, 'button'));
    await jest.advanceTimersByTimeAsync(0);
    expect(resolve).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(399);
    expect(resolve).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(resolve).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1199);
    expect(resolve).toHaveBeenCalledTimes(2);
    expect(element.querySelector('.island-unavailable')).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(resolve).toHaveBeenCalledTimes(3);
    expect(element.querySelector('.island-unavailable')).toHaveTextContent(UNAVAILABLE);
  });

  it('retries when the React half does not arrive either', async () => {
    const hydrate = jest.fn(() => Promise.reject<HydrateIsland>(new Error('offline')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { start } = runtime({ hydrate, retryDelaysMs: [0] });
    const element = addIsland({ html: '<button type="button">Open</button>' });
    start();
    pointerOver(get(element, 'button'));
    await settle();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('[islands] shell/Widget could not load', new Error('offline'));
    expect(element).toHaveAttribute('data-island-state', 'unavailable');
  });

  it('says so at the end of the island, with Try again, and reports it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { start } = runtime({ resolve: failing(), retryDelaysMs: [0, 0] });
    const element = addIsland({ html: '<button type="button">Open</button><p>More</p>' });
    start();
    pointerOver(get(element, 'button'));
    await settle();
    await settle();
    await settle();

    const notice = element.lastElementChild;
    expect(notice?.tagName).toBe('P');
    expect(notice).toHaveClass('island-unavailable', { exact: true });
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(UNAVAILABLE, { normalizeWhitespace: false });
    expect(notice?.firstChild?.textContent).toBe('This part of the page could not load. ');
    const button = get<HTMLButtonElement>(element, '.island-unavailable button');
    // The page's own words: a copy of its notice, the template left as it was.
    expect(document.getElementById(islandNotice.tryAgainTemplateId)).toBeInstanceOf(HTMLTemplateElement);
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Try again');
    expect(element).toHaveAttribute('data-island-state', 'unavailable');
    expect(marks).toEqual([
      ['agency:island-loading', 'shell-Widget'],
      ['agency:island-unavailable', 'shell-Widget'],
    ]);
    expect(warn.mock.calls).toEqual([['[islands] shell/Widget could not load', new Error('offline')]]);
  });

  it("says so in the island's notice slot when it has one", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { start } = runtime({ resolve: failing(), retryDelaysMs: [] });
    const element = addIsland({
      html: '<nav><button type="button">Menu</button></nav><div data-island-notice></div><p>After</p>',
    });
    start();
    pointerOver(get(element, 'button'));
    await settle();
    const slot = get(element, '[data-island-notice]');
    expect(slot.children).toHaveLength(1);
    expect(slot.firstElementChild).toHaveClass('island-unavailable');
    expect(slot.firstElementChild).toHaveTextContent(UNAVAILABLE);
    expect(element.lastElementChild?.textContent).toBe('After');
  });

  it('Try again forgets the failed load, loads again and takes the notice away', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resolve = jest.fn((_name: IslandName) => Promise.resolve(widget)).mockRejectedValueOnce(new Error('offline'));
    const { forget, hydrated, start, ready } = runtime({ resolve, retryDelaysMs: [] });
    // Clicks are held in this island: Try again must still work.
    const element = addIsland({ hold: ['click'], html: '<button type="button">Open</button>' });
    start();
    pointerOver(get(element, 'button'));
    await settle();
    expect(forget).not.toHaveBeenCalled();
    expect(hydrated).toHaveLength(0);

    get<HTMLButtonElement>(element, '.island-unavailable button').click();
    expect(forget.mock.calls).toEqual([['shell/Widget']]);
    expect(element.querySelector('.island-unavailable')).toBeNull();
    expect(element).toHaveAttribute('data-island-state', 'loading');
    await settle();
    expect(resolve).toHaveBeenCalledTimes(2);
    expect(hydrated).toHaveLength(1);

    ready();
    expect(element).toHaveAttribute('data-island-state', 'ready');
    expect(marks).toEqual([
      ['agency:island-loading', 'shell-Widget'],
      ['agency:island-unavailable', 'shell-Widget'],
      ['agency:island-loading', 'shell-Widget'],
      ['agency:island-ready', 'shell-Widget'],
    ]);
  });

  it('offers a reload instead when the resolver says only that can help', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gone = Object.assign(new Error('gone at its live location too'), { offerReload: true });
    const resolve = jest.fn((_name: IslandName) => Promise.reject(gone));
    const { start } = runtime({ resolve, retryDelaysMs: [] });
    const element = addIsland({ html: '<button type="button">Open</button>' });
    start();
    pointerOver(get(element, 'button'));
    await settle();
    expect(get(element, '.island-unavailable')).toHaveTextContent(
      'This part of the page could not load. Reload the page',
      {
        normalizeWhitespace: false,
      },
    );
  });

  it('says so again when Try again fails too', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { resolve, start } = runtime({ resolve: failing(), retryDelaysMs: [] });
    const element = addIsland({ html: '<button type="button">Open</button>' });
    start();
    pointerOver(get(element, 'button'));
    await settle();
    get<HTMLButtonElement>(element, '.island-unavailable button').click();
    await settle();
    expect(resolve).toHaveBeenCalledTimes(2);
    expect(element.querySelectorAll('.island-unavailable')).toHaveLength(1);
    expect(element).toHaveAttribute('data-island-state', 'unavailable');
  });
});

describe('an island that throws while rendering', () => {
  it("loses its root, says it is unavailable in the page's words, and Try again renders it afresh", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { hydrated, start, ready, fail } = runtime();
    const element = addIsland({ html: '<button type="button">Open</button>' });
    start();
    pointerOver(get(element, 'button'));
    await settle();
    ready();
    fail();
    expect(hydrated[0]?.unmounted).toBe(true);
    expect(element).toHaveAttribute('data-island-state', 'unavailable');
    expect(get(element, '.island-unavailable')).toHaveTextContent(UNAVAILABLE);
    expect(error).toHaveBeenCalledWith('[islands] shell-Widget failed to render', new Error('render failed'));

    get<HTMLButtonElement>(element, '[data-island-retry]').click();
    await settle();
    expect(element.querySelector('.island-unavailable')).toBeNull();
    expect(hydrated.map((island) => island.island.afresh)).toEqual([false, true]);
  });
});

describe("a client-only island (a slot's section rendered in the browser)", () => {
  const section = () =>
    addIsland({
      name: 'blog/Section',
      id: 'blog-Section',
      when: 'visible',
      render: 'client',
      props: { path: '/blog' },
      html:
        '<div class="loading-bar" role="progressbar"></div>' +
        '<template data-island-unavailable=""><div role="alert"><h1>This section is temporarily unavailable</h1>' +
        '<button type="button" data-island-retry="">Try again</button></div></template>',
    });

  it('keeps its own notice out of its content, and loads when it nears the viewport', async () => {
    const { hydrated, start } = runtime();
    const element = section();
    start();
    expect(element.querySelector('template')).toBeNull();
    FakeIntersectionObserver.instances[0]?.report(get(element, '.loading-bar'), true);
    await settle();
    expect(hydrated[0]?.island.props).toEqual({ path: '/blog' });
    expect(hydrated[0]?.island.markup.render).toBe('client');
  });

  it('shows its own notice in place of its content when the code cannot load, and its placeholder as it tries again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resolve = jest.fn((_name: IslandName) => Promise.resolve(widget)).mockRejectedValueOnce(new Error('down'));
    const { forget, hydrated, start } = runtime({ resolve, retryDelaysMs: [] });
    const element = section();
    start();
    FakeIntersectionObserver.instances[0]?.report(get(element, '.loading-bar'), true);
    await settle();
    expect(element.innerHTML).toBe(
      '<div role="alert"><h1>This section is temporarily unavailable</h1>' +
        '<button type="button" data-island-retry="">Try again</button></div>',
    );
    expect(element.querySelector('.island-unavailable')).toBeNull();

    get<HTMLButtonElement>(element, '[data-island-retry]').click();
    expect(forget.mock.calls).toEqual([['blog/Section']]);
    expect(element.innerHTML).toBe('<div class="loading-bar" role="progressbar"></div>');
    await settle();
    expect(hydrated).toHaveLength(1);
    // Its props came from its HTML, though the notice had taken the HTML's place.
    expect(hydrated[0]?.island.props).toEqual({ path: '/blog' });
  });

  it('is not rendered for a page in a language its build does not render: its own notice instead', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.documentElement.lang = 'zh-HK';
    const older = { default: () => null, build: 'b0' };
    const { hydrated, start } = runtime({ resolve: () => Promise.resolve(older), retryDelaysMs: [0, 0] });
    const element = section();
    start();
    FakeIntersectionObserver.instances[0]?.report(get(element, '.loading-bar'), true);
    await settle();
    expect(hydrated).toEqual([]);
    expect(element).toHaveAttribute('data-island-state', 'unavailable');
    expect(get(element, 'h1')).toHaveTextContent('This section is temporarily unavailable');
    document.documentElement.lang = 'en';
  });

  it('is rendered for a page in a language its build renders', async () => {
    document.documentElement.lang = 'zh-HK';
    const bilingual = { default: () => null, build: 'b1', locales: ['en', 'zh-HK'] };
    const { hydrated, start } = runtime({ resolve: () => Promise.resolve(bilingual) });
    const element = section();
    start();
    FakeIntersectionObserver.instances[0]?.report(get(element, '.loading-bar'), true);
    await settle();
    expect(hydrated).toHaveLength(1);
    document.documentElement.lang = 'en';
  });

  it("loads its copy in the page's language before it renders, retried like its code", async () => {
    document.documentElement.lang = 'zh-HK';
    const loadCopy = jest.fn<Promise<void>, [string]>().mockRejectedValueOnce(new Error('chunk failed'));
    const bilingual = { default: () => null, build: 'b1', locales: ['en', 'zh-HK'], loadCopy };
    const { forget, hydrated, start } = runtime({ resolve: () => Promise.resolve(bilingual), retryDelaysMs: [0] });
    const element = section();
    start();
    FakeIntersectionObserver.instances[0]?.report(get(element, '.loading-bar'), true);
    await settle();
    await settle();
    expect(loadCopy.mock.calls).toEqual([['zh-HK'], ['zh-HK']]);
    expect(forget.mock.calls).toEqual([['blog/Section']]);
    expect(hydrated).toHaveLength(1);
    document.documentElement.lang = 'en';
  });

  it('loads no copy for an island the server rendered: its words are in its props', async () => {
    const loadCopy = jest.fn(() => Promise.resolve());
    const { hydrated, start } = runtime({ resolve: () => Promise.resolve({ ...widget, loadCopy }) });
    addIsland({ html: '<button type="button">Share</button>', when: 'visible' });
    start();
    FakeIntersectionObserver.instances[0]?.report(get(document.body, 'button'), true);
    await settle();
    expect(hydrated).toHaveLength(1);
    expect(loadCopy).not.toHaveBeenCalled();
  });

  it("offers the page's reload notice, not its own, when only a reload can help", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gone = Object.assign(new Error('gone'), { offerReload: true });
    const { start } = runtime({ resolve: () => Promise.reject(gone), retryDelaysMs: [] });
    const element = section();
    start();
    FakeIntersectionObserver.instances[0]?.report(get(element, '.loading-bar'), true);
    await settle();
    expect(element).toHaveTextContent('This part of the page could not load. Reload the page');
  });
});

describe('an island that enhances the page’s own HTML', () => {
  /** The bar's HTML, as the page renders it, with no props. */
  const bar = () => {
    const element = addIsland({
      name: 'shell/NavBar',
      id: 'shell-NavBar',
      hold: ['keys'],
      render: 'enhance',
      html: '',
    });
    element.innerHTML = '<nav><button type="button">Services</button></nav>';
    return element;
  };

  it('hands its HTML to its code once it is wanted, without React, and is ready', async () => {
    const enhance = jest.fn();
    const { hydrate, resolve, start } = runtime({ resolve: () => Promise.resolve({ enhance, build: 'b1' }) });
    const element = bar();
    start();
    await settle();
    expect(enhance).not.toHaveBeenCalled();
    pointerOver(get(element, 'button'));
    await settle();
    expect(resolve.mock.calls).toEqual([['shell/NavBar']]);
    expect(enhance.mock.calls).toEqual([[element]]);
    expect(hydrate).not.toHaveBeenCalled();
    expect(element).toHaveAttribute('data-island-state', 'ready');
    expect(element.innerHTML).toBe('<nav><button type="button">Services</button></nav>');
    expect(marks).toContainEqual(['agency:island-ready', 'shell-NavBar']);
  });

  it('replays a key it held to the listeners its code added', async () => {
    const keys: string[] = [];
    const enhance = (island: HTMLElement) =>
      island.addEventListener('keydown', (event) => void keys.push((event as KeyboardEvent).key));
    const { start } = runtime({ resolve: () => Promise.resolve({ enhance, build: 'b1' }) });
    const element = bar();
    start();
    expect(keydown(get(element, 'button'), 'ArrowDown')).toBe(false);
    await settle();
    expect(keys).toEqual(['ArrowDown']);
  });

  it('says it is unavailable when its code throws, and leaves its HTML as it was', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const enhance = () => {
      throw new Error('broken');
    };
    const { start } = runtime({ resolve: () => Promise.resolve({ enhance, build: 'b1' }) });
    const element = bar();
    start();
    pointerOver(get(element, 'button'));
    await settle();
    expect(element).toHaveAttribute('data-island-state', 'unavailable');
    expect(element).toHaveTextContent(`Services${UNAVAILABLE}`);
  });

  it('says it is unavailable when its code has a component to hydrate instead', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { hydrate, start } = runtime();
    const element = bar();
    start();
    pointerOver(get(element, 'button'));
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    expect(element).toHaveAttribute('data-island-state', 'unavailable');
  });
});

describe('startIsland', () => {
  it('starts each island once, however often it is called', async () => {
    const { resolve, hydrated, start, ready } = runtime();
    const element = addIsland({ hold: ['click'], html: '<button type="button">Share</button>' });
    const onButton = jest.fn();
    get(element, 'button').addEventListener('click', onButton);
    start();
    start();
    click(get(element, 'button'));
    await settle();
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveLength(1);
    ready();
    expect(onButton).toHaveBeenCalledTimes(1);
  });

  it('never starts an island inside another island: the outer one renders it', async () => {
    const { resolve, start } = runtime();
    const outer = addIsland({ name: 'blog/Section', id: 'blog-Section', html: '<section></section>' });
    const inner = addIsland(
      { name: 'blog/ShareButton', id: 'blog-ShareButton', html: '<button type="button">Share</button>' },
      get(outer, 'section'),
    );
    start();
    expect(outer).toHaveAttribute('data-island-state', 'waiting');
    expect(inner).not.toHaveAttribute('data-island-state');
    pointerOver(get(inner, 'button'));
    await settle();
    expect(resolve.mock.calls).toEqual([['blog/Section']]);
  });

  it('leaves alone an element that is no valid island', async () => {
    const { resolve, start } = runtime();
    const element = addIsland({ html: '<button type="button">Open</button>' });
    element.setAttribute('data-when', 'hover');
    start();
    pointerOver(get(element, 'button'));
    await settle();
    expect(resolve).not.toHaveBeenCalled();
    expect(element).not.toHaveAttribute('data-island-state');
    expect(element.querySelector('script')).not.toBeNull();
  });
});

describe('localIslands', () => {
  const table = { NavBar: () => Promise.resolve(widget), FaqQuestions: () => Promise.resolve(widget) } as never;

  it("resolves an island from the app's own table", async () => {
    await expect(localIslands('shell', table)('shell/NavBar')).resolves.toBe(widget);
  });

  it("rejects another app's island, even of a module name the table has", async () => {
    await expect(localIslands('shell', table)('blog/Section')).rejects.toThrow(
      new Error('No island blog/Section in shell'),
    );
  });
});
