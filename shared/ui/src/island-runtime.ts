/**
 * The browser side of islands: finds the page's `<agency-island>` elements, waits for each one's
 * trigger, loads its code and hydrates it on a root of its own. No React here: this runs on every
 * page, and React is loaded only when an island wants it (`hydrate`, passed in).
 *
 * Until an island is ready, what the visitor does to it is not lost: typing, ticking, choosing and
 * opening a popover work natively, and what would not (a click on a button that has no native
 * action, a submit, navigation keys) is held and replayed once the island has hydrated. An island
 * whose code does not arrive (after a retry) says so in place and offers Try again; the page
 * around it is unaffected. What the visitor did before this script ran counts too: an island that
 * already has the focus or the pointer is wanted at once, and the clicks and keys the page start
 * script kept (@agency/platform/page-start-script) are held like any others.
 *
 * Each step is marked for tests and the bench (`performance.getEntriesByName('agency:island-ready')`).
 */
import type { IslandHold, IslandMarkup, IslandName } from '@agency/platform/islands';
import {
  HELD_KEYS,
  ISLAND_ELEMENT,
  islandAttribute,
  readIslandMarkup,
  takeIslandProps,
} from '@agency/platform/islands';
import { EARLY_EVENTS } from '@agency/platform/page-start';
import type { ReactNode } from 'react';
import { RELOAD_TEXT, TRY_AGAIN_TEXT, UNAVAILABLE_TEXT } from './island-notice';

/** An island's code: its component (in its own providers: island-providers.tsx), and the build it comes from. */
export interface IslandModule {
  /** A function component (island-providers.tsx's asIsland): its props come from the page as JSON. */
  default: (props: never) => ReactNode;
  build: string;
}

/** Hydrates (or renders) one island on its element; the React half, loaded with the first island. */
export type HydrateIsland = (
  element: HTMLElement,
  island: { markup: IslandMarkup; module: IslandModule; props: Record<string, unknown> },
  onReady: () => void,
) => void;

export interface IslandRuntimeOptions {
  /** The island's code, by name: the app's own chunks, or a section's through federation. */
  resolve: (name: IslandName) => Promise<IslandModule>;
  /** Called before Try again resolves an island again: the resolver forgets a failed load. */
  forget?: (name: IslandName) => void;
  /** The React half; by default this package's island-hydrate.tsx, loaded with the first island. */
  hydrate?: () => Promise<HydrateIsland>;
  /** Waits between attempts before an island is said to be unavailable. */
  retryDelaysMs?: readonly number[];
  /** How far ahead of the viewport a `visible` island starts, in CSS pixels. */
  visibleMarginPx?: number;
}

export type IslandMark = 'agency:island-loading' | 'agency:island-ready' | 'agency:island-unavailable';

function mark(name: IslandMark, id: string) {
  performance.mark(name, { detail: id });
}

/** What the visitor did before the island was ready, to be done again once it is. */
type HeldEvent =
  | { type: 'click'; target: HTMLElement }
  | { type: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { type: 'keydown'; target: HTMLElement; init: KeyboardEventInit };

/** The event each kind of hold listens to. */
const HELD_EVENT: Record<IslandHold, string> = { click: 'click', submit: 'submit', keys: 'keydown' };

/** Controls whose click has a native effect: never held (a second click would undo the first). */
const NATIVE_CLICK = 'input, select, textarea, label, summary, a[href], [popovertarget]';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** The waits before an island's code is tried again: a dropped connection often comes back. */
export const RETRY_DELAYS_MS = [400, 1200] as const;

const loadHydrate = () =>
  import(/* webpackChunkName: "island-hydrate" */ './island-hydrate').then((module) => module.hydrateIsland);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the page has loaded and the browser is idle. */
function whenIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: 3000 });
        else setTimeout(resolve, 200);
      }),
  );
}

/** Resolves when any of the island's boxes nears the viewport (the element itself has none). */
function whenVisible(element: HTMLElement, marginPx: number): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    for (const child of element.children) observer.observe(child);
  });
}

/** Resolves on the first of these events inside the island. */
function whenAny(element: HTMLElement, types: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of types) element.removeEventListener(type, done);
      resolve();
    };
    for (const type of types) element.addEventListener(type, done, { passive: true });
  });
}

class IslandController {
  private state: 'waiting' | 'loading' | 'ready' | 'unavailable' = 'waiting';
  private readonly held: HeldEvent[] = [];
  private props: Record<string, unknown> | undefined;
  private notice: HTMLElement | undefined;

  constructor(
    private readonly element: HTMLElement,
    private readonly markup: IslandMarkup,
    private readonly options: IslandRuntimeOptions,
  ) {
    element.setAttribute(islandAttribute.state, 'waiting');
    this.holdUntilReady(markup.hold);
    void this.trigger().then(() => this.load());
  }

  /**
   * Resolves when the island is wanted: on its trigger; on focus inside it, whatever the trigger;
   * on anything it holds (wantedNow). Focus inside it, or for `intent` the pointer over it, before
   * the runtime started wants it at once.
   */
  private trigger(): Promise<void> {
    const { when } = this.markup;
    if (this.element.matches(when === 'intent' ? ':focus-within, :hover' : ':focus-within')) return Promise.resolve();
    const wanted = new Promise<void>((resolve) => (this.wantedNow = resolve));
    const natural =
      when === 'visible'
        ? whenVisible(this.element, this.options.visibleMarginPx ?? 300)
        : when === 'idle'
          ? whenIdle()
          : whenAny(this.element, when === 'intent' ? INTENT_EVENTS : ['focusin']);
    const focused = when === 'visible' || when === 'idle' ? [whenAny(this.element, ['focusin'])] : [];
    return Promise.race([natural, ...focused, wanted]);
  }

  /** Set by trigger(): a held event means the island is wanted now, whatever its trigger. */
  private wantedNow: () => void = () => undefined;

  /** What of an event the island holds until it is ready, if anything. */
  private toHold(event: Event): HeldEvent | undefined {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (this.state === 'ready' || !target) return undefined;
    const { hold } = this.markup;
    if (event.type === 'click' && hold.includes('click'))
      return target.closest(NATIVE_CLICK) || this.notice?.contains(target) ? undefined : { type: 'click', target };
    if (event instanceof KeyboardEvent && hold.includes('keys') && HELD_KEYS.includes(event.key)) {
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      return { type: 'keydown', target, init: { key, code, shiftKey, ctrlKey, altKey, metaKey } };
    }
    if (event.type === 'submit' && hold.includes('submit') && target instanceof HTMLFormElement) {
      const { submitter } = event as SubmitEvent;
      return { type: 'submit', form: target, submitter: submitter instanceof HTMLElement ? submitter : null };
    }
    return undefined;
  }

  /** Holds what the visitor did inside the island before the runtime started (kept by the page start script). */
  holdEarly(event: Event): void {
    const held = this.toHold(event);
    if (!held) return;
    this.held.push(held);
    this.wantedNow();
  }

  private holdUntilReady(holds: readonly IslandHold[]) {
    const hold = (event: Event) => {
      const held = this.toHold(event);
      if (!held) return;
      event.preventDefault();
      event.stopPropagation();
      this.held.push(held);
      this.wantedNow();
    };
    for (const kind of holds) this.element.addEventListener(HELD_EVENT[kind], hold, { capture: true });
  }

  private async load(): Promise<void> {
    if (this.state === 'loading' || this.state === 'ready') return;
    this.state = 'loading';
    this.element.setAttribute(islandAttribute.state, 'loading');
    mark('agency:island-loading', this.markup.id);
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        const [module, hydrate] = await Promise.all([
          this.options.resolve(this.markup.name),
          (this.options.hydrate ?? loadHydrate)(),
        ]);
        this.props ??= takeIslandProps(this.element) ?? {};
        hydrate(this.element, { markup: this.markup, module, props: this.props }, () => this.ready());
        return;
      } catch (error) {
        const wait = delays[attempt];
        if (wait === undefined) return this.unavailable(error);
        this.options.forget?.(this.markup.name);
        await delay(wait);
      }
    }
  }

  private ready() {
    if (this.state === 'ready') return;
    this.state = 'ready';
    this.element.setAttribute(islandAttribute.state, 'ready');
    mark('agency:island-ready', this.markup.id);
    for (const event of this.held.splice(0)) replay(event);
  }

  private unavailable(error: unknown) {
    this.state = 'unavailable';
    this.element.setAttribute(islandAttribute.state, 'unavailable');
    mark('agency:island-unavailable', this.markup.id);
    console.warn(`[islands] ${this.markup.name} could not load`, error);
    this.showNotice(offersReload(error));
  }

  /**
   * In the island's own notice slot if it has one (`data-island-notice`), else after its content.
   * Try again, or a reload where the resolver says only that can help (its section's files are gone).
   */
  private showNotice(reload: boolean) {
    const notice = document.createElement('p');
    notice.className = 'island-unavailable';
    notice.setAttribute('role', 'status');
    notice.append(`${UNAVAILABLE_TEXT} `);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = reload ? RELOAD_TEXT : TRY_AGAIN_TEXT;
    button.addEventListener('click', () => {
      if (reload) return window.location.reload();
      notice.remove();
      this.notice = undefined;
      this.options.forget?.(this.markup.name);
      this.state = 'waiting';
      void this.load();
    });
    notice.append(button);
    this.notice = notice;
    const slot = this.element.querySelector('[data-island-notice]');
    (slot ?? this.element).append(notice);
  }
}

/** Whether a load's error says a reload is the way out (`offerReload`, e.g. the registry's SectionGoneError). */
function offersReload(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { offerReload?: unknown }).offerReload === true;
}

function replay(event: HeldEvent) {
  if (event.type === 'click') event.target.click();
  else if (event.type === 'submit') {
    const { form, submitter } = event;
    // requestSubmit validates again and fires submit, which the island's own handler now takes.
    const ownSubmitter =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter.form === form && submitter.isConnected
        : false;
    if (form.isConnected) form.requestSubmit(ownSubmitter ? submitter : null);
  } else event.target.dispatchEvent(new KeyboardEvent('keydown', { ...event.init, bubbles: true, cancelable: true }));
}

const started = new WeakMap<Element, IslandController>();

/**
 * Wakes every island in `root` (the document, or a part rendered later); each is started once.
 * The first call takes what the visitor did inside islands before it (the page start script kept it).
 */
export function startIslands(options: IslandRuntimeOptions, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(ISLAND_ELEMENT)) {
    if (started.has(element)) continue;
    const markup = readIslandMarkup(element);
    if (!markup) continue;
    started.set(element, new IslandController(element, markup, options));
  }
  for (const event of window[EARLY_EVENTS]?.() ?? []) {
    const island = event.target instanceof Element ? event.target.closest(ISLAND_ELEMENT) : null;
    if (island) started.get(island)?.holdEarly(event);
  }
}

/** Resolves islands from an app's own modules (a section's own page loads its islands so). */
export function localIslands(
  modules: Readonly<Partial<Record<IslandName, () => Promise<IslandModule>>>>,
): (name: IslandName) => Promise<IslandModule> {
  return (name) => {
    const load = modules[name];
    return load ? load() : Promise.reject(new Error(`No island ${name} in this app`));
  };
}
