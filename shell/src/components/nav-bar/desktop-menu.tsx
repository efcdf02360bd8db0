import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import type { Menu as MenuData } from '@agency/content/site/navigation';
import { isKnownPath } from '@agency/platform/routes';
import { useLocation } from '@agency/platform/router';
import type { KeyboardEvent, MouseEvent } from 'react';
import { lazy, Suspense, useState } from 'react';

// The popup (MUI Menu, Popover, Modal, focus trap) is not needed for first paint.
const loadPopup = () => import('./desktop-menu-popup');
const DesktopMenuPopup = lazy(loadPopup);

export interface DesktopMenuProps {
  menu: MenuData;
}

/**
 * One drop-down of the navigation bar. Opens on click, Enter, Space or ArrowDown; the menu
 * itself moves focus with the arrow keys and closes on Escape or when an item is chosen.
 * Its button is a link to the menu's overview page (/services, /blog, …) until the page's scripts
 * run, so the bar works without them too.
 */
export function DesktopMenu({ menu }: DesktopMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();
  const buttonId = `nav-${menu.id}-button`;
  const menuId = `nav-${menu.id}-menu`;
  const open = Boolean(anchor);
  // A page of the menu's section; a not-found page is nobody's (its HTML is the same for every path).
  const active =
    isKnownPath(pathname) && menu.items.some((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));

  const openAt = (element: HTMLElement) => {
    setUsed(true);
    setAnchor(element);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openAt(event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // A link activates on Enter (a click) but not on Space, which a button takes.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === ' ') {
      event.preventDefault();
      openAt(event.currentTarget);
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        href={menu.href}
        role="button"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        endIcon={
          <KeyboardArrowDown sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        }
        sx={{ px: 1.25, minHeight: 40, fontWeight: 600, color: active ? 'primary.main' : 'text.primary' }}
      >
        {menu.label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <DesktopMenuPopup
            menu={menu}
            anchor={anchor}
            buttonId={buttonId}
            menuId={menuId}
            pathname={pathname}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
