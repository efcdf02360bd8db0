import { contactCatalog } from '@agency/content/contact/contact-catalog';
import { meetingPreferenceOptions, quoteBudgetOptions, serviceOptions } from '@agency/content/contact/form-options';
import { enquiryIn } from '../../testing/enquiries';
import { contactFields } from './contact-fields';
import { composeEnquiryEmail, mailtoOf, subjectOnlyMailtoOf } from './enquiry-email';
import type { Enquiry, EnquiryField, EnquiryValues } from './field-table';

const budget: EnquiryField = {
  kind: 'select',
  name: 'budget',
  label: 'Budget Range',
  placeholder: 'Select',
  options: quoteBudgetOptions,
};
const meeting: EnquiryField = { kind: 'radios', name: 'meeting', label: 'Meeting', options: meetingPreferenceOptions };
const services: EnquiryField = {
  kind: 'checkboxes',
  name: 'services',
  label: 'Services',
  help: 'Any.',
  options: serviceOptions,
};
const day: EnquiryField = {
  kind: 'custom',
  name: 'day',
  label: 'Day',
  render: () => null,
  describe: (value) => `the day ${value}`,
};
const website: EnquiryField = { kind: 'url', name: 'website', label: 'Company Website', mailLabel: 'Website' };
const notes: EnquiryField = {
  kind: 'textarea',
  name: 'notes',
  label: 'Notes',
  placeholder: '',
  minHeight: 1,
  required: true,
};
const remarks: EnquiryField = {
  kind: 'textarea',
  name: 'remarks',
  label: 'Your Remarks',
  mailLabel: 'Remarks',
  placeholder: '',
  minHeight: 1,
};

const english = contactCatalog.en.formCommon;
const privacy: EnquiryField = { kind: 'consent', name: 'privacy', words: english.consent };
const quote = enquiryIn('en', 'quote');

/** A form with a field of every kind, the company optional and the job title asked, in the English words. */
const testEnquiry: Enquiry = {
  ...quote,
  contact: contactFields({ companyOptional: true, jobTitle: true }, english.contact),
  fields: [[budget, meeting], services, day, website, notes, privacy, remarks],
  mail: {
    ...quote.mail,
    subject: 'Test Enquiry from {sender}',
    opening: 'New Test Enquiry',
    closing: 'This test enquiry was generated from the website test form.',
    sections: [
      { heading: 'Choices', fields: [services, budget, day, meeting] },
      { heading: 'Company Details', fields: [website] },
    ],
  },
};

const filled = {
  firstName: 'Mei',
  lastName: 'Wong',
  email: 'mei@example.com',
  phone: '2345 6789',
  company: 'Acme & Co',
  role: 'COO',
  budget: '500k-1m+',
  meeting: 'video',
  services: ['Digital Marketing', 'AI Solutions'],
  day: '2025-11-24',
  website: 'https://acme.example',
  notes: 'Line one\r\nLine two',
  remarks: 'None',
  privacy: 'on',
};

const compose = (values: EnquiryValues) => composeEnquiryEmail(testEnquiry, values);
/** The body's lines between `first` and `last`, both included. */
const linesOf = (body: string, first: number, last: number) => body.split('\r\n').slice(first, last + 1);

describe('composeEnquiryEmail', () => {
  it('lays out the e-mail: subject, contact, sections, text areas and closing, with CRLF line breaks', () => {
    expect(compose(filled)).toEqual({
      to: 'info@harbourline.example',
      subject: 'Test Enquiry from Mei Wong - Acme & Co',
      body: [
        'New Test Enquiry',
        '',
        'Contact Information',
        'Name: Mei Wong',
        'Email: mei@example.com',
        'Phone: 2345 6789',
        'Company: Acme & Co',
        'Job Title: COO',
        '',
        'Choices',
        'Services: Digital Marketing, AI Solutions',
        'Budget Range: $500,000 - $1,000,000+',
        'Day: the day 2025-11-24',
        'Meeting: Video call',
        '',
        'Company Details',
        'Website: https://acme.example',
        '',
        'Notes:',
        'Line one',
        'Line two',
        '',
        'Remarks:',
        'None',
        '',
        '---',
        'This test enquiry was generated from the website test form.',
      ].join('\r\n'),
    });
  });

  it('writes the three wordings for what was left unset', () => {
    const { body } = compose({ ...filled, budget: '', meeting: '', services: [], day: '', website: '', remarks: '' });
    expect(linesOf(body, 10, 16)).toEqual([
      'Services: None selected',
      'Budget Range: Not specified',
      'Day: Not specified',
      'Meeting: Not specified',
      '',
      'Company Details',
      'Website: Not provided',
    ]);
    expect(body).toContain('\r\nRemarks:\r\nNot provided\r\n');
  });

  it('writes a choice by its label, and a value that is none of its options as it is', () => {
    expect(compose({ ...filled, budget: '2m', meeting: 'carrier pigeon' }).body).toContain(
      '\r\nBudget Range: 2m\r\nDay: the day 2025-11-24\r\nMeeting: carrier pigeon\r\n',
    );
  });

  it('joins ticked options with ", " in the order given', () => {
    expect(compose({ ...filled, services: ['CRM Solutions', 'Web Development'] }).body).toContain(
      '\r\nServices: CRM Solutions, Web Development\r\n',
    );
  });

  it('keeps free text exactly as typed, and writes optional text left blank as Not provided', () => {
    expect(compose({ ...filled, website: '  spaced  ', notes: '' }).body).toContain(
      '\r\nWebsite:   spaced  \r\n\r\nNotes:\r\n\r\n\r\nRemarks:',
    );
    expect(compose({ ...filled, company: ' \r\n\t', website: ' \r\n\t' }).body).toContain(
      '\r\nCompany: Not provided\r\nJob Title: COO\r\n',
    );
  });

  it('leaves an optional company left blank out of the subject', () => {
    expect(compose({ ...filled, company: '' }).subject).toBe('Test Enquiry from Mei Wong');
    expect(compose({ ...filled, company: '  ' }).subject).toBe('Test Enquiry from Mei Wong');
    expect(
      composeEnquiryEmail({ ...testEnquiry, contact: contactFields({}, english.contact) }, { ...filled, company: '' }),
    ).toMatchObject({
      subject: 'Test Enquiry from Mei Wong - ',
    });
  });

  it('asks no job title of a form that does not ask for it', () => {
    const { body } = composeEnquiryEmail({ ...testEnquiry, contact: contactFields({}, english.contact) }, filled);
    expect(linesOf(body, 6, 8)).toEqual(['Company: Acme & Co', '', 'Choices']);
  });
});

describe('the mailto: links of an e-mail', () => {
  const email = { to: 'info@harbourline.example', subject: 'Hi & bye', body: 'a\r\nb' };

  it('builds the mailto: URL through buildMailto', () => {
    expect(mailtoOf(email)).toBe('mailto:info@harbourline.example?subject=Hi%20%26%20bye&body=a%0D%0Ab');
  });

  it('builds the address-and-subject link with an empty body, for a message to be pasted', () => {
    expect(subjectOnlyMailtoOf(email)).toBe('mailto:info@harbourline.example?subject=Hi%20%26%20bye&body=');
  });
});
