/**
 * Islands: the parts of a page that respond to the visitor. The rest of a page is the server's
 * HTML and stays so; an island is a component rendered into that HTML at build time, whose own
 * React root hydrates it in the browser when it is wanted. A slot the server could not fill with
 * a section's fragment holds a client-only island, which renders the section in the browser.
 *
 * This module is the contract between the build that writes an island into a page and the
 * browser code that wakes it up (`@agency/ui/island-runtime`, which defines the element): the
 * element, its attributes, its props and its notices. It has no React in it, so the page's first
 * script reads islands without loading React.
 *
 *   <agency-island data-island="contact/EnquiryForm" data-island-id="contact-EnquiryForm"
 *                  data-when="visible" data-hold="submit" data-build="6f01a98d874a">
 *     <script type="application/json">{"form":"quote","idPrefix":"quote"}</script>
 *     …the component's HTML…
 *   </agency-island>
 *
 * The props come first, as data (a JSON script is never executed, so no script-src allowance);
 * the browser takes them out before the island hydrates, and the element's children are then
 * exactly what the component renders. The element is `display: contents`: it adds no box.
 */
import type { IslandName } from '../contracts/contracts';
import type { AppName } from '../routes/paths';

export type { IslandName };

/** The element every island is wrapped in: a custom element that starts itself (island-runtime). */
export const ISLAND_ELEMENT = 'agency-island';

/**
 * When an island's code is loaded and it hydrates:
 * - `visible`: when it nears the viewport (a form a visitor is about to fill in, a slot's section);
 * - `intent`: on the first sign that the visitor is about to use it (pointer over it, a touch,
 *   keyboard focus inside it). The part must work natively, or hold what the visitor does (below)
 *   until then;
 * - `focus`: when focus enters it: for a part whose pointer use is all native, and whose code
 *   only adds keyboard moves.
 * Whatever the trigger, focus entering an island wakes it too (a keyboard user, a tap into a
 * field), and so does anything it holds (below).
 */
export type IslandTrigger = 'visible' | 'intent' | 'focus';

/**
 * What the visitor does to an island before its code is ready that the page holds and replays
 * once it is: a click (a button that does nothing natively), a submit (a form would otherwise
 * submit natively and leave the page), navigation keys (arrows, Home, End, which would otherwise
 * scroll the page). Everything else works natively: typing, ticking a box, opening a popover.
 */
export type IslandHold = 'click' | 'submit' | 'keys';

/** The keys `keys` holds. */
export const HELD_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** The attributes of an island element. */
export const islandAttribute = {
  name: 'data-island',
  /** Unique in the page; the prefix of every id React's useId makes inside it. */
  id: 'data-island-id',
  when: 'data-when',
  /** Space-separated IslandHold values. */
  hold: 'data-hold',
  /** The build that rendered the HTML: code of another build renders the island afresh. */
  build: 'data-build',
  /** How the island's HTML came to be, when not `server` (IslandRenderMode). */
  render: 'data-render',
  /** Set by the browser: `waiting`, `loading`, `ready` or `unavailable`. */
  state: 'data-island-state',
} as const;

/**
 * What an island says when its code cannot load or it fails to render, with a button that tries
 * again. The words are the page's (its language), never the runtime's:
 * - the page carries the general notice, and the one that offers a reload instead (a section's
 *   files gone), as templates by these ids; the runtime puts a copy in the island's notice place
 *   (an element `[data-island-notice]` inside it, else after its content);
 * - an island may carry its own (`<template data-island-unavailable>`, a slot's "this section is
 *   temporarily unavailable"), which then takes the place of its content.
 * The button that tries again (or reloads) is marked `data-island-retry`.
 */
/** Marks an island's own notice, a template inside it: `<template data-island-unavailable>`. */
const OWN_NOTICE_ATTRIBUTE = 'data-island-unavailable';

export const islandNotice = {
  tryAgainTemplateId: 'agency-island-unavailable',
  reloadTemplateId: 'agency-island-reload',
  ownTemplateAttribute: OWN_NOTICE_ATTRIBUTE,
  ownTemplate: `template[${OWN_NOTICE_ATTRIBUTE}]`,
  place: '[data-island-notice]',
  retryButton: '[data-island-retry]',
} as const;

/**
 * Where an island's HTML comes from, and what its code does with it:
 * - `server`: its component's, rendered for the page on a root of its own, which the browser
 *   hydrates with the props written beside it;
 * - `client`: a placeholder, and the island renders in the browser (a slot's section whose
 *   fragment the server could not include);
 * - `enhance`: the page's own, rendered with the page; its code adds behaviour to that HTML (the
 *   keyboard moves of a menu), with no props and no React.
 */
export type IslandRenderMode = 'server' | 'client' | 'enhance';

/** How an island is written into a page. */
export interface IslandMarkup {
  name: IslandName;
  id: string;
  when: IslandTrigger;
  hold: readonly IslandHold[];
  build: string;
  render: IslandRenderMode;
}

/** The identifierPrefix of an island's React root, at build time and in the browser alike. */
export function islandIdPrefix(id: string): string {
  return `${id}-`;
}

/** The app whose code an island is. */
export function islandApp(name: IslandName): AppName {
  return name.split('/')[0] as AppName;
}

/**
 * An island's id: its name, made unique in the page by the order it was rendered in
 * (`blog-ShareButton`, then `blog-ShareButton-2`).
 */
export function islandId(name: IslandName, index: number): string {
  const base = name.replace('/', '-');
  return index === 0 ? base : `${base}-${index + 1}`;
}

/**
 * Props as the body of a `<script type="application/json">`: JSON whose `<`, `>` and `&` are
 * escaped, so no text in a prop can close the script or start a comment in it.
 */
export function serializeIslandProps(props: unknown): string {
  return JSON.stringify(props ?? {})
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The attributes an island element carries in the HTML, from its markup. */
export function islandElementAttributes(markup: IslandMarkup): Record<string, string> {
  return {
    [islandAttribute.name]: markup.name,
    [islandAttribute.id]: markup.id,
    [islandAttribute.when]: markup.when,
    ...(markup.hold.length > 0 ? { [islandAttribute.hold]: markup.hold.join(' ') } : {}),
    [islandAttribute.build]: markup.build,
    ...(markup.render === 'server' ? {} : { [islandAttribute.render]: markup.render }),
  };
}

const TRIGGERS: readonly IslandTrigger[] = ['visible', 'intent', 'focus'];
const HOLDS: readonly IslandHold[] = ['click', 'submit', 'keys'];
const RENDERS: readonly IslandRenderMode[] = ['server', 'client', 'enhance'];

/** An island element's markup, read back from its attributes; undefined when it is not one. */
export function readIslandMarkup(element: Element): IslandMarkup | undefined {
  const name = element.getAttribute(islandAttribute.name);
  const id = element.getAttribute(islandAttribute.id);
  const when = element.getAttribute(islandAttribute.when) as IslandTrigger | null;
  if (!name || !/^[a-z]+\/[A-Za-z]+$/.test(name) || !id || !when || !TRIGGERS.includes(when)) return undefined;
  // The name's form is checked; whether the app has such an island is its resolver's to say.
  const hold = (element.getAttribute(islandAttribute.hold) ?? '')
    .split(' ')
    .filter((value): value is IslandHold => (HOLDS as readonly string[]).includes(value));
  return {
    name: name as IslandName,
    id,
    when,
    hold,
    build: element.getAttribute(islandAttribute.build) ?? '',
    render: RENDERS.find((render) => render === element.getAttribute(islandAttribute.render)) ?? 'server',
  };
}

/**
 * Takes an island's props out of its element (its first child, the JSON script), so that the
 * element's children are exactly the component's HTML. Undefined when there is no such script
 * or it does not parse.
 */
export function takeIslandProps(element: Element): Record<string, unknown> | undefined {
  const script = element.firstElementChild;
  if (!script || script.tagName !== 'SCRIPT' || script.getAttribute('type') !== 'application/json') return undefined;
  script.remove();
  try {
    const props: unknown = JSON.parse(script.textContent ?? '');
    return typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
