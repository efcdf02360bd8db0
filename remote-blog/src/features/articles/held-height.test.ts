import { heldHeight as heldAt, MEASURE_EMS, widthInEms } from './held-height';
import type { ArticleBlock } from '@agency/content/blog/blog';

const heldHeight = (block: ArticleBlock) => heldAt(block, MEASURE_EMS.phone);

describe('the height an article block holds until it is laid out', () => {
  it('sets a Chinese character an em wide, and a Latin letter, digit or space about half', () => {
    expect(widthInEms('數碼轉型「查詢」。')).toBe(9);
    expect(widthInEms('CRM 2026')).toBeCloseTo(8 * 0.52);
    expect(widthInEms('香港 SME')).toBeCloseTo(2 + 4 * 0.52);
  });

  it('holds a paragraph at the lines its text takes at a phone’s measure (22 ems), 1.8 em a line', () => {
    // 100 letters: 52 ems, three lines.
    expect(heldHeight({ type: 'paragraph', text: 'a'.repeat(100) })).toBe('auto 5.4em');
    // 44 characters: two lines exactly; one more starts a third.
    expect(heldHeight({ type: 'paragraph', text: '中'.repeat(44) })).toBe('auto 3.6em');
    expect(heldHeight({ type: 'paragraph', text: '中'.repeat(45) })).toBe('auto 5.4em');
  });

  it('counts a link by its label, and starts a line for each item, value and label', () => {
    expect(heldHeight({ type: 'paragraph', text: `See [${'x'.repeat(80)}](/services/crm-solutions).` })).toBe(
      heldHeight({ type: 'paragraph', text: `See ${'x'.repeat(80)}.` }),
    );
    expect(heldHeight({ type: 'list', items: ['One', 'Two', 'Three'] })).toBe('auto 5.4em');
    expect(
      heldHeight({
        type: 'figures',
        items: [
          { value: '42%', label: 'faster replies' },
          { value: '3×', label: 'more leads' },
        ],
      }),
    ).toBe('auto 7.2em');
    expect(heldHeight({ type: 'quote', text: 'Short.' })).toBe('auto 1.8em');
  });

  it('takes fewer lines at the wider measure of larger screens (36 ems)', () => {
    expect(heldAt({ type: 'paragraph', text: '中'.repeat(45) }, MEASURE_EMS.desktop)).toBe('auto 3.6em');
  });
});
