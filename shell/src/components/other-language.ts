import { siteCatalog } from '@agency/content/site/site-catalog';
import type { Locale } from '@agency/platform/routes';
import { isKnownPath, LANGUAGE_TAG, locales, localizedPath, paths } from '@agency/platform/routes';
import type { LanguageLinkProps } from './language-link';

/**
 * The link to a page in the other language: the same route where it is in that language, else
 * (a page in one language only, the not-found and bad-request pages) that language's Home. Its
 * words are the other language's name in itself: 中文 on an English page, English on a Chinese one.
 */
export function otherLanguageLink(route: string, locale: Locale): LanguageLinkProps {
  const other = locales.find((candidate) => candidate !== locale) ?? locale;
  const target = isKnownPath(localizedPath(route, other)) ? route : paths.home;
  return {
    label: siteCatalog[other].frame.languageName,
    href: localizedPath(target, other),
    lang: LANGUAGE_TAG[other],
  };
}
