/** The UI kit's own words in English (kit-copy.ts). */
import type { KitCopy } from './kit-copy-shape';

export const kitCopy: KitCopy = { linkAbout: (title) => ` about ${title}`, stepLabel: (step) => `Step ${step}: ` };
