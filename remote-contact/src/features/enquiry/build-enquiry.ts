import type { EnquiryCommonWords, EnquiryFormName, EnquiryFormWords, TextAreaWords } from '@agency/platform/contracts';
import { contactFields } from './contact-fields';
import type { ContactOptions, Enquiry, EnquiryMail, EnquiryRow, TextAreaField } from './field-table';

/** What a form is made of: who it asks, its own fields, and the sections of its e-mail. */
export interface EnquiryStructure {
  contact: ContactOptions;
  fields: readonly EnquiryRow[];
  sections: EnquiryMail['sections'];
}

/** An enquiry form: its structure, with the page's words for its card, its dialog and its e-mail. */
export function buildEnquiry<Form extends EnquiryFormName>(
  { title, intro, submitLabel, toast, handoff, mail }: EnquiryFormWords<Form>,
  common: EnquiryCommonWords,
  { contact, fields, sections }: EnquiryStructure,
): Enquiry {
  return {
    copy: { title, intro, submitLabel, toast, handoff, submitNote: common.submitNote, dialog: common.dialog },
    contact: contactFields(contact, common.contact),
    fields,
    mail: {
      ...common.mail,
      to: common.to,
      subject: mail.subject,
      opening: mail.opening,
      sections,
      closing: mail.closing,
    },
  };
}

/** What the visitor wants to achieve, asked by the consultation and training forms: required, 120 px high. */
export function objectivesField(words: TextAreaWords): TextAreaField {
  return { ...words, kind: 'textarea', name: 'objectives', required: true, minHeight: 120 };
}
