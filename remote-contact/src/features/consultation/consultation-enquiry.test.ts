import { preferredTimeOptions } from '@agency/content/contact/form-options';
import type { EnquiryValues } from '../enquiry/field-table';
import { composeEnquiryEmail } from '../enquiry/enquiry-email';
import { checkEnquiryMail } from '../../testing/enquiry-mail-checks';
import { enquiryIn } from '../../testing/enquiries';
import { englishExamples } from '../../testing/english-examples';

const consultationEnquiry = enquiryIn('en', 'consultation');

const { filled } = englishExamples.consultation;

const compose = (values: EnquiryValues) => composeEnquiryEmail(consultationEnquiry, values);

describe('the consultation request e-mail', () => {
  checkEnquiryMail(consultationEnquiry, englishExamples.consultation);

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
