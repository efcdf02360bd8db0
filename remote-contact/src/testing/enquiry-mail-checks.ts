import { enquiryFields } from '../features/enquiry/contact-fields';
import type { EnquiryEmail } from '../features/enquiry/enquiry-email';
import { composeEnquiryEmail, mailtoOf } from '../features/enquiry/enquiry-email';
import type { Enquiry, EnquiryValues } from '../features/enquiry/field-table';
import { fillTemplate } from '../features/enquiry/fill-template';
import { hostileInputs } from './hostile-inputs';
import { mailtoParts } from './mailto-parts';

export interface EnquiryMailExamples {
  /** A form as a visitor might fill it in, every field given a value. */
  filled: EnquiryValues;
  /** Its e-mail, exactly. */
  email: EnquiryEmail;
  /** Its mailto: URL, exactly as the e-mail app receives it. */
  url: string;
  /** The subject of a form submitted with nothing in it. */
  emptySubject: string;
}

/** Stands for typed text: a character of Unicode's private use area, which no label holds. */
const TYPED = '\uE000';

/**
 * The checks every enquiry's e-mail passes, run on a form's examples: the exact e-mail and URL,
 * every field of the table reaching the e-mail, every choice written by its label, and text that
 * a careless encoder would break arriving exactly as typed.
 */
export function checkEnquiryMail(enquiry: Enquiry, { filled, email, url, emptySubject }: EnquiryMailExamples) {
  const compose = (values: EnquiryValues) => composeEnquiryEmail(enquiry, values);
  const fields = enquiryFields(enquiry);

  it('composes the exact e-mail of a filled-in form, to the company mailbox', () => {
    expect(compose(filled)).toEqual(email);
  });

  it('builds the exact mailto: URL, percent-encoded', () => {
    expect(mailtoOf(compose(filled))).toBe(url);
  });

  it('keeps an empty form well formed: every line there, with its label', () => {
    const empty = compose({});
    expect(empty.subject).toBe(emptySubject);
    const lines = empty.body.split('\r\n');
    const filledLines = email.body.split('\r\n');
    expect(lines).toHaveLength(filledLines.length);
    filledLines.forEach((line, index) => {
      // A label line: the label and its colon (English, then a space or the line's end; or full width).
      const label = /^[^:：]+(: |:$|：)/.exec(line)?.[0];
      if (label) expect(lines[index]?.slice(0, label.length)).toBe(label);
    });
  });

  const mailed = fields.flatMap((field) => (field.kind === 'consent' ? [] : [[field.label, field] as const]));
  it.each(mailed)('writes the %s into the e-mail', (_label, field) => {
    // Emptied, a field the e-mail writes changes it: nothing in the table is lost on the way.
    expect(compose({ ...filled, [field.name]: field.kind === 'checkboxes' ? [] : '' })).not.toEqual(compose(filled));
  });

  const choices = fields.flatMap((field) =>
    field.kind === 'select' || field.kind === 'radios'
      ? field.options.map((option) => [field.mailLabel ?? field.label, option.value, option.label, field.name] as const)
      : [],
  );
  it.each(choices)('writes %s %j as %j', (mailLabel, value, label, name) => {
    const line = fillTemplate(enquiry.mail.line, { label: mailLabel, value: label });
    expect(compose({ ...filled, [name]: value }).body).toContain(`\r\n${line}\r\n`);
  });

  const freeText = fields.filter((field) => ['text', 'email', 'tel', 'url', 'textarea'].includes(field.kind));
  const typedEverywhere = (text: string) =>
    compose({ ...filled, ...Object.fromEntries(freeText.map((field) => [field.name, text])) });
  describe.each(hostileInputs)('with %s typed into every free-text field', (_name, text) => {
    it('writes the text exactly as typed, and the mailto: URL decodes back to the e-mail', () => {
      const composed = typedEverywhere(text);
      // Where any text typed there goes, and unchanged: nothing escaped, trimmed or lost.
      const { to, subject, body } = typedEverywhere(TYPED);
      expect(composed).toEqual({
        to,
        subject: subject.replaceAll(TYPED, () => text),
        body: body.replaceAll(TYPED, () => text),
      });
      const mailto = mailtoOf(composed);
      const { decodedSubject, decodedBody } = mailtoParts(mailto);
      expect({ to: mailtoParts(mailto).to, subject: decodedSubject, body: decodedBody }).toEqual(composed);
      // Only the two separators of the query are left unencoded.
      expect(mailto.match(/[?&#=]/g)).toEqual(['?', '=', '&', '=']);
    });
  });
}
