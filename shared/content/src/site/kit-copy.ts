/** The few words of the shared UI kit's own (@agency/ui), in each language. The browser's are kit-copy.browser.ts. */
import type { Localized } from '../locale/localized';
import type { KitCopy } from './kit-copy-shape';
import { kitCopy as english } from './kit-words';
import { kitCopy as chinese } from './kit-words.zh-hk';

export type { KitCopy };

export const kitCopy: Localized<KitCopy> = { en: english, 'zh-HK': chinese };
