import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { company } from '@agency/content/site/company';
import { desktopMenus, getStartedItem, homeItem } from '@agency/content/site/navigation';
import { RouterLink } from '@agency/ui/router-link';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from '@agency/platform/router';
import { SITE_LINKS_ID } from '../footer';
import { DesktopMenu } from './desktop-menu';
import { useScrolled } from './use-scrolled';

// The small-screen menu loads the first time a visitor opens it.
const MobileMenu = lazy(() => import('./mobile-menu'));

export const NAV_HEIGHT = 68;
const MOBILE_MENU_ID = 'mobile-menu';

/** Fixed top navigation on every page; a scrolled look once the page moves past 50 px. */
export function NavBar() {
  const scrolled = useScrolled(50);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileUsed, setMobileUsed] = useState(false);
  // Folding away because focus moved on skips the animation: for its 200 ms the menu would
  // still cover the control that just received focus.
  const [foldAtOnce, setFoldAtOnce] = useState(false);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => setMobileOpen(false), [pathname]);

  // The small-screen menu is a disclosure: Escape closes it and hands focus back to its button,
  // as does choosing an item (the item itself unmounts), and it folds away once keyboard focus
  // moves on into the page, which it would otherwise cover.
  const closeMobileMenu = () => {
    setMobileOpen(false);
    toggleRef.current?.focus();
  };
  const toggleMobileMenu = () => {
    setMobileUsed(true);
    setFoldAtOnce(false);
    setMobileOpen((open) => !open);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (mobileOpen && event.key === 'Escape') closeMobileMenu();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (mobileOpen && next instanceof Node && !event.currentTarget.contains(next)) {
      setFoldAtOnce(true);
      setMobileOpen(false);
    }
  };

  return (
    <AppBar
      position="fixed"
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={(theme) => ({
        borderBottom: '1px solid',
        borderColor: scrolled ? 'divider' : 'transparent',
        backgroundColor: scrolled ? 'rgba(255, 255, 255, 0.9)' : '#FFFFFF',
        backdropFilter: scrolled ? 'saturate(180%) blur(14px)' : 'none',
        boxShadow: scrolled ? '0 8px 24px -16px rgba(14, 26, 43, 0.35)' : 'none',
        transition: 'background-color 200ms, box-shadow 200ms, border-color 200ms',
        ...theme.applyStyles('dark', { backgroundColor: scrolled ? 'rgba(17, 26, 46, 0.9)' : '#0B1220' }),
      })}
    >
      <Container disableGutters sx={{ px: { xs: 2, sm: 3 } }} onKeyDown={onKeyDown} onBlur={onBlur}>
        <Toolbar disableGutters sx={{ minHeight: { xs: NAV_HEIGHT }, gap: 1 }}>
          <Box
            component={RouterLink}
            href={homeItem.href}
            aria-label={`${company.name} — home`}
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
              {company.shortName}
              <Box component="span" sx={{ color: 'primary.main' }}>
                {' '}
                Digital
              </Box>
            </Box>
          </Box>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}
          >
            <Button
              component={RouterLink}
              href={homeItem.href}
              color="inherit"
              sx={{
                px: 1.25,
                minHeight: 40,
                fontWeight: 600,
                color: pathname === '/' ? 'primary.main' : 'text.primary',
              }}
            >
              {homeItem.label}
            </Button>
            {desktopMenus.map((menu) => (
              <DesktopMenu key={menu.id} menu={menu} />
            ))}
            <Button component={RouterLink} href={getStartedItem.href} variant="contained" sx={{ ml: 1.5 }}>
              {getStartedItem.label}
            </Button>
          </Box>
          {/* A link to the footer's site links until the page's scripts run: the menu needs them. */}
          <IconButton
            ref={toggleRef}
            href={`#${SITE_LINKS_ID}`}
            role="button"
            sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen ? 'true' : 'false'}
            aria-controls={MOBILE_MENU_ID}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              toggleMobileMenu();
            }}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              toggleMobileMenu();
            }}
          >
            {mobileOpen ? <CloseRounded /> : <MenuRounded />}
          </IconButton>
        </Toolbar>
        <Box sx={{ display: { lg: 'none' } }}>
          {mobileUsed && (
            <Suspense fallback={null}>
              <MobileMenu id={MOBILE_MENU_ID} open={mobileOpen} foldAtOnce={foldAtOnce} onChoose={closeMobileMenu} />
            </Suspense>
          )}
        </Box>
      </Container>
    </AppBar>
  );
}

const BRAND_MARK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1746A2"/><path d="M14 44V20h7v9h10v-9h7v24h-7v-9H21v9z" fill="#fff"/><circle cx="48" cy="40" r="5" fill="#F26B3A"/></svg>',
  );
