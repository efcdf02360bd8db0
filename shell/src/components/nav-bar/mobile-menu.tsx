import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import type { LanguageLinkProps } from '../language-link';
import { languageLinkAttributes } from '../language-link';
import type { NavLink, NavMenu } from './nav-bar-props';
import { NAV_HEIGHT } from './nav-dimensions';
import { MOBILE_MENU_ID } from './nav-look';

/** The id of a group's heading, which names its list: `mobile-menu-about`. */
const groupId = (id: string) => `${MOBILE_MENU_ID}-${id}`;

export interface MobileMenuProps {
  pathname: string;
  /** Its groups, in order; the group `home` is Home alone, with no heading. */
  groups: readonly NavMenu[];
  getStarted: NavLink;
  language: LanguageLinkProps;
  /** The navigation's accessible name. */
  label: string;
}

/**
 * The small-screen menu: a popover under the bar, at most 24rem tall, that scrolls. It opens and
 * closes natively from the bar's Menu button (Escape or a tap elsewhere closes it too); the bar's
 * island (islands/nav-bar.ts) also folds it away when an item is chosen or focus moves on into the
 * page. The link to the page in the other language comes first.
 */
export function MobileMenu({ pathname, groups, getStarted, language, label }: MobileMenuProps) {
  return (
    <Box
      component="nav"
      id={MOBILE_MENU_ID}
      popover="auto"
      aria-label={label}
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
      {/* A list of the groups, each a list of its links: at most 24rem tall, and it scrolls. */}
      <List disablePadding sx={{ maxHeight: '24rem', overflowY: 'auto', pb: 2, overscrollBehavior: 'contain' }}>
        <li>
          <ListItemButton component="a" {...languageLinkAttributes(language)} className="menu-language" sx={entry}>
            <TranslateRounded aria-hidden />
            {language.label}
          </ListItemButton>
        </li>
        {groups.map((group) =>
          group.id === 'home' ? (
            group.items.map((item) => (
              <li key={item.href}>
                <MenuLink item={item} pathname={pathname} home />
              </li>
            ))
          ) : (
            <li key={group.id}>
              <ListSubheader
                component="div"
                id={groupId(group.id)}
                disableSticky
                sx={{ bgcolor: 'transparent', lineHeight: 2.6, fontWeight: 700 }}
              >
                {group.label}
              </ListSubheader>
              <List disablePadding aria-labelledby={groupId(group.id)}>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <MenuLink item={item} pathname={pathname} />
                  </li>
                ))}
              </List>
            </li>
          ),
        )}
        <li>
          <Button href={getStarted.href} variant="contained" sx={{ mx: 2, mt: 2, width: 'calc(100% - 32px)' }}>
            {getStarted.label}
          </Button>
        </li>
      </List>
    </Box>
  );
}

/**
 * Every entry's style: one class for all of them (one rule in the page), Home and the language
 * link set apart by classes of their own.
 */
const entry = {
  py: 1,
  pl: 3,
  '&.menu-home': { pl: 2 },
  '&.menu-language': { pl: 2, gap: 1, fontWeight: 600, '& svg': { fontSize: 20 } },
} as const;

/** An entry of the menu: a link, marked when it is the page's own; Home, outside the groups, sits further left. */
function MenuLink({ item, pathname, home = false }: { item: NavLink; pathname: string; home?: boolean }) {
  return (
    <ListItemButton
      component="a"
      href={item.href}
      selected={pathname === item.href}
      aria-current={pathname === item.href ? 'page' : undefined}
      className={home ? 'menu-home' : undefined}
      sx={entry}
    >
      {item.label}
    </ListItemButton>
  );
}
