import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import type { NavMenu } from '@agency/platform/contracts';
import { isKnownPath } from '@agency/platform/routes';
import { useHydrated } from '@agency/ui/use-hydrated';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import { usePopover } from './use-popover';

/** Marks a menu button whose menu holds the page's own link. */
const CURRENT_MENU_CLASS = 'menu-current';

/**
 * A link or menu button of the desktop bar, in the brand's colour when it is the page's own link
 * (`aria-current`) or holds it. One style for all of them, whatever their state, so they share
 * their classes: every distinct `sx` on a button is a class of its own in the page's head, with
 * the whole button's styles in it.
 */
export const navLink = {
  px: 1.25,
  minHeight: 40,
  fontWeight: 600,
  color: 'text.primary',
  [`&[aria-current="page"], &.${CURRENT_MENU_CLASS}`]: { color: 'primary.main' },
} as const;

export interface DesktopMenuProps {
  menu: NavMenu;
  /** The page's path: the menu is marked when the page is one of its items, and the item too. */
  pathname: string;
}

const menuItems = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * One drop-down of the navigation bar: a button and the popover it opens, natively (a click,
 * Enter or Space opens and closes it, Escape or a click elsewhere closes it, Tab walks into its
 * links), placed under its button (its implicit anchor: app/enhancements.css). Once hydrated:
 * ArrowDown or ArrowUp on the button opens it at its first or last item, the arrow keys, Home and
 * End move between items (MUI's MenuList), a menu opened from the keyboard starts at its first
 * item, and the menu closes when focus leaves it or an item is chosen.
 */
export function DesktopMenu({ menu, pathname }: DesktopMenuProps) {
  const popover = usePopover();
  const hydrated = useHydrated();
  const popoverElement = popover.element;
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const buttonId = `nav-${menu.id}-button`;
  const menuId = `nav-${menu.id}-menu`;
  // A page of the menu's section; a not-found page is nobody's.
  const active =
    isKnownPath(pathname) && menu.items.some((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));

  useEffect(() => {
    const element = popoverElement();
    if (!element) return undefined;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      placeWithoutAnchorPositioning(element, button.current);
      // Opened by the arrow keys: focus is on an item already. Opened from the keyboard otherwise
      // (Enter, Space): start at the first item; with the pointer, the list takes the arrow keys.
      if (element.contains(document.activeElement)) return;
      if (button.current?.matches(':focus-visible')) menuItems(list.current)[0]?.focus();
      else list.current?.focus();
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [popoverElement]);

  const openAt = (which: 'first' | 'last') => {
    const element = popover.element();
    if (!element) return;
    // The button as the popover's source: its anchor, as when the button itself opens it.
    if (!element.matches(':popover-open') && button.current) showPopoverFrom(element, button.current);
    const items = menuItems(list.current);
    (which === 'first' ? items[0] : items.at(-1))?.focus();
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const close = () => popover.element()?.hidePopover();
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && (popover.element()?.contains(next) || button.current?.contains(next))) return;
    if (popover.element()?.matches(':popover-open')) close();
  };
  return (
    <>
      <Button
        id={buttonId}
        ref={button}
        popoverTarget={menuId}
        color="inherit"
        aria-haspopup="menu"
        onKeyDown={onButtonKeyDown}
        endIcon={<KeyboardArrowDown className="menu-chevron" />}
        className={active ? CURRENT_MENU_CLASS : undefined}
        sx={{
          ...navLink,
          '& .menu-chevron': { transition: 'transform 150ms' },
          '&:has(+ :popover-open) .menu-chevron': { transform: 'rotate(180deg)' },
        }}
      >
        {menu.label}
      </Button>
      <Paper
        id={menuId}
        ref={popover.ref}
        popover="auto"
        data-nav-menu=""
        elevation={8}
        onBlur={onBlur}
        sx={{
          position: 'fixed',
          inset: 'auto',
          m: 0,
          mt: 1,
          p: 0,
          border: 0,
          minWidth: 240,
          maxHeight: 'min(70vh, 560px)',
          overflowY: 'auto',
          borderRadius: 2,
          color: 'text.primary',
        }}
      >
        <MenuList
          ref={list}
          // Its items are links, which a list (<ul>) may not hold: a <div role="menu"> (MenuList
          // passes `component` on to List, though its own type does not declare it).
          {...({ component: 'div' } as object)}
          aria-labelledby={buttonId}
          dense={menu.items.length > 8}
          autoFocusItem={false}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) close();
          }}
        >
          {menu.items.map((item) => (
            <MenuItem
              key={item.href}
              component="a"
              href={item.href}
              // Every item in the tab order before the island wakes and without script; once it
              // has, the arrow keys move between them and Tab leaves the menu (MenuList's roving).
              tabIndex={hydrated ? undefined : 0}
              selected={pathname === item.href}
              aria-current={pathname === item.href ? 'page' : undefined}
            >
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
    </>
  );
}

/** Opens a popover with the element that asked for it as its source (and so its anchor). */
function showPopoverFrom(popover: HTMLElement, source: HTMLElement) {
  (popover.showPopover as (options?: { source?: HTMLElement }) => void).call(popover, { source });
}

/** Browsers without CSS anchor positioning: the menu under its button, placed when it opens. */
function placeWithoutAnchorPositioning(popover: HTMLElement, button: HTMLElement | null) {
  if (!button || CSS.supports('position-area: block-end')) return;
  popover.style.setProperty('--menu-left', `${Math.round(button.getBoundingClientRect().left)}px`);
}
