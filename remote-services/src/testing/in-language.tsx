import { keptNames } from '@agency/content/locale/glossary';
import { servicesCatalog } from '@agency/content/services/services-catalog';
import type { Locale } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { LocaleContext } from '@agency/ui/theme';
import type { ReactElement } from 'react';

/** Renders as a page in `locale` renders it: in the site's theme, with the page's language around it. */
export function renderInLanguage(ui: ReactElement, locale: Locale) {
  return renderWithProviders(<LocaleContext value={locale}>{ui}</LocaleContext>);
}

// The fields that name something rather than say it: the same in every language.
const identifierKeys = new Set(['slug', 'icon', 'id', 'kind', 'href', 'columns']);

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, field]) => (identifierKeys.has(key) ? [] : textsOf(field)));
  return [];
}

const kept = new Set<string>(keptNames);

/**
 * Every phrase of the English catalog (two words or more, a brand's name aside): what a Chinese
 * page of the section must never show, visibly or to a screen reader.
 */
export const englishPhrases: readonly string[] = [
  ...new Set(textsOf(servicesCatalog.en).filter((text) => /\S \S/.test(text) && !kept.has(text))),
];

/** Words English sentences cannot do without, and Chinese copy (product names aside) never has. */
const englishGlue = /\b(?:the|and|of|for|your|our|with|about|to|more|step)\b/i;

/** What a reader meets in a rendered tree: its text and the words of its attributes (labels, alt texts). */
function wordsOf(container: HTMLElement): string {
  const attributes = Array.from(container.querySelectorAll('*')).flatMap((element) =>
    Array.from(element.attributes)
      .filter((attribute) => ['aria-label', 'alt', 'title', 'placeholder'].includes(attribute.name))
      .map((attribute) => attribute.value),
  );
  return [container.textContent, ...attributes].join('\n');
}

/** The English a rendered tree shows: phrases of the English catalog, and words only English sentences have. */
export function englishIn(container: HTMLElement): string[] {
  const words = wordsOf(container);
  const glue = englishGlue.exec(words);
  return [...englishPhrases.filter((phrase) => words.includes(phrase)), ...(glue ? [`…${glue[0]}…`] : [])];
}

/** The internal addresses of a rendered tree's links that are not in `/zh-hk/`. */
export function linksOutsideChinese(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('a[href^="/"]'))
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => !href.startsWith('/zh-hk/'));
}
