/** The few words of the shared UI kit's own (@agency/ui), in each language. */
import type { Localized } from '../locale/localized';

export interface KitCopy {
  /** Visually hidden after a card's link ("Learn More"), so each link names its card: " about AI Solutions". */
  linkAbout: (title: string) => string;
}

export const kitCopy: Localized<KitCopy> = {
  en: { linkAbout: (title) => ` about ${title}` },
  'zh-HK': { linkAbout: (title) => `：${title}` },
};
