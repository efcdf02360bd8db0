import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Menu as MenuData } from '@agency/shared/content/navigation';
import { RouterLink } from '@agency/shared/ui/router-link';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

export interface DesktopMenuProps {
  menu: MenuData;
}

/**
 * One drop-down of the navigation bar. Opens on click, Enter, Space or ArrowDown; the menu
 * itself moves focus with the arrow keys and closes on Escape or when an item is chosen.
 */
export function DesktopMenu({ menu }: DesktopMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const buttonId = `nav-${menu.id}-button`;
  const menuId = `nav-${menu.id}-menu`;
  const open = Boolean(anchor);
  const active = menu.items.some((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setAnchor(event.currentTarget);
    }
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={onKeyDown}
        endIcon={<KeyboardArrowDown sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ px: 1.25, minHeight: 40, fontWeight: 600, color: active ? 'primary.main' : 'text.primary' }}
      >
        {menu.label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        disableScrollLock
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: menu.items.length > 8 },
          paper: { sx: { mt: 1, minWidth: 240, maxHeight: 'min(70vh, 560px)', borderRadius: 3 } },
        }}
      >
        {menu.items.map((item) => (
          <MenuItem
            key={item.href}
            component={RouterLink}
            href={item.href}
            selected={pathname === item.href}
            onClick={() => setAnchor(null)}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
