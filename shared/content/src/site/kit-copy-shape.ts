/** What the shared UI kit's own words are (@agency/ui), in one language (kit-copy.ts). */
export interface KitCopy {
  /** Visually hidden after a card's link ("Learn More"), so each link names its card: " about AI Solutions". */
  linkAbout: (title: string) => string;
  /** Visually hidden before a numbered step's title, as its number is drawn apart: "Step 2: ". */
  stepLabel: (step: number) => string;
}
