/**
 * The navigation bar as an island (`shell/NavBar`) that enhances the page's own HTML. The bar
 * works without it (components/nav-bar/nav-bar.tsx): its menus are popovers that open and close
 * natively, and their items are links. It wakes on the first sign of use (the pointer over the
 * bar, a touch, keyboard focus in it), and adds what a menu does from the keyboard, as the ARIA
 * menu pattern has it; arrow keys pressed before then are held and replayed. No React and no
 * props: the menus it works on are the page's, in its language.
 */
import { MOBILE_MENU_ID, NAV_MENU_ATTRIBUTE, SITE_HEADER_ATTRIBUTE } from '../components/nav-bar/nav-look';
import { moveFocusTarget } from './keyboard-moves';

export { buildId as build } from '@agency/platform/build-id';

export function enhance(island: HTMLElement): void {
  for (const popover of island.querySelectorAll<HTMLElement>(`[${NAV_MENU_ATTRIBUTE}]`)) {
    const button = island.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`);
    const list = popover.querySelector<HTMLElement>('[role="menu"]');
    if (button && list) enhanceMenu(popover, button, list);
  }
  const mobileMenu = island.querySelector<HTMLElement>(`#${MOBILE_MENU_ID}`);
  if (mobileMenu) foldAwayWhenDone(mobileMenu);
}

const isOpen = (popover: HTMLElement) => popover.matches(':popover-open');

/** A chosen link closes its popover: in a browser the next page loads, and one kept in the back/forward cache comes back closed. */
function closeOnChoice(popover: HTMLElement) {
  popover.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a') && isOpen(popover)) popover.hidePopover();
  });
}

/**
 * One drop-down of the desktop bar:
 * - its items leave the tab order but one (the page's own, else the first; then the one last
 *   focused): the arrow keys, Home and End move between them, wrapping, letters typed go to the
 *   item they start, and Tab leaves the menu;
 * - ArrowDown or ArrowUp on its button opens it at its first or last item;
 * - opened from the keyboard otherwise (Enter, Space), it starts at its first item; opened with
 *   the pointer, the list takes the focus, and so the arrow keys;
 * - it closes when focus leaves it (but for its button) or an item is chosen.
 */
function enhanceMenu(popover: HTMLElement, button: HTMLElement, list: HTMLElement) {
  const items = [...list.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  // One tab stop in the menu, the item last focused: Tab from anywhere in it leaves the menu.
  const makeTabStop = (stop: Element | undefined) => {
    for (const item of items) item.tabIndex = item === stop ? 0 : -1;
  };
  makeTabStop(items.find((item) => item.getAttribute('aria-current') === 'page') ?? items[0]);
  list.addEventListener('focusin', (event) => {
    if (items.includes(event.target as HTMLElement)) makeTabStop(event.target as HTMLElement);
  });
  const typeAhead = typeAheadIn(items);

  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    // The button as the popover's source: its anchor, as when the button itself opens it.
    if (!isOpen(popover)) showPopoverFrom(popover, button);
    (event.key === 'ArrowDown' ? items[0] : items.at(-1))?.focus();
  });
  popover.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState !== 'open') return;
    placeWithoutAnchorPositioning(popover, button);
    // Opened by the arrow keys, focus is on an item already (the toggle event comes after).
    if (popover.contains(document.activeElement)) return;
    if (button.matches(':focus-visible')) items[0]?.focus();
    else list.focus();
  });
  list.addEventListener('keydown', (event) => {
    const target = moveFocusTarget(event.key, items, document.activeElement) ?? typeAhead(event);
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
  closeOnChoice(popover);
  popover.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && (popover.contains(next) || button.contains(next))) return;
    if (isOpen(popover)) popover.hidePopover();
  });
}

/** How long after a key press the next one still adds to what is typed. */
const TYPE_AHEAD_MS = 500;

/**
 * Type-ahead in a menu, as MUI's menus have it: a letter goes to the next item it starts (again
 * and again, through each in turn), and letters typed in quick succession to the item they start
 * ("our o" to Our Office), focus staying on the item while they still fit it.
 */
function typeAheadIn(items: readonly HTMLElement[]): (event: KeyboardEvent) => HTMLElement | undefined {
  let typed = '';
  let typedAt = Number.NEGATIVE_INFINITY;
  return (event) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return undefined;
    const key = event.key.toLowerCase();
    const now = performance.now();
    typed = now - typedAt > TYPE_AHEAD_MS ? key : typed + key;
    typedAt = now;
    // The same letter again and again cycles through the items it starts.
    const cycling = [...typed].every((letter) => letter === key);
    const wanted = cycling ? key : typed;
    const current = items.findIndex((item) => item === document.activeElement);
    const from = cycling ? current + 1 : Math.max(current, 0);
    const inTurn = [...items.slice(from), ...items.slice(0, from)];
    return inTurn.find((item) => (item.textContent ?? '').trim().toLowerCase().startsWith(wanted));
  };
}

/**
 * The small-screen menu folds away when an item is chosen, or when focus moves on into the page
 * (back to the bar, its Menu button, keeps it open), so it never covers the focused control.
 */
function foldAwayWhenDone(menu: HTMLElement) {
  closeOnChoice(menu);
  menu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || menu.contains(next) || next.parentElement?.closest(`[${SITE_HEADER_ATTRIBUTE}]`))
      return;
    if (isOpen(menu)) menu.hidePopover();
  });
}

/** Opens a popover with the element that asked for it as its source (and so its anchor). */
function showPopoverFrom(popover: HTMLElement, source: HTMLElement) {
  (popover.showPopover as (options?: { source?: HTMLElement }) => void).call(popover, { source });
}

/** Browsers without CSS anchor positioning: the menu under its button, placed when it opens. */
function placeWithoutAnchorPositioning(popover: HTMLElement, button: HTMLElement) {
  if (CSS.supports('position-area: block-end')) return;
  popover.style.setProperty('--menu-left', `${Math.round(button.getBoundingClientRect().left)}px`);
}
