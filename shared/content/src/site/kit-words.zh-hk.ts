/** Traditional Chinese (Hong Kong) of ./kit-words.ts. */
import type { KitCopy } from './kit-copy-shape';

export const kitCopy: KitCopy = { linkAbout: (title) => `：${title}`, stepLabel: (step) => `第${step}步：` };
