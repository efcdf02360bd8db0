import type { Locale } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { LocaleContext } from '@agency/ui/theme';
import type { ReactElement } from 'react';

/** Renders a page (or part of one) in a language, as the shell's Page gives it its language. */
export function renderInLanguage(locale: Locale, ui: ReactElement) {
  return renderWithProviders(<LocaleContext value={locale}>{ui}</LocaleContext>);
}

/** Which of the given English strings a rendered page shows, in its text or its accessible names. */
export function englishShown(container: HTMLElement, english: readonly string[]): string[] {
  const shown = container.cloneNode(true) as HTMLElement;
  for (const data of shown.querySelectorAll('script')) data.remove();
  const text = shown.textContent ?? '';
  const names = [...container.querySelectorAll('[aria-label], [alt]')].map(
    (element) => element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? '',
  );
  return english.filter((words) => text.includes(words) || names.includes(words));
}

/** The addresses of a rendered page's internal links (mail, phone and in-page links left out). */
export function internalHrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll('a[href]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
}

/** The JSON-LD a rendered page carries. */
export function structuredData(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>;
}
