/**
 * One point of a ticked list: benefits, reasons, what happens next. The shape of the copy that
 * `@agency/ui/check-list` renders, kept here so content never imports the UI.
 */
export interface CheckListItem {
  title: string;
  /** A sentence under the title; without it, the title stands alone in bold. */
  text?: string;
}
