import type { ContactOptions, Enquiry, EnquiryField, EnquiryRow, TextField } from './field-table';

// Who is asking: the fields every enquiry form starts with. Email and Phone Number use the e-mail
// and telephone input types, so the browser checks the address and phones offer the right keyboard.
const firstName: TextField = {
  kind: 'text',
  name: 'firstName',
  label: 'First Name',
  autoComplete: 'given-name',
  required: true,
};
const lastName: TextField = {
  kind: 'text',
  name: 'lastName',
  label: 'Last Name',
  autoComplete: 'family-name',
  required: true,
};
const email: TextField = { kind: 'email', name: 'email', label: 'Email', autoComplete: 'email', required: true };
const phone: TextField = {
  kind: 'tel',
  name: 'phone',
  label: 'Phone Number',
  mailLabel: 'Phone',
  autoComplete: 'tel',
  required: true,
};
const companyName: TextField = {
  kind: 'text',
  name: 'company',
  label: 'Company Name',
  mailLabel: 'Company',
  autoComplete: 'organization',
  required: true,
};
const jobTitle: TextField = {
  kind: 'text',
  name: 'role',
  label: 'Job Title',
  autoComplete: 'organization-title',
  required: true,
};

export interface ContactFields {
  firstName: TextField;
  lastName: TextField;
  company: TextField;
  /** The lines of the e-mail's Contact Information after the name. */
  mailed: readonly TextField[];
  /** The name, e-mail and phone two by two; then the company, beside the job title where there is one. */
  rows: readonly EnquiryRow[];
}

/** The contact fields of a form. */
export function contactFields({
  companyOptional = false,
  jobTitle: withJobTitle = false,
}: ContactOptions): ContactFields {
  const company = companyOptional ? { ...companyName, required: false } : companyName;
  return {
    firstName,
    lastName,
    company,
    mailed: withJobTitle ? [email, phone, company, jobTitle] : [email, phone, company],
    rows: [[firstName, lastName, email, phone], withJobTitle ? [company, jobTitle] : company],
  };
}

/** Every row of a form, the contact fields first. */
export function enquiryRows({ contact, fields }: Enquiry): readonly EnquiryRow[] {
  return [...contactFields(contact).rows, ...fields];
}

/** Every field of a form, in the order the visitor meets them. */
export function enquiryFields(enquiry: Enquiry): readonly EnquiryField[] {
  return enquiryRows(enquiry).flat();
}
