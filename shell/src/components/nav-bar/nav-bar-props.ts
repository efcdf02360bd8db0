/**
 * The navigation bar's props, built for a page as it is rendered: every word from the site's
 * catalog in the page's language, every address already in that language. They never reach the
 * browser: the bar is the page's HTML, and its island's code (islands/nav-bar.ts) only adds
 * behaviour to it.
 */
import type { Menu, MenuItem, MobileMenuGroup } from '@agency/content/site/navigation';
import { siteCatalog } from '@agency/content/site/site-catalog';
import type { Locale } from '@agency/platform/routes';
import { localizedPath } from '@agency/platform/routes';
import { localizeHref } from '@agency/ui/theme';
import type { LanguageLinkProps } from '../language-link';
import { otherLanguageLink } from '../other-language';

/** A link of the navigation bar: its words, and its address already in the page's language. */
export interface NavLink {
  label: string;
  href: string;
}

/** A drop-down of the bar, or a group of the small-screen menu (`home`: Home alone, with no heading). */
export interface NavMenu {
  id: string;
  label: string;
  items: readonly NavLink[];
}

/** The navigation bar of a page: every word and address in the page's language. */
export interface NavBarProps {
  /** The page's address: its menu and its item are marked current. */
  pathname: string;
  /** The brand as the bar writes it: its name, then its accent in the brand colour ("Harbourline" "Digital"). */
  brand: { name: string; accent: string };
  home: NavLink;
  getStarted: NavLink;
  /** The desktop bar's drop-downs, in order. */
  menus: readonly NavMenu[];
  /** The small-screen menu's groups, in order (Get Started and the language link follow them). */
  mobileMenu: readonly NavMenu[];
  language: LanguageLinkProps;
  /** Accessible names: the brand's link home, the two navigations, the small-screen menu's button. */
  labels: { brandLink: string; mainNav: string; mobileNav: string; menuButton: string };
}

export function navBarProps(route: string, locale: Locale): NavBarProps {
  const { company, navigation, frame } = siteCatalog[locale];
  const link = ({ label, href }: MenuItem): NavLink => ({ label, href: localizeHref(href, locale) });
  const menu = ({ id, label, items }: Menu | MobileMenuGroup): NavMenu => ({ id, label, items: items.map(link) });
  return {
    pathname: localizedPath(route, locale),
    brand: { name: company.shortName, accent: company.name.slice(company.shortName.length).trim() },
    home: link(navigation.homeItem),
    getStarted: link(navigation.getStartedItem),
    menus: navigation.desktopMenus.map(menu),
    mobileMenu: navigation.mobileMenu.map(menu),
    language: otherLanguageLink(route, locale),
    labels: frame.navBar,
  };
}
