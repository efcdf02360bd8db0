import { preferredTimeOptions } from '@agency/content/contact/form-options';
import type { EnquiryValues } from '../enquiry/field-table';
import { composeEnquiryEmail } from '../enquiry/enquiry-email';
import { checkEnquiryMail } from '../../testing/enquiry-mail-checks';
import { crlf } from '../../testing/form-test-helpers';
import { enquiryIn } from '../../testing/enquiries';

const consultationEnquiry = enquiryIn('en', 'consultation');

const filled = {
  firstName: 'Mei',
  lastName: 'Wong',
  email: 'mei@example.com',
  phone: '+852 9123 4567',
  company: 'Acme Ltd',
  role: 'Operations Director',
  consultationType: 'technical',
  preferredDate: '2025-11-24',
  preferredTime: 'afternoon',
  services: ['AI Solutions', 'CRM Solutions'],
  meetingPreference: 'in-person',
  objectives: 'Connect our CRM to our online shop.',
};

const compose = (values: EnquiryValues) => composeEnquiryEmail(consultationEnquiry, values);

/** The e-mail of `filled`, exactly. */
const consultationMail = {
  to: 'info@harbourline.example',
  subject: 'Consultation Request from Mei Wong - Acme Ltd',
  body: crlf(`New Consultation Request

Contact Information
Name: Mei Wong
Email: mei@example.com
Phone: +852 9123 4567
Company: Acme Ltd
Job Title: Operations Director

Consultation Details
Consultation Type: Technical Deep Dive (60-90 mins)
Preferred Date: Monday, 24 November 2025
Preferred Time (Hong Kong time): Afternoon (2:30 PM - 6:30 PM)
Meeting Preference: In person at our Wan Chai office
Services of Interest: AI Solutions, CRM Solutions

Objectives:
Connect our CRM to our online shop.

---
This consultation request was generated from the website consultation booking form.`),
};

describe('the consultation request e-mail', () => {
  checkEnquiryMail(consultationEnquiry, {
    filled,
    email: consultationMail,
    url:
      'mailto:info@harbourline.example' +
      '?subject=Consultation%20Request%20from%20Mei%20Wong%20-%20Acme%20Ltd' +
      '&body=New%20Consultation%20Request%0D%0A' +
      '%0D%0A' +
      'Contact%20Information%0D%0A' +
      'Name%3A%20Mei%20Wong%0D%0A' +
      'Email%3A%20mei%40example.com%0D%0A' +
      'Phone%3A%20%2B852%209123%204567%0D%0A' +
      'Company%3A%20Acme%20Ltd%0D%0A' +
      'Job%20Title%3A%20Operations%20Director%0D%0A' +
      '%0D%0A' +
      'Consultation%20Details%0D%0A' +
      'Consultation%20Type%3A%20Technical%20Deep%20Dive%20(60-90%20mins)%0D%0A' +
      'Preferred%20Date%3A%20Monday%2C%2024%20November%202025%0D%0A' +
      'Preferred%20Time%20(Hong%20Kong%20time)%3A%20Afternoon%20(2%3A30%20PM%20-%206%3A30%20PM)%0D%0A' +
      'Meeting%20Preference%3A%20In%20person%20at%20our%20Wan%20Chai%20office%0D%0A' +
      'Services%20of%20Interest%3A%20AI%20Solutions%2C%20CRM%20Solutions%0D%0A' +
      '%0D%0A' +
      'Objectives%3A%0D%0A' +
      'Connect%20our%20CRM%20to%20our%20online%20shop.%0D%0A' +
      '%0D%0A' +
      '---%0D%0A' +
      'This%20consultation%20request%20was%20generated%20from%20the%20website%20consultation%20booking%20form.',
    emptySubject: 'Consultation Request from  ',
  });

  it('leaves the company out of the subject when none was given (it is optional here)', () => {
    expect(compose({ ...filled, company: '' }).subject).toBe('Consultation Request from Mei Wong');
    expect(compose({ ...filled, company: '   ' }).subject).toBe('Consultation Request from Mei Wong');
  });

  it('writes every unset optional value as Not provided, Not specified or None selected', () => {
    const minimal = {
      ...filled,
      company: '',
      preferredDate: '',
      preferredTime: '',
      services: [],
      meetingPreference: '',
    };
    const { body } = compose(minimal);
    expect(body).toContain('\r\nCompany: Not provided\r\nJob Title: Operations Director\r\n');
    expect(body).toContain(
      '\r\nConsultation Type: Technical Deep Dive (60-90 mins)\r\n' +
        'Preferred Date: Not specified\r\n' +
        'Preferred Time (Hong Kong time): Not specified\r\n' +
        'Meeting Preference: Not specified\r\n' +
        'Services of Interest: None selected\r\n',
    );
  });

  it('names the three sessions with their lengths', () => {
    const typeLine = (consultationType: string) => compose({ ...filled, consultationType }).body.split('\r\n')[10];
    expect(typeLine('strategy')).toBe('Consultation Type: Strategy Consultation (30-60 mins)');
    expect(typeLine('technical')).toBe('Consultation Type: Technical Deep Dive (60-90 mins)');
    expect(typeLine('planning')).toBe('Consultation Type: Project Planning (90 mins)');
  });

  it('writes the three time windows', () => {
    expect(preferredTimeOptions.map((option) => option.label)).toEqual([
      'Morning (9:30 AM - 1:30 PM)',
      'Afternoon (2:30 PM - 6:30 PM)',
      'Evening (6:30 PM - 7:30 PM)',
    ]);
  });

  it.each([
    ['2025-11-24', 'Monday, 24 November 2025'],
    ['2026-01-01', 'Thursday, 1 January 2026'],
    ['2028-02-29', 'Tuesday, 29 February 2028'],
  ])('writes the date %s as "%s"', (preferredDate, long) => {
    expect(compose({ ...filled, preferredDate }).body).toContain(`\r\nPreferred Date: ${long}\r\n`);
  });
});
