import type { ArticleBlock } from '@agency/content/blog/article-blocks';
import { blockTexts } from '@agency/content/blog/article-blocks';
import { plainText } from '@agency/content/blog/rich-text';

/** Body text's measure, in ems: on a phone, 360–412 px less the page's margins at 16 px; from `md`, the column's 68ch. */
export const MEASURE_EMS = { phone: 22, desktop: 36 } as const;
/** The body text's line height (article-body.tsx). */
const LINE_HEIGHT = 1.8;
/** Characters a line sets one em wide: CJK ideographs, kana, their punctuation and full-width forms. */
const FULL_WIDTH = /[\u2E80-\u303F\u3040-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60]/u;
/** A Latin letter, digit or space is about half an em wide in the text faces. */
const HALF_WIDTH_EMS = 0.52;

/** How wide a text sets on one line, in ems. */
export function widthInEms(text: string): number {
  let ems = 0;
  for (const character of text) ems += FULL_WIDTH.test(character) ? 1 : HALF_WIDTH_EMS;
  return ems;
}

/**
 * The height an article block holds until it is laid out (`contain-intrinsic-size`): its texts set
 * at a measure (MEASURE_EMS), each text starting a line, in body lines. A rough figure on purpose:
 * it places what follows and sizes the scroll bar until the reader nears the block, and from then
 * on the browser keeps the block's real height (`auto`).
 */
export function heldHeight(block: ArticleBlock, measureEms: number): string {
  const lines = blockTexts(block)
    .map(plainText)
    .filter((text) => text !== '')
    .reduce((sum, text) => sum + Math.ceil(widthInEms(text) / measureEms), 0);
  return `auto ${Math.round(lines * LINE_HEIGHT * 10) / 10}em`;
}
