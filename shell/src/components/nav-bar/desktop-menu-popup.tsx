import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Menu as MenuData } from '@agency/content/site/navigation';
import { RouterLink } from '@agency/ui/router-link';

export interface DesktopMenuPopupProps {
  menu: MenuData;
  anchor: HTMLElement | null;
  buttonId: string;
  menuId: string;
  pathname: string;
  onClose: () => void;
}

/** The drop-down list of a navigation menu: arrow keys move focus, Escape closes. Loaded on first use. */
export default function DesktopMenuPopup({ menu, anchor, buttonId, menuId, pathname, onClose }: DesktopMenuPopupProps) {
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
          onClick={onClose}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
