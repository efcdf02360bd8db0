/**
 * The link to the same page in the other language (to its Home where the page has no version in
 * it): the language's name in itself, its address, and its tag, the link's `lang` and `hreflang`.
 */
export interface LanguageLinkProps {
  label: string;
  href: string;
  lang: string;
}

/**
 * The attributes of a link to the same page in the other language: a plain anchor's (never the
 * theme's LocaleLink, which would take the address back into the page's own language), with the
 * target's language as `hreflang` and the link text's as `lang` (the language's name is in itself).
 */
export function languageLinkAttributes(link: LanguageLinkProps) {
  return { href: link.href, hrefLang: link.lang, lang: link.lang } as const;
}
