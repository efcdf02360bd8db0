import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import { getStartedItem, mobileMenu } from '@agency/content/site/navigation';
import { RouterLink } from '@agency/ui/router-link';
import { Fragment } from 'react';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Close without the folding animation (focus has moved on into the page). */
  foldAtOnce?: boolean;
  onChoose: () => void;
}

/** The small-screen menu: a collapsible list, at most 24rem tall, that scrolls. */
export default function MobileMenu({ id, open, foldAtOnce = false, onChoose }: MobileMenuProps) {
  return (
    <Collapse in={open} timeout={{ enter: 200, exit: foldAtOnce ? 0 : 200 }} unmountOnExit>
      <Box
        component="nav"
        id={id}
        aria-label="Mobile"
        sx={{ bgcolor: 'background.paper', boxShadow: '0 18px 24px -20px rgba(14, 26, 43, 0.45)' }}
      >
        <List
          disablePadding
          sx={{
            maxHeight: '24rem',
            overflowY: 'auto',
            borderTop: 1,
            borderColor: 'divider',
            pb: 2,
            overscrollBehavior: 'contain',
          }}
        >
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
                  component={RouterLink}
                  href={item.href}
                  onClick={onChoose}
                  sx={{ py: 1, pl: group.label === 'Home' ? 2 : 3 }}
                >
                  {item.label}
                </ListItemButton>
              ))}
            </Fragment>
          ))}
          <Button
            component={RouterLink}
            href={getStartedItem.href}
            onClick={onChoose}
            variant="contained"
            sx={{ mx: 2, mt: 2, width: 'calc(100% - 32px)' }}
          >
            {getStartedItem.label}
          </Button>
        </List>
      </Box>
    </Collapse>
  );
}
