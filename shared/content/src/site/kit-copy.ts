/** The few words of the shared UI kit's own (@agency/ui), in each language. */
import type { Localized } from '../locale/localized';

export interface KitCopy {
  /** Visually hidden after a card's link ("Learn More"), so each link names its card: " about AI Solutions". */
  linkAbout: (title: string) => string;
  /** Visually hidden before a step's title, so a screen reader says its number: "Step 2: ". */
  stepNumber: (step: number) => string;
}

export const kitCopy: Localized<KitCopy> = {
  en: { linkAbout: (title) => ` about ${title}`, stepNumber: (step) => `Step ${step}: ` },
  'zh-HK': { linkAbout: (title) => `：${title}`, stepNumber: (step) => `第${step}步：` },
};
