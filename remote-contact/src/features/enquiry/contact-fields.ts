import type { EnquiryCommonWords } from '@agency/platform/contracts';
import type { ContactFields, ContactOptions, Enquiry, EnquiryField, EnquiryRow, TextField } from './field-table';

/**
 * The contact fields of a form, in the page's words: who is asking. Email and Phone Number use
 * the e-mail and telephone input types, so the browser checks the address and phones offer the
 * right keyboard.
 */
export function contactFields(
  { companyOptional = false, jobTitle: withJobTitle = false }: ContactOptions,
  words: EnquiryCommonWords['contact'],
): ContactFields {
  const firstName: TextField = {
    ...words.firstName,
    kind: 'text',
    name: 'firstName',
    autoComplete: 'given-name',
    required: true,
  };
  const lastName: TextField = {
    ...words.lastName,
    kind: 'text',
    name: 'lastName',
    autoComplete: 'family-name',
    required: true,
  };
  const email: TextField = { ...words.email, kind: 'email', name: 'email', autoComplete: 'email', required: true };
  const phone: TextField = { ...words.phone, kind: 'tel', name: 'phone', autoComplete: 'tel', required: true };
  const company: TextField = {
    ...words.company,
    kind: 'text',
    name: 'company',
    autoComplete: 'organization',
    required: !companyOptional,
  };
  const jobTitle: TextField = {
    ...words.role,
    kind: 'text',
    name: 'role',
    autoComplete: 'organization-title',
    required: true,
  };
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
  return [...contact.rows, ...fields];
}

/** Every field of a form, in the order the visitor meets them. */
export function enquiryFields(enquiry: Enquiry): readonly EnquiryField[] {
  return enquiryRows(enquiry).flat();
}
