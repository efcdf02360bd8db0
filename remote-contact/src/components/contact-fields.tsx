import TextField from '@mui/material/TextField';
import { FieldRow } from './field-row';

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
    <TextField
      id={id('company')}
      name="company"
      label="Company Name"
      autoComplete="organization"
      required={companyRequired}
      defaultValue=""
    />
  );
  return (
    <>
      <FieldRow>
        <TextField
          id={id('first-name')}
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          required
          defaultValue=""
        />
        <TextField
          id={id('last-name')}
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
          defaultValue=""
        />
        <TextField
          id={id('email')}
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          defaultValue=""
        />
        <TextField
          id={id('phone')}
          name="phone"
          type="tel"
          label="Phone Number"
          autoComplete="tel"
          required
          defaultValue=""
        />
      </FieldRow>
      {withRole ? (
        <FieldRow>
          {company}
          <TextField
            id={id('role')}
            name="role"
            label="Job Title"
            autoComplete="organization-title"
            required
            defaultValue=""
          />
        </FieldRow>
      ) : (
        company
      )}
    </>
  );
}
