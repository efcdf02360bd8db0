import type { Locale } from '@agency/platform/routes';

/** A Chinese character or full-width punctuation: written against its neighbours with no space. */
const WIDE = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** Whether two parts of a Chinese address meet with no space: between Chinese, and between Chinese and a number. */
function together(end: string, start: string): boolean {
  return (WIDE.test(end) && (WIDE.test(start) || /\d/.test(start))) || (/\d/.test(end) && WIDE.test(start));
}

/**
 * The parts of an address (its lines, a name, an addressee) on one line, as the language writes
 * them: in English separated by commas (`17/F, Harbourline House, 168 Hennessy Road`); in Chinese
 * written together, largest unit first, with a space only where Chinese meets a Latin word
 * (`香港灣仔軒尼詩道168號 Harbourline House 17樓`).
 */
export function joinAddress(parts: readonly string[], locale: Locale): string {
  if (locale === 'en') return parts.join(', ');
  return parts.reduce((text, part) => {
    if (!text) return part;
    return text + (together(text.slice(-1), part.charAt(0)) ? '' : ' ') + part;
  }, '');
}

/** An address as a block shows it (the office page): a line a part in English; in Chinese, one line. */
export function addressBlock(lines: readonly string[], locale: Locale): readonly string[] {
  return locale === 'en' ? lines : [joinAddress(lines, locale)];
}
