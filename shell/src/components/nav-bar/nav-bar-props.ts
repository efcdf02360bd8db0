/**
 * The navigation bar's props, built by the server for a page: every word from the site's catalog
 * in the page's language, every address already in that language. The bar's own code (an island)
 * has no copy and no locale logic.
 */
import type { Menu, MenuItem, MobileMenuGroup } from '@agency/content/site/navigation';
import { siteCatalog } from '@agency/content/site/site-catalog';
import type { NavBarProps, NavLink, NavMenu } from '@agency/platform/contracts';
import type { Locale } from '@agency/platform/routes';
import { localizedPath } from '@agency/platform/routes';
import { localizeHref } from '@agency/ui/theme';
import { otherLanguageLink } from '../other-language';

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
