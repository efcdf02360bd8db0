import { labelOf } from '@agency/content/contact/form-options';
import { company } from '@agency/content/site/company';
import { buildMailto } from '@agency/platform/mailto';
import { contactFields } from './contact-fields';
import type { Enquiry, EnquiryField, EnquiryValues, MailedField } from './field-table';

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
const NOT_SPECIFIED = 'Not specified';
/** Written for a checkbox list with nothing ticked. */
const NONE_SELECTED = 'None selected';
/** Written for an optional free-text field left blank (empty or only white space). */
const NOT_PROVIDED = 'Not provided';

/**
 * A submitted enquiry as an e-mail to the company mailbox, every value as the form's field
 * table says it reads: free text exactly as typed, a choice by its label (an unknown one as it
 * is), ticked options joined by ", ", and fixed wordings for what was left unset.
 *
 *   Quote Request from Mei Wong - Acme Ltd
 *
 *   New Quote Request
 *
 *   Contact Information
 *   Name: Mei Wong
 *   …
 *
 *   Project Details
 *   Budget Range: $100,000 - $150,000
 *   …
 *
 *   Project Description:
 *   Redesign our website.
 *
 *   ---
 *   This quote request was generated from the website quote form.
 */
export function composeEnquiryEmail({ contact, fields, mail }: Enquiry, values: EnquiryValues): EnquiryEmail {
  const text = (field: EnquiryField) => {
    const value = values[field.name];
    return typeof value === 'string' ? value : '';
  };
  const written = (field: MailedField): string => {
    const value = text(field);
    switch (field.kind) {
      case 'checkboxes': {
        const ticked = values[field.name];
        return typeof ticked === 'object' && ticked.length > 0 ? ticked.join(', ') : NONE_SELECTED;
      }
      case 'select':
      case 'radios':
        return value ? (labelOf(field.options, value) ?? value) : NOT_SPECIFIED;
      case 'custom':
        return value ? field.describe(value) : NOT_SPECIFIED;
      default:
        return field.required || value.trim() !== '' ? value : NOT_PROVIDED;
    }
  };
  const label = (field: MailedField) => field.mailLabel ?? field.label;
  const line = (field: MailedField) => `${label(field)}: ${written(field)}`;

  const sender = contactFields(contact);
  const name = `${text(sender.firstName)} ${text(sender.lastName)}`;
  const companyName = text(sender.company);
  // A company left blank where it is optional is left out of the subject, not written "Not provided".
  const from = sender.company.required || companyName.trim() !== '' ? `${name} - ${companyName}` : name;
  const textAreas = fields.flat().filter((field) => field.kind === 'textarea');

  return {
    to: company.email,
    subject: `${mail.title} from ${from}`,
    body: [
      `New ${mail.title}`,
      '',
      'Contact Information',
      `Name: ${name}`,
      ...sender.mailed.map(line),
      '',
      ...mail.sections.flatMap(({ heading, fields: sectionFields }) => [heading, ...sectionFields.map(line), '']),
      ...textAreas.flatMap((field) => [`${label(field)}:`, written(field), '']),
      '---',
      `This ${mail.title.toLowerCase()} was generated from the website ${mail.formName} form.`,
    ].join('\r\n'),
  };
}
