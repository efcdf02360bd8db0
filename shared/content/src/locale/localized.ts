import type { Locale } from '@agency/platform/routes';

/** A piece of copy in each of the site's languages; a missing one fails the typecheck. */
export type Localized<T> = Readonly<Record<Locale, T>>;
