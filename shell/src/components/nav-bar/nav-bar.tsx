import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { languageLinkAttributes } from '../language-link';
import { DesktopMenu, navLink } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import type { NavBarProps } from './nav-bar-props';
import { NAV_HEIGHT } from './nav-dimensions';
import { MOBILE_MENU_ID, SCROLLED_ATTRIBUTE, SITE_HEADER_ATTRIBUTE } from './nav-look';

export { NAV_HEIGHT };

/**
 * The fixed top navigation of every page. It works from the page's HTML alone: the menus are
 * popovers that open and close natively (click, Escape, a click elsewhere; the browser tells
 * assistive technology whether each is expanded), their items are links, and the scrolled look
 * comes from a scroll-driven CSS animation. Its island (islands/nav-bar.ts) adds the keyboard
 * moves of a menu (arrow keys, Home, End) to this HTML, and closes a menu that focus has left or
 * whose item was chosen. Every word and address comes in its props, in the page's language.
 */
export function NavBar({ pathname, brand, home, getStarted, menus, mobileMenu, language, labels }: NavBarProps) {
  return (
    <AppBar
      position="fixed"
      {...{ [SITE_HEADER_ATTRIBUTE]: '' }}
      sx={(theme) => ({
        '--nav-bg': '#FFFFFF',
        '--nav-bg-scrolled': 'rgba(255, 255, 255, 0.9)',
        '--nav-border-scrolled': (theme.vars ?? theme).palette.divider,
        ...theme.applyStyles('dark', { '--nav-bg': '#0B1220', '--nav-bg-scrolled': 'rgba(17, 26, 46, 0.9)' }),
        backgroundColor: 'var(--nav-bg)',
        borderBottom: '1px solid transparent',
        boxShadow: 'none',
        // The scrolled look and the view transition's group are in app/enhancements.css; a browser
        // without scroll timelines gets the look from this attribute (page-behaviour.ts).
        [`&[${SCROLLED_ATTRIBUTE}]`]: {
          backgroundColor: 'var(--nav-bg-scrolled)',
          borderBottomColor: 'var(--nav-border-scrolled)',
          boxShadow: '0 8px 24px -16px rgba(14, 26, 43, 0.35)',
          backdropFilter: 'saturate(180%) blur(14px)',
        },
      })}
    >
      <Container disableGutters sx={{ px: { xs: 2, sm: 3 } }}>
        <Toolbar disableGutters sx={{ minHeight: { xs: NAV_HEIGHT }, gap: 1 }}>
          <Box
            component="a"
            href={home.href}
            aria-label={labels.brandLink}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              color: 'text.primary',
              textDecoration: 'none',
              mr: 'auto',
              borderRadius: 2,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 4 },
            }}
          >
            <Box
              component="img"
              src={BRAND_MARK}
              alt=""
              width={36}
              height={36}
              sx={{ display: 'block', borderRadius: 2 }}
            />
            <Box
              component="span"
              sx={{ fontWeight: 800, fontSize: '1.1rem', letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
            >
              {brand.name}
              <Box component="span" sx={{ color: 'primary.main' }}>
                {' '}
                {brand.accent}
              </Box>
            </Box>
          </Box>
          <Box component="nav" aria-label={labels.mainNav} sx={desktopOnly}>
            <Button
              href={home.href}
              color="inherit"
              aria-current={pathname === home.href ? 'page' : undefined}
              sx={navLink}
            >
              {home.label}
            </Button>
            {menus.map((menu) => (
              <DesktopMenu key={menu.id} menu={menu} pathname={pathname} />
            ))}
            <Button href={getStarted.href} variant="contained" sx={{ ml: 1.5 }}>
              {getStarted.label}
            </Button>
          </Box>
          {/* The same page in the other language: a plain link, outside the menus, styled as Home is. */}
          <Box sx={desktopOnly}>
            <Button
              component="a"
              {...languageLinkAttributes(language)}
              color="inherit"
              startIcon={<TranslateRounded aria-hidden />}
              sx={navLink}
            >
              {language.label}
            </Button>
          </Box>
          <IconButton
            popoverTarget={MOBILE_MENU_ID}
            aria-label={labels.menuButton}
            sx={{
              display: { xs: 'inline-flex', lg: 'none' },
              '& .menu-close': { display: 'none' },
              [`body:has(#${MOBILE_MENU_ID}:popover-open) & .menu-open`]: { display: 'none' },
              [`body:has(#${MOBILE_MENU_ID}:popover-open) & .menu-close`]: { display: 'inline-block' },
            }}
          >
            <MenuRounded className="menu-open" />
            <CloseRounded className="menu-close" />
          </IconButton>
        </Toolbar>
      </Container>
      <MobileMenu
        pathname={pathname}
        groups={mobileMenu}
        getStarted={getStarted}
        language={language}
        label={labels.mobileNav}
      />
      {/* Where the island says so if its code cannot load: the bar itself still works. */}
      <Box data-island-notice="" sx={{ '&:empty': { display: 'none' }, px: 2 }} />
    </AppBar>
  );
}

/** The desktop bar's parts, hidden on a small screen (the menu button's popover has them there). */
const desktopOnly = { display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' };

const BRAND_MARK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1746A2"/><path d="M14 44V20h7v9h10v-9h7v24h-7v-9H21v9z" fill="#fff"/><circle cx="48" cy="40" r="5" fill="#F26B3A"/></svg>',
  );
