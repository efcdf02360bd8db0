/**
 * The browser side of islands: `<agency-island>` as a custom element that starts itself when it is
 * connected (the page's islands when main.js defines it, and any inserted later), waits for its
 * trigger, loads its code and hydrates it on a root of its own; or, for an island that enhances
 * the page's own HTML (`render: 'enhance'`), hands that HTML to its code, with no React and no
 * props. No React here: this runs on every page, and React is loaded only when an island wants it
 * (`hydrate`, island-hydrate.tsx).
 *
 * Until an island is ready, what the visitor does to it is not lost: typing, ticking, choosing and
 * opening a popover work natively, and what would not (a click on a button that has no native
 * action, a submit, navigation keys) is held and replayed once the island has hydrated. An island
 * whose code does not arrive (after the retries) or that fails to render says so in place and
 * offers Try again; the page around it is unaffected. A slot's section, rendered in the browser
 * because the server could not include it, is such an island too (client-only): one retry schedule
 * and one notice for everything that loads a section's code. What the visitor did before this
 * script ran counts too: an island that already has the focus or the pointer is wanted at once,
 * and the clicks and keys the page start script kept (@agency/platform/page-start-script) are
 * held like any others.
 *
 * The runtime holds no words: the notices are the page's own templates (islandNotice), in its
 * language. Each step is marked for tests and the bench
 * (`performance.getEntriesByName('agency:island-ready')`).
 */
import type { IslandHold, IslandMarkup, IslandName, IslandTrigger } from '@agency/platform/islands';
import {
  HELD_KEYS,
  ISLAND_ELEMENT,
  islandAttribute,
  islandNotice,
  readIslandMarkup,
  takeIslandProps,
} from '@agency/platform/islands';
import type { IslandTable } from '@agency/platform/contracts';
import type { AppName } from '@agency/platform/routes';
import { EARLY_EVENTS } from '@agency/platform/page-start';
import type { HydrateIsland, IslandModule, IslandRuntimeOptions } from './island-types';

export type { HydrateIsland, IslandModule, IslandRuntimeOptions };

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

/** The waits before an island's code is tried again: a dropped connection often comes back. */
export const RETRY_DELAYS_MS = [400, 1200] as const;

/** How far ahead of the viewport a `visible` island starts. */
const VISIBLE_MARGIN_PX = 300;

const loadHydrate = () =>
  import(/* webpackChunkName: "island-hydrate" */ './island-hydrate').then((module) => module.hydrateIsland);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

interface Trigger {
  /** Resolves when the island is wanted. */
  wanted: (element: HTMLElement, options: IslandRuntimeOptions) => Promise<void>;
  /** What already wants the island when it starts (the visitor got there before this script). */
  already: string;
}

/**
 * The triggers the islands use, and what each waits for. Whatever the trigger, focus entering an
 * island wakes it too, and so does anything it holds.
 */
const triggers: Record<IslandTrigger, Trigger> = {
  visible: {
    wanted: (element, options) => whenVisible(element, options.visibleMarginPx ?? VISIBLE_MARGIN_PX),
    already: ':focus-within',
  },
  intent: {
    wanted: (element) => whenAny(element, ['pointerover', 'pointerdown', 'touchstart', 'focusin']),
    already: ':focus-within, :hover',
  },
  focus: { wanted: (element) => whenAny(element, ['focusin']), already: ':focus-within' },
};

/** A copy of one of the page's notice templates, or the island's own; undefined when there is none. */
function noticeFrom(template: Element | null | undefined): DocumentFragment | undefined {
  return template instanceof HTMLTemplateElement ? (template.content.cloneNode(true) as DocumentFragment) : undefined;
}

class IslandController {
  private state: 'waiting' | 'loading' | 'ready' | 'unavailable' = 'waiting';
  private readonly held: HeldEvent[] = [];
  private props: Record<string, unknown> | undefined;
  /** What is shown in the island's place while it cannot be used. */
  private notice: Node[] = [];
  /** A client-only island's placeholder, shown again while it tries again. */
  private readonly placeholder: Node[];
  /** The island's own notice (a slot's "section unavailable"), taken out of the element. */
  private readonly ownNotice: HTMLTemplateElement | undefined;
  private unmount: (() => void) | undefined;
  /** The island's HTML is gone (it failed to render): it renders afresh from now on. */
  private afresh = false;
  /** Set by trigger(): a held event means the island is wanted now, whatever its trigger. */
  private wantedNow: () => void = () => undefined;

  constructor(
    private readonly element: HTMLElement,
    private readonly markup: IslandMarkup,
    private readonly options: IslandRuntimeOptions,
  ) {
    const own = element.querySelector(`:scope > ${islandNotice.ownTemplate}`);
    this.ownNotice = own instanceof HTMLTemplateElement ? own : undefined;
    this.ownNotice?.remove();
    this.placeholder = this.clientOnly
      ? [...element.childNodes].filter((node) => !(node instanceof HTMLScriptElement))
      : [];
    element.setAttribute(islandAttribute.state, 'waiting');
    this.holdUntilReady(markup.hold);
    void this.trigger().then(() => this.load());
  }

  /** Rendered in the browser: its HTML is a placeholder (a slot's section the server could not include). */
  private get clientOnly(): boolean {
    return this.markup.render === 'client';
  }

  /** Resolves when the island is wanted: on its trigger, on focus inside it, on anything it holds. */
  private trigger(): Promise<void> {
    const trigger = triggers[this.markup.when];
    if (this.element.matches(trigger.already)) return Promise.resolve();
    const wanted = new Promise<void>((resolve) => (this.wantedNow = resolve));
    return Promise.race([trigger.wanted(this.element, this.options), whenAny(this.element, ['focusin']), wanted]);
  }

  /** What of an event the island holds until it is ready, if anything. */
  private toHold(event: Event): HeldEvent | undefined {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (this.state === 'ready' || !target) return undefined;
    const { hold } = this.markup;
    if (event.type === 'click' && hold.includes('click'))
      return target.closest(NATIVE_CLICK) || this.inNotice(target) ? undefined : { type: 'click', target };
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

  private inNotice(target: Node): boolean {
    return this.notice.some((node) => node === target || node.contains(target));
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
        // An island that enhances the page's HTML needs its code alone: no React, no props.
        if (this.markup.render === 'enhance') return this.enhance(await this.options.resolve(this.markup.name));
        const [module, hydrate] = await Promise.all([
          this.options.resolve(this.markup.name),
          (this.options.hydrate ?? loadHydrate)(),
        ]);
        if (!('default' in module)) return this.failed(new Error(`${this.markup.name} has no component`));
        this.props ??= takeIslandProps(this.element) ?? {};
        // A section rendered here must speak the page's language: a build from before it did is not
        // asked to (it would show its English under a Chinese address); the island says it is unavailable.
        const language = document.documentElement.lang || 'en';
        if (this.clientOnly && !(module.locales ?? ['en']).includes(language))
          return this.unavailable(new Error(`${this.markup.name} renders no ${language}`), false);
        // Its copy in that language alone: a chunk of the section's, retried like its code.
        if (this.clientOnly) await module.loadCopy?.(language);
        const island = { markup: this.markup, module, props: this.props, afresh: this.afresh };
        this.unmount = hydrate(this.element, island, {
          onReady: () => this.ready(),
          onError: (error) => this.failed(error),
        });
        return;
      } catch (error) {
        const wait = delays[attempt];
        if (wait === undefined) return this.unavailable(error, offersReload(error));
        this.options.forget?.(this.markup.name);
        await delay(wait);
      }
    }
  }

  /** The island's code adds its behaviour to the HTML it is given; one that throws is unavailable. */
  private enhance(module: IslandModule) {
    try {
      if (!('enhance' in module)) throw new Error(`${this.markup.name} enhances nothing`);
      module.enhance(this.element);
    } catch (error) {
      console.error(`[islands] ${this.markup.id} failed to enhance its HTML`, error);
      return this.unavailable(error, false);
    }
    this.ready();
  }

  private ready() {
    if (this.state === 'ready') return;
    this.state = 'ready';
    this.element.setAttribute(islandAttribute.state, 'ready');
    mark('agency:island-ready', this.markup.id);
    for (const event of this.held.splice(0)) replay(event);
  }

  /** The island threw while rendering: its root goes, and it says so like an island that cannot load. */
  private failed(error: unknown) {
    this.unmount?.();
    this.unmount = undefined;
    this.afresh = true;
    console.error(`[islands] ${this.markup.id} failed to render`, error);
    this.unavailable(error, false);
  }

  private unavailable(error: unknown, reload: boolean) {
    // Before the notice can take the island's place: its props are in its HTML until now.
    this.props ??= takeIslandProps(this.element) ?? {};
    this.state = 'unavailable';
    this.element.setAttribute(islandAttribute.state, 'unavailable');
    mark('agency:island-unavailable', this.markup.id);
    console.warn(`[islands] ${this.markup.name} could not load`, error);
    this.showNotice(reload);
  }

  /**
   * The island's own notice in place of its content, else the page's in the island's notice place
   * (`[data-island-notice]`) or after its content. Its button tries again, or reloads the page
   * where the resolver says only that can help (the section's files are gone).
   */
  private showNotice(reload: boolean) {
    const pageNotice = (id: string) => noticeFrom(document.getElementById(id));
    const own = reload ? undefined : noticeFrom(this.ownNotice);
    const notice = own ?? pageNotice(reload ? islandNotice.reloadTemplateId : islandNotice.tryAgainTemplateId);
    if (!notice) return console.warn(`[islands] the page has no notice for ${this.markup.id}`);
    for (const button of notice.querySelectorAll(islandNotice.retryButton))
      button.addEventListener('click', () => (reload ? window.location.reload() : this.tryAgain()));
    this.notice = [...notice.childNodes];
    if (own || this.clientOnly) this.element.replaceChildren(notice);
    else (this.element.querySelector(islandNotice.place) ?? this.element).append(notice);
  }

  private tryAgain() {
    for (const node of this.notice) node.parentNode?.removeChild(node);
    this.notice = [];
    if (this.clientOnly) this.element.replaceChildren(...this.placeholder);
    this.options.forget?.(this.markup.name);
    this.state = 'waiting';
    void this.load();
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
 * Starts one island (once): it waits for its trigger. An island inside another island is never
 * started on its own: the enclosing island renders it (one React root, never one inside another).
 */
export function startIsland(element: HTMLElement, options: IslandRuntimeOptions): void {
  if (started.has(element) || element.parentElement?.closest(ISLAND_ELEMENT)) return;
  const markup = readIslandMarkup(element);
  if (!markup) return;
  started.set(element, new IslandController(element, markup, options));
}

/** Hands what the visitor did inside islands before main.js ran (the page start script kept it) to them. */
export function takeEarlyEvents(): void {
  for (const event of window[EARLY_EVENTS]?.() ?? []) {
    const island = event.target instanceof Element ? event.target.closest(ISLAND_ELEMENT) : null;
    if (island) started.get(island)?.holdEarly(event);
  }
}

/**
 * Defines `<agency-island>`: the page's islands start as it is defined, and any inserted later
 * (a slot's section rendered in the browser, a part a script adds) starts as it is connected.
 */
export function defineIslandElement(options: IslandRuntimeOptions): void {
  if (customElements.get(ISLAND_ELEMENT)) return;
  customElements.define(
    ISLAND_ELEMENT,
    class AgencyIsland extends HTMLElement {
      connectedCallback() {
        startIsland(this, options);
      }
    },
  );
  takeEarlyEvents();
}

/** Resolves an app's islands from its own island table (a section's own pages load its islands so). */
export function localIslands<App extends AppName>(
  app: App,
  table: IslandTable<App>,
): (name: IslandName) => Promise<IslandModule> {
  const modules = table as Readonly<Record<string, () => Promise<IslandModule>>>;
  return (name) => {
    const [owner, module = ''] = name.split('/');
    const load = owner === app && Object.hasOwn(modules, module) ? modules[module] : undefined;
    return load ? load() : Promise.reject(new Error(`No island ${name} in ${app}`));
  };
}
