import type { Option } from '@agency/shared/content/form-options';
import { labelOf } from '@agency/shared/content/form-options';
import { buildMailto } from '@agency/shared/mailto';

/** A composed enquiry: what the visitor's e-mail app receives. The body uses CRLF line breaks. */
export interface EnquiryEmail {
  to: string;
  subject: string;
  body: string;
}

/** The mailto: URL of a composed enquiry (RFC 6068 encoding, see buildMailto). */
export function mailtoOf({ to, subject, body }: EnquiryEmail): string {
  return buildMailto(to, subject, body);
}

/**
 * The mailto: URL with the address and subject only, for a message too long to carry: the
 * visitor pastes the copied message into the e-mail it opens.
 */
export function subjectOnlyMailtoOf({ to, subject }: EnquiryEmail): string {
  return buildMailto(to, subject, '');
}

/** Written for an option the visitor left unset (a select, a radio group or a date). */
export const NOT_SPECIFIED = 'Not specified';
/** Written for a checkbox list with nothing ticked. */
export const NONE_SELECTED = 'None selected';
/** Written for an optional free-text field left blank. */
export const NOT_PROVIDED = 'Not provided';

/** The plain-text body: lines joined with CRLF, as RFC 6068 asks of a mailto: body. */
export function bodyOf(lines: readonly string[]): string {
  return lines.join('\r\n');
}

/** The label of a chosen option, "Not specified" when unset; an unknown value is written as it is. */
export function optionOrNotSpecified(options: readonly Option[], value: string): string {
  if (!value) return NOT_SPECIFIED;
  return labelOf(options, value) ?? value;
}

/** Ticked options joined by ", ", or "None selected". */
export function listOrNoneSelected(values: readonly string[]): string {
  return values.length > 0 ? values.join(', ') : NONE_SELECTED;
}

/** Free text exactly as typed, or "Not provided" when it is blank (empty or only white space). */
export function textOrNotProvided(value: string): string {
  return value.trim() === '' ? NOT_PROVIDED : value;
}

/** Who is writing: the fields every enquiry form starts with. */
export interface EnquiryContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
}

/**
 * The "Contact Information" block every enquiry body starts with. `company` is written as given
 * (a form where it is optional passes it through textOrNotProvided); the job title follows
 * when the form asks for one.
 */
export function contactInformationLines(contact: EnquiryContact, extra: { company?: string; role?: string } = {}) {
  return [
    'Contact Information',
    `Name: ${contact.firstName} ${contact.lastName}`,
    `Email: ${contact.email}`,
    `Phone: ${contact.phone}`,
    `Company: ${extra.company ?? contact.company}`,
    ...(extra.role === undefined ? [] : [`Job Title: ${extra.role}`]),
  ];
}
