import { serviceOptions } from '@agency/content/contact/form-options';
import { enquiryIn } from '../../testing/enquiries';
import type { Enquiry } from './field-table';
import { readEnquiry } from './read-enquiry';

/** The quote form's contact fields, then a checkbox list and a text area. */
const enquiry: Enquiry = {
  ...enquiryIn('en', 'quote'),
  fields: [
    { kind: 'checkboxes', name: 'services', label: 'Services', help: 'Any.', options: serviceOptions },
    { kind: 'textarea', name: 'notes', label: 'Notes', placeholder: '', minHeight: 1 },
  ],
};

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('readEnquiry', () => {
  it('reads every field of the table: text exactly as typed, and a missing field as empty', () => {
    const form = formWith(
      '<input name="firstName" value="  A &amp; B  "><input name="email" value="">' +
        '<textarea name="notes">x\ny</textarea><input name="other" value="not in the table">',
    );
    expect(readEnquiry(form, enquiry)).toEqual({
      firstName: '  A & B  ',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      services: [],
      notes: 'x\ny',
    });
  });

  it('reads ticked checkboxes in the order of the options, not of the page', () => {
    const form = formWith(
      '<input type="checkbox" name="services" value="CRM Solutions" checked>' +
        '<input type="checkbox" name="services" value="Web Development">' +
        '<input type="checkbox" name="services" value="Digital Marketing" checked>',
    );
    expect(readEnquiry(form, enquiry).services).toEqual(['Digital Marketing', 'CRM Solutions']);
  });
});
