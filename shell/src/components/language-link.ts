import type { LanguageLinkProps } from '@agency/platform/contracts';

export type { LanguageLinkProps };

/**
 * The attributes of a link to the same page in the other language: a plain anchor's (never the
 * theme's LocaleLink, which would take the address back into the page's own language), with the
 * target's language as `hreflang` and the link text's as `lang` (the language's name is in itself).
 */
export function languageLinkAttributes(link: LanguageLinkProps) {
  return { href: link.href, hrefLang: link.lang, lang: link.lang } as const;
}
