import { FieldRow } from './field-row';
import { TextInputField } from './text-input-field';

export interface ContactFieldsProps {
  /** Prefix of the fields' ids. */
  idPrefix: string;
  /** Company Name is optional on the consultation form only. */
  companyRequired?: boolean;
  /** Adds Job Title (required where it appears): every form but the quote. */
  withRole?: boolean;
}

/**
 * Who is asking: the contact fields every enquiry form starts with. Email and Phone Number
 * use the e-mail and telephone input types, so the browser checks the address and phones
 * offer the right keyboard.
 */
export function ContactFields({ idPrefix, companyRequired = true, withRole = false }: ContactFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const company = (
    <TextInputField
      id={id('company')}
      name="company"
      label="Company Name"
      autoComplete="organization"
      required={companyRequired}
    />
  );
  return (
    <>
      <FieldRow>
        <TextInputField id={id('first-name')} name="firstName" label="First Name" autoComplete="given-name" required />
        <TextInputField id={id('last-name')} name="lastName" label="Last Name" autoComplete="family-name" required />
        <TextInputField id={id('email')} name="email" type="email" label="Email" autoComplete="email" required />
        <TextInputField id={id('phone')} name="phone" type="tel" label="Phone Number" autoComplete="tel" required />
      </FieldRow>
      {withRole ? (
        <FieldRow>
          {company}
          <TextInputField id={id('role')} name="role" label="Job Title" autoComplete="organization-title" required />
        </FieldRow>
      ) : (
        company
      )}
    </>
  );
}
