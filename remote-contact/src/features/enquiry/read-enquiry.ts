import { enquiryFields } from './contact-fields';
import type { Enquiry, EnquiryValues } from './field-table';

/**
 * A submitted form's values, read through FormData as the browser would send them: text exactly
 * as typed (never trimmed), '' for a field left empty, and a checkbox list's ticked values in
 * the order of its options, whatever the order of ticking.
 */
export function readEnquiry(form: HTMLFormElement, enquiry: Enquiry): EnquiryValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(
    enquiryFields(enquiry).map((field) => {
      if (field.kind !== 'checkboxes') return [field.name, text(field.name)];
      const ticked = new Set(data.getAll(field.name));
      return [field.name, field.options.map((option) => option.value).filter((value) => ticked.has(value))];
    }),
  );
}
