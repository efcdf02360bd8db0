import { buildMailto } from '@agency/platform/mailto';
import type {
  CheckboxesField,
  Enquiry,
  EnquiryField,
  EnquiryValues,
  MailedField,
  RadiosField,
  SelectField,
} from './field-table';
import { fillTemplate } from './fill-template';

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

/**
 * A submitted enquiry as an e-mail to the company mailbox, in the page's words, every value as
 * the form's field table says it reads: free text exactly as typed, a choice by its label (an
 * unknown one as it is), the ticked options' labels in a list, and fixed wordings for what was left
 * unset ("Not specified", "None selected", "Not provided"). In English:
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
export function composeEnquiryEmail({ contact: sender, fields, mail }: Enquiry, values: EnquiryValues): EnquiryEmail {
  const text = (field: EnquiryField) => {
    const value = values[field.name];
    return typeof value === 'string' ? value : '';
  };
  const labelOf = (field: SelectField | RadiosField | CheckboxesField, value: string) =>
    field.options.find((option) => option.value === value)?.label ?? value;
  const written = (field: MailedField): string => {
    const value = text(field);
    switch (field.kind) {
      case 'checkboxes': {
        const ticked = values[field.name];
        return typeof ticked === 'object' && ticked.length > 0
          ? ticked.map((choice) => labelOf(field, choice)).join(mail.listSeparator)
          : mail.noneSelected;
      }
      case 'select':
      case 'radios':
        return value ? labelOf(field, value) : mail.notSpecified;
      case 'custom':
        return value ? field.describe(value) : mail.notSpecified;
      default:
        return field.required || value.trim() !== '' ? value : mail.notProvided;
    }
  };
  const label = (field: MailedField) => field.mailLabel ?? field.label;
  const line = (label: string, value: string) => fillTemplate(mail.line, { label, value });
  const fieldLine = (field: MailedField) => line(label(field), written(field));

  const name = `${text(sender.firstName)} ${text(sender.lastName)}`;
  const companyName = text(sender.company);
  // A company left blank where it is optional is left out of the subject, not written "Not provided".
  const from = sender.company.required || companyName.trim() !== '' ? `${name} - ${companyName}` : name;
  const textAreas = fields.flat().filter((field) => field.kind === 'textarea');

  return {
    to: mail.to,
    subject: fillTemplate(mail.subject, { sender: from }),
    body: [
      mail.opening,
      '',
      mail.contactHeading,
      line(mail.name, name),
      ...sender.mailed.map(fieldLine),
      '',
      ...mail.sections.flatMap(({ heading, fields: sectionFields }) => [heading, ...sectionFields.map(fieldLine), '']),
      ...textAreas.flatMap((field) => [fillTemplate(mail.textLabel, { label: label(field) }), written(field), '']),
      '---',
      mail.closing,
    ].join('\r\n'),
  };
}
