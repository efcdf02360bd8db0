import { keepFields, restoreFields } from './keep-fields';

const form = () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<input id="f-first" name="firstName" value="">' +
    '<textarea id="f-goals" name="goals"></textarea>' +
    '<select id="f-size" name="size"><option value="">Choose</option><option value="1-10">1-10</option></select>' +
    '<input type="checkbox" name="services" value="AI Solutions">' +
    '<input type="checkbox" name="services" value="Training" checked>' +
    '<input type="radio" name="meeting" value="video"><input type="radio" name="meeting" value="phone">' +
    '<input type="hidden" id="f-date" name="date" value="">' +
    '<input name="unnamed-id">';
  return root;
};

describe('keepFields / restoreFields', () => {
  it('carries what was typed, chosen and ticked into the same fields rendered anew', () => {
    const before = form();
    (before.querySelector('#f-first') as HTMLInputElement).value = 'Mei 陳 & Co #1 100%';
    (before.querySelector('#f-goals') as HTMLTextAreaElement).value = 'Line one\nLine two';
    (before.querySelector('#f-size') as HTMLSelectElement).value = '1-10';
    (before.querySelector('[value="AI Solutions"]') as HTMLInputElement).checked = true;
    (before.querySelector('[value="Training"]') as HTMLInputElement).checked = false;
    (before.querySelector('[value="phone"]') as HTMLInputElement).checked = true;
    (before.querySelector('[name="unnamed-id"]') as HTMLInputElement).value = 'no id: not kept';
    const kept = keepFields(before);

    const after = form();
    restoreFields(after, kept);
    expect((after.querySelector('#f-first') as HTMLInputElement).value).toBe('Mei 陳 & Co #1 100%');
    expect((after.querySelector('#f-goals') as HTMLTextAreaElement).value).toBe('Line one\nLine two');
    expect((after.querySelector('#f-size') as HTMLSelectElement).value).toBe('1-10');
    expect((after.querySelector('[value="AI Solutions"]') as HTMLInputElement).checked).toBe(true);
    expect((after.querySelector('[value="Training"]') as HTMLInputElement).checked).toBe(false);
    expect((after.querySelector('[value="phone"]') as HTMLInputElement).checked).toBe(true);
    expect((after.querySelector('[name="unnamed-id"]') as HTMLInputElement).value).toBe('');
  });

  it('keeps nothing from fields left as the HTML gave them, nor hidden inputs (the island sets those)', () => {
    const untouched = form();
    (untouched.querySelector('#f-date') as HTMLInputElement).value = '2026-12-01';
    expect(keepFields(untouched)).toEqual([]);
  });
});
