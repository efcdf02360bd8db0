/**
 * The page's language, for what renders it: static pages, fragments and a section rendered in the
 * browser read it from here (each is given it by its path: @agency/platform/routes' locales), and
 * MUI's links and buttons with an `href` take their internal addresses to the page's language
 * (LocaleLink, the theme's default link). Exported through `@agency/ui/theme`, the one module every
 * app shares at run time, so a section's code and the shell's read one context.
 */
import type { Locale } from '@agency/platform/routes';
import { DEFAULT_LOCALE, localizedPath, splitLocale } from '@agency/platform/routes';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { createContext, createElement, useContext } from 'react';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A piece of copy in the page's language, from its versions in every language. */
export function useLocalized<T>(localized: Readonly<Record<Locale, T>>): T {
  return localized[useLocale()];
}

/**
 * An internal address (`/blog/x#top`) in `locale`; anything else (another origin, a mail or phone
 * link, an anchor on the page, a file, an address already in a language) as it is.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  if (/\.[a-z0-9]+$/i.test(path) || splitLocale(path).locale !== DEFAULT_LOCALE) return href;
  return `${localizedPath(path, locale)}${rest}`;
}

/** An anchor whose internal address is in the page's language: MUI's Link and ButtonBase render with it. */
export function LocaleLink({
  href,
  ref,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  const locale = useLocale();
  return createElement('a', { ...props, ref, href: href === undefined ? undefined : localizeHref(href, locale) });
}
