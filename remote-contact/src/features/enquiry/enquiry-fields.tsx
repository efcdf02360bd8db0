import { CheckboxGroup } from '../../components/checkbox-group';
import { FieldRow } from '../../components/field-row';
import { OptionRadios } from '../../components/option-radios';
import { OptionSelect } from '../../components/option-select';
import { PrivacyConsent } from '../../components/privacy-consent';
import { TextInputField } from '../../components/text-input-field';
import { enquiryRows } from './contact-fields';
import type { Enquiry, EnquiryField } from './field-table';

/** `firstName` → `first-name`. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A field's control, drawn as its kind says; its id is the form's prefix and the field's own. */
function FieldControl({ field, idPrefix }: { field: EnquiryField; idPrefix: string }) {
  const id = `${idPrefix}-${field.id ?? kebab(field.name)}`;
  if (field.kind === 'consent') return <PrivacyConsent id={id} name={field.name} words={field.words} />;
  const props = { id, name: field.name, label: field.label };
  switch (field.kind) {
    case 'custom':
      return field.render(props);
    case 'radios':
      return <OptionRadios {...props} options={field.options} />;
    case 'checkboxes':
      return (
        <CheckboxGroup {...props} help={field.help} options={field.options} markedRequired={field.markedRequired} />
      );
    case 'select':
      return (
        <OptionSelect {...props} placeholder={field.placeholder} options={field.options} required={field.required} />
      );
    case 'textarea':
      return (
        <TextInputField
          {...props}
          placeholder={field.placeholder}
          required={field.required}
          minHeight={field.minHeight}
        />
      );
    default:
      return (
        <TextInputField
          {...props}
          type={field.kind}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          required={field.required}
          // An example address shows what a URL looks like: its label stays above so it always shows.
          shrinkLabel={field.kind === 'url' || undefined}
        />
      );
  }
}

/** The form's fields, the contact fields first, row by row as its field table lays them out. */
export function EnquiryFields({ enquiry, idPrefix }: { enquiry: Enquiry; idPrefix: string }) {
  return enquiryRows(enquiry).map((row) =>
    'kind' in row ? (
      <FieldControl key={row.name} field={row} idPrefix={idPrefix} />
    ) : (
      <FieldRow key={row.map((field) => field.name).join()}>
        {row.map((field) => (
          <FieldControl key={field.name} field={field} idPrefix={idPrefix} />
        ))}
      </FieldRow>
    ),
  );
}
