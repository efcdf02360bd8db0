import { serviceOptions } from '@agency/shared/content/form-options';
import { readFormValues } from './read-form-data';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('readFormValues', () => {
  it('reads text exactly as typed, and a missing field as empty', () => {
    const form = formWith('<input name="company" value="  A &amp; B  "><textarea name="notes">x\ny</textarea>');
    const { text } = readFormValues(form);
    expect(text('company')).toBe('  A & B  ');
    expect(text('notes')).toBe('x\ny');
    expect(text('missing')).toBe('');
  });

  it('reads ticked checkboxes in the order of the options, not of the page', () => {
    const form = formWith(
      '<input type="checkbox" name="services" value="CRM Solutions" checked>' +
        '<input type="checkbox" name="services" value="Web Development">' +
        '<input type="checkbox" name="services" value="Digital Marketing" checked>',
    );
    expect(readFormValues(form).ticked('services', serviceOptions)).toEqual(['Digital Marketing', 'CRM Solutions']);
    expect(readFormValues(formWith('')).ticked('services', serviceOptions)).toEqual([]);
  });
});
