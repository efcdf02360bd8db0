import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import { isKnownPath } from '@agency/platform/routes';
import type { NavMenu } from './nav-bar-props';
import { NAV_MENU_ATTRIBUTE } from './nav-look';

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

/**
 * One drop-down of the navigation bar: a button and the popover it opens, natively (a click,
 * Enter or Space opens and closes it, Escape or a click elsewhere closes it, Tab walks into its
 * links), placed under its button (its implicit anchor: app/enhancements.css). The bar's island
 * (islands/nav-bar.ts) adds the keyboard moves of a menu to it.
 */
export function DesktopMenu({ menu, pathname }: DesktopMenuProps) {
  const buttonId = `nav-${menu.id}-button`;
  const menuId = `nav-${menu.id}-menu`;
  // A page of the menu's section; a not-found page is nobody's.
  const active =
    isKnownPath(pathname) && menu.items.some((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
  return (
    <>
      <Button
        id={buttonId}
        popoverTarget={menuId}
        color="inherit"
        aria-haspopup="menu"
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
        popover="auto"
        {...{ [NAV_MENU_ATTRIBUTE]: '' }}
        elevation={8}
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
          // Its items are links, which a list (<ul>) may not hold: a <div role="menu"> (MenuList
          // passes `component` on to List, though its own type does not declare it).
          {...({ component: 'div' } as object)}
          aria-labelledby={buttonId}
          dense={menu.items.length > 8}
          autoFocusItem={false}
        >
          {menu.items.map((item) => (
            <MenuItem
              key={item.href}
              component="a"
              href={item.href}
              // Every item in the tab order without script; the island leaves one there and moves
              // between them with the arrow keys.
              tabIndex={0}
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
