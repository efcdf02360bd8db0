/**
 * How an enquiry form is described: once, as data. A form's field table drives its rendering
 * (enquiry-fields.tsx), the reading of its submitted FormData (read-enquiry.ts) and the e-mail
 * composed from it (enquiry-email.ts); each form's folder holds its table and what only it has.
 * The table is the form's structure; its words are the page's, given to the island in its props
 * (`@agency/platform/contracts`' enquiry words), so the code holds no copy.
 */
import type { ChoiceWords, EnquiryCommonWords, EnquiryFormName, EnquiryFormWords } from '@agency/platform/contracts';
import type { ReactNode } from 'react';

interface FieldBase {
  /** The control's name: the key of its value in the submitted FormData. */
  name: string;
  /** What the visitor reads on the control, and the label of its line in the e-mail. */
  label: string;
  /** The e-mail's label where it is not the form's: "Phone" for "Phone Number". */
  mailLabel?: string;
  /** The end of the control's id, after the form's prefix, where it is not the name in kebab-case. */
  id?: string;
}

/** A one-line text field of that input type: the browser checks an e-mail address or a URL. */
export interface TextField extends FieldBase {
  kind: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  /** An example value. */
  placeholder?: string;
  /** The browser blocks submit while it is blank; an optional one left blank is written "Not provided". */
  required?: boolean;
}

/** Free text that grows with its content; in the e-mail, its label on one line and the text below. */
export interface TextAreaField extends FieldBase {
  kind: 'textarea';
  placeholder: string;
  required?: boolean;
  /** The field's minimum height in pixels. */
  minHeight: number;
}

/** A native select whose empty first choice is the placeholder; unset, it is written "Not specified". */
export interface SelectField extends FieldBase {
  kind: 'select';
  placeholder: string;
  options: readonly ChoiceWords[];
  required?: boolean;
}

/** One choice among a few, all in view; unset, it is written "Not specified". */
export interface RadiosField extends FieldBase {
  kind: 'radios';
  options: readonly ChoiceWords[];
}

/** Any number of options; the e-mail lists the ticked ones in the order of the options, or "None selected". */
export interface CheckboxesField extends FieldBase {
  kind: 'checkboxes';
  help: string;
  options: readonly ChoiceWords[];
  /** Shows the * of a required field without enforcing it (the form accepts none ticked). */
  markedRequired?: boolean;
}

/** The required agreement to the Privacy Policy and the Terms of Service; not part of the e-mail. */
export interface ConsentField extends Pick<FieldBase, 'name' | 'id'> {
  kind: 'consent';
  words: EnquiryCommonWords['consent'];
}

/**
 * A control the form draws itself (the consultation's calendar), which carries its value in an
 * input of the field's name. Unset, it is written "Not specified".
 */
export interface CustomField extends FieldBase {
  kind: 'custom';
  render: (props: { id: string; name: string; label: string }) => ReactNode;
  /** How a chosen value reads in the e-mail. */
  describe: (value: string) => string;
}

export type EnquiryField =
  TextField | TextAreaField | SelectField | RadiosField | CheckboxesField | ConsentField | CustomField;

/** A field the e-mail writes: every kind but the consent. */
export type MailedField = Exclude<EnquiryField, ConsentField>;

/** One field across the form, or a few side by side (stacked on phones). */
export type EnquiryRow = EnquiryField | readonly EnquiryField[];

/** Who is asking: the contact fields every enquiry starts with (contact-fields.ts). */
export interface ContactOptions {
  /** Company Name may be left blank (the consultation form). */
  companyOptional?: boolean;
  /** Asks for the Job Title too (every form but the quote). */
  jobTitle?: boolean;
}

/** A form's contact fields. */
export interface ContactFields {
  firstName: TextField;
  lastName: TextField;
  company: TextField;
  /** The lines of the e-mail's Contact Information after the name. */
  mailed: readonly TextField[];
  /** The name, e-mail and phone two by two; then the company, beside the job title where there is one. */
  rows: readonly EnquiryRow[];
}

/**
 * The e-mail: a subject naming the enquiry and its sender, then a body of sections (Contact
 * Information first, then these), the text areas (each its label, then the text as typed) and a
 * closing line saying where it came from; with the page's words for its lines and for what was
 * left unset.
 */
type FormMailWords = Omit<EnquiryFormWords<EnquiryFormName>['mail'], 'headings'>;
type CommonMailWords = EnquiryCommonWords['mail'];

export interface EnquiryMail extends FormMailWords, CommonMailWords {
  /** The mailbox it is addressed to. */
  to: string;
  /** A heading and the one-line fields below it, in the order they are written. */
  sections: readonly { heading: string; fields: readonly MailedField[] }[];
}

/** What the form's card says: its heading, intro, submit button and note, the toast, and the hand-off dialog. */
export interface EnquiryCopy extends Pick<
  EnquiryFormWords<EnquiryFormName>,
  'title' | 'intro' | 'submitLabel' | 'toast' | 'handoff'
> {
  submitNote: string;
  dialog: EnquiryCommonWords['dialog'];
}

/** An enquiry form: its card, its fields and its e-mail. */
export interface Enquiry {
  copy: EnquiryCopy;
  contact: ContactFields;
  /** The fields after the contact fields, in the order the visitor meets them. */
  fields: readonly EnquiryRow[];
  mail: EnquiryMail;
}

/** A submitted enquiry: each field's value as typed, a checkbox list's ticked values; '' or [] for none. */
export type EnquiryValues = Readonly<Record<string, string | readonly string[]>>;
