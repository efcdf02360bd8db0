/**
 * A catalog as the browser has it. A catalog module (`services-catalog.ts`) holds every language;
 * the client builds take its `.browser.ts` in its place (package.json's `browser` field), where
 * each language's copy is a chunk of its own. Only a section rendered in the browser reads a
 * catalog there (a slot's island, where the server could not include the section's fragment), and
 * the island runtime has `loadCopy` fetch the page's language before it renders: a Chinese page
 * never loads the English copy, nor an English page the Chinese.
 */
import type { Locale } from '@agency/platform/routes';
import { locales } from '@agency/platform/routes';
import type { Localized } from './localized';

/** Each catalog of the app's code, as a loader of one language's copy. */
const catalogs: ((locale: Locale) => Promise<void>)[] = [];

/** A catalog whose copy in each language is loaded by `loadCopy`; reading a language before throws. */
export function onDemand<T>(load: { readonly [L in Locale]: () => Promise<T> }): Localized<T> {
  const loaded = new Map<Locale, T>();
  const loading = new Map<Locale, Promise<void>>();
  catalogs.push((locale) => {
    if (loaded.has(locale)) return Promise.resolve();
    let pending = loading.get(locale);
    if (!pending) {
      // A failed load is forgotten, so the runtime's next attempt fetches the chunk again.
      pending = load[locale]()
        .then((copy) => void loaded.set(locale, copy))
        .finally(() => loading.delete(locale));
      loading.set(locale, pending);
    }
    return pending;
  });
  const catalog = {} as Record<Locale, T>;
  for (const locale of locales)
    Object.defineProperty(catalog, locale, {
      enumerable: true,
      get() {
        if (!loaded.has(locale)) throw new Error(`The ${locale} copy was read before loadCopy('${locale}')`);
        return loaded.get(locale);
      },
    });
  return Object.freeze(catalog);
}

/** Loads the copy of every catalog in the app's code in one language (at once where none is on demand). */
export async function loadCopy(locale: Locale): Promise<void> {
  await Promise.all(catalogs.map((load) => load(locale)));
}
