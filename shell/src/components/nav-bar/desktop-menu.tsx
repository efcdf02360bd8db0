import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import type { Menu as MenuData } from '@agency/content/site/navigation';
import { isKnownPath } from '@agency/platform/routes';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import { NAV_HEIGHT } from './nav-dimensions';
import { usePopover } from './use-popover';

export interface DesktopMenuProps {
  menu: MenuData;
  /** The page's path: the menu is marked when the page is one of its items, and the item too. */
  pathname: string;
}

const menuItems = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * One drop-down of the navigation bar: a button and the popover it opens, natively (a click,
 * Enter or Space opens and closes it, Escape or a click elsewhere closes it, Tab walks into its
 * links). Once hydrated: ArrowDown or ArrowUp on the button opens it at its first or last item,
 * the arrow keys, Home and End move between items (MUI's MenuList), a menu opened from the
 * keyboard starts at its first item, and the menu closes when focus leaves it or an item is chosen.
 */
export function DesktopMenu({ menu, pathname }: DesktopMenuProps) {
  const popover = usePopover();
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
    if (!element.matches(':popover-open')) element.showPopover();
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
        aria-expanded={popover.expanded}
        onKeyDown={onButtonKeyDown}
        endIcon={<KeyboardArrowDown className="menu-chevron" />}
        sx={{
          px: 1.25,
          minHeight: 40,
          fontWeight: 600,
          color: active ? 'primary.main' : 'text.primary',
          anchorName: `--${menuId}`,
          '& .menu-chevron': { transition: 'transform 150ms' },
          [`body:has(#${menuId}:popover-open) & .menu-chevron`]: { transform: 'rotate(180deg)' },
        }}
      >
        {menu.label}
      </Button>
      <Paper
        id={menuId}
        ref={popover.ref}
        popover="auto"
        elevation={8}
        onBlur={onBlur}
        sx={{
          // The popover's own place, under its button (CSS anchor positioning); see below for the rest.
          position: 'fixed',
          inset: 'auto',
          positionAnchor: `--${menuId}`,
          positionArea: 'block-end span-inline-end',
          positionTryFallbacks: 'flip-inline',
          m: 0,
          mt: 1,
          p: 0,
          border: 0,
          minWidth: 240,
          maxHeight: 'min(70vh, 560px)',
          overflowY: 'auto',
          borderRadius: 3,
          color: 'text.primary',
          '@supports not (anchor-name: --a)': { top: NAV_HEIGHT, left: 'var(--menu-left, auto)' },
        }}
      >
        <MenuList
          ref={list}
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

/** Browsers without CSS anchor positioning: the menu under its button, placed when it opens. */
function placeWithoutAnchorPositioning(popover: HTMLElement, button: HTMLElement | null) {
  if (!button || CSS.supports('anchor-name: --a')) return;
  popover.style.setProperty('--menu-left', `${Math.round(button.getBoundingClientRect().left)}px`);
}
