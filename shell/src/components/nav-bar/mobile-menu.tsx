import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import { getStartedItem, mobileMenu } from '@agency/content/site/navigation';
import type { FocusEvent, MouseEvent } from 'react';
import { Fragment } from 'react';
import { NAV_HEIGHT } from './nav-dimensions';
import type { PopoverHandle } from './use-popover';

export const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileMenuProps {
  pathname: string;
  popover: PopoverHandle;
}

/**
 * The small-screen menu: a popover under the bar, at most 24rem tall, that scrolls. It opens and
 * closes natively from the bar's Menu button (Escape or a tap elsewhere closes it too). As an
 * island it also folds away when an item is chosen or focus moves on into the page.
 */
export function MobileMenu({ pathname, popover }: MobileMenuProps) {
  const close = () => popover.element()?.hidePopover();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    // Back to the bar (its Menu button) keeps it open; anywhere else in the page folds it away.
    if (!(next instanceof Node) || event.currentTarget.contains(next) || next.parentElement?.closest('header')) return;
    close();
  };
  return (
    <Box
      component="nav"
      id={MOBILE_MENU_ID}
      ref={popover.ref}
      popover="auto"
      aria-label="Mobile"
      onClick={onClick}
      onBlur={onBlur}
      sx={{
        position: 'fixed',
        inset: `${NAV_HEIGHT}px 0 auto 0`,
        width: '100%',
        m: 0,
        p: 0,
        border: 0,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: '0 18px 24px -20px rgba(14, 26, 43, 0.45)',
      }}
    >
      <List disablePadding sx={{ maxHeight: '24rem', overflowY: 'auto', pb: 2, overscrollBehavior: 'contain' }}>
        {mobileMenu.map((group) => (
          <Fragment key={group.label}>
            {group.label !== 'Home' && (
              <ListSubheader
                component="div"
                disableSticky
                sx={{ bgcolor: 'transparent', lineHeight: 2.6, fontWeight: 700 }}
              >
                {group.label}
              </ListSubheader>
            )}
            {group.items.map((item) => (
              <ListItemButton
                key={`${group.label}-${item.href}`}
                component="a"
                href={item.href}
                selected={pathname === item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                sx={{ py: 1, pl: group.label === 'Home' ? 2 : 3 }}
              >
                {item.label}
              </ListItemButton>
            ))}
          </Fragment>
        ))}
        <Button href={getStartedItem.href} variant="contained" sx={{ mx: 2, mt: 2, width: 'calc(100% - 32px)' }}>
          {getStartedItem.label}
        </Button>
      </List>
    </Box>
  );
}
