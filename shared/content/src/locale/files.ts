import type { Locale } from '@agency/platform/routes';

/** How a module of copy in a language is named beside its English one: `crm-evolution.zh-hk.ts`. */
export const LOCALE_FILE_SUFFIX: Readonly<Record<Locale, string>> = { en: '', 'zh-HK': '.zh-hk' };
