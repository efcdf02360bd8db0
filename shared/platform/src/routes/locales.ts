/**
 * The site's languages, and how a page's address says which one it is in: English at the
 * routes' own paths (`/blog`), which are also the `x-default`, and Traditional Chinese (Hong Kong)
 * under `/zh-hk` (`/zh-hk/blog`; the Chinese Home is `/zh-hk/`). The locale comes from the path
 * alone: never from the browser's language, a cookie or an address, so a response never depends on
 * anything but its URL, and no cache can mix two languages.
 */

export const locales = ['en', 'zh-HK'] as const;
export type Locale = (typeof locales)[number];

/** The language of a route's own path, and of `x-default`. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The first segment of a locale's addresses ('' for English: its pages are at their routes). */
export const LOCALE_SEGMENT: Readonly<Record<Locale, string>> = { en: '', 'zh-HK': 'zh-hk' };

/** The language tag of a page (`<html lang>`, `Content-Language`, `hreflang`). */
export const LANGUAGE_TAG: Readonly<Record<Locale, string>> = { en: 'en', 'zh-HK': 'zh-HK' };

/** Open Graph's locale of a page (`og:locale`). */
export const OPEN_GRAPH_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_HK', 'zh-HK': 'zh_HK' };

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/**
 * The locale a pathname is in, and its route (the locale-neutral path): `/zh-hk/blog` is the
 * route `/blog` in Chinese, `/zh-hk/` and `/zh-hk` are Home in Chinese, anything else is English.
 */
export function splitLocale(pathname: string): { locale: Locale; route: string } {
  for (const locale of locales) {
    const segment = LOCALE_SEGMENT[locale];
    if (!segment) continue;
    if (pathname === `/${segment}` || pathname === `/${segment}/`) return { locale, route: '/' };
    if (pathname.startsWith(`/${segment}/`)) return { locale, route: pathname.slice(segment.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, route: pathname };
}

export const localeOfPath = (pathname: string): Locale => splitLocale(pathname).locale;

/** A route's address in a locale: `/blog` → `/zh-hk/blog`, `/` → `/zh-hk/` (the Chinese Home). */
export function localizedPath(route: string, locale: Locale): string {
  const segment = LOCALE_SEGMENT[locale];
  if (!segment) return route;
  return route === '/' ? `/${segment}/` : `/${segment}${route}`;
}
