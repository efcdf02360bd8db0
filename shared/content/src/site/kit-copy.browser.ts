/** The UI kit's words in the browser: each language's a chunk of its own (../locale/on-demand.ts). */
import { onDemand } from '../locale/on-demand';
import type { KitCopy } from './kit-copy-shape';

export type { KitCopy };

export const kitCopy = onDemand<KitCopy>({
  en: async () => (await import('./kit-words')).kitCopy,
  'zh-HK': async () => (await import('./kit-words.zh-hk')).kitCopy,
});
