import { company } from '@agency/shared/content/company';
import {
  consultationTypeOptions,
  meetingPreferenceOptions,
  preferredTimeOptions,
} from '@agency/shared/content/form-options';
import { hostileInputs } from '../../testing/hostile-inputs';
import { mailtoParts } from '../../testing/mailto-parts';
import type { ConsultationRequest } from './compose-consultation-mailto';
import {
  composeConsultationBody,
  composeConsultationEmail,
  composeConsultationMailto,
  composeConsultationSubject,
  emptyConsultationRequest,
} from './compose-consultation-mailto';

const request: ConsultationRequest = {
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

const expectedBody = (fields: {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  role?: string;
  type?: string;
  date?: string;
  time?: string;
  meeting?: string;
  services?: string;
  objectives?: string;
}) =>
  [
    'New Consultation Request',
    '',
    'Contact Information',
    `Name: ${fields.name ?? 'Mei Wong'}`,
    `Email: ${fields.email ?? 'mei@example.com'}`,
    `Phone: ${fields.phone ?? '+852 9123 4567'}`,
    `Company: ${fields.company ?? 'Acme Ltd'}`,
    `Job Title: ${fields.role ?? 'Operations Director'}`,
    '',
    'Consultation Details',
    `Consultation Type: ${fields.type ?? 'Technical Deep Dive (60-90 mins)'}`,
    `Preferred Date: ${fields.date ?? 'Monday, 24 November 2025'}`,
    `Preferred Time (Hong Kong time): ${fields.time ?? 'Afternoon (2:30 PM - 6:30 PM)'}`,
    `Meeting Preference: ${fields.meeting ?? 'In person at our Wan Chai office'}`,
    `Services of Interest: ${fields.services ?? 'AI Solutions, CRM Solutions'}`,
    '',
    'Objectives:',
    fields.objectives ?? 'Connect our CRM to our online shop.',
    '',
    '---',
    'This consultation request was generated from the website consultation booking form.',
  ].join('\r\n');

describe('composeConsultationMailto', () => {
  it('builds the full mailto URL, addressed to the company mailbox', () => {
    expect(composeConsultationMailto(request)).toBe(
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
    );
  });

  it('sends to company.email by default and to another address when given', () => {
    expect(mailtoParts(composeConsultationMailto(request)).to).toBe(company.email);
    expect(mailtoParts(composeConsultationMailto(request, 'events@example.com')).to).toBe('events@example.com');
    expect(composeConsultationEmail(request)).toEqual({
      to: 'info@harbourline.example',
      subject: 'Consultation Request from Mei Wong - Acme Ltd',
      body: expectedBody({}),
    });
  });

  it('writes the subject as "Consultation Request from FIRST LAST - COMPANY"', () => {
    expect(composeConsultationSubject(request)).toBe('Consultation Request from Mei Wong - Acme Ltd');
  });

  it('leaves the company out of the subject when none was given (it is optional here)', () => {
    expect(composeConsultationSubject({ ...request, company: '' })).toBe('Consultation Request from Mei Wong');
    expect(composeConsultationSubject({ ...request, company: '   ' })).toBe('Consultation Request from Mei Wong');
  });

  it('writes the plain-text body with CRLF line breaks', () => {
    expect(composeConsultationBody(request)).toBe(expectedBody({}));
  });

  it('writes every unset optional value as Not provided, Not specified or None selected', () => {
    const minimal: ConsultationRequest = {
      ...request,
      company: '',
      preferredDate: '',
      preferredTime: '',
      services: [],
      meetingPreference: '',
    };
    expect(composeConsultationBody(minimal)).toBe(
      expectedBody({
        company: 'Not provided',
        date: 'Not specified',
        time: 'Not specified',
        meeting: 'Not specified',
        services: 'None selected',
      }),
    );
  });

  it('keeps an empty form well formed', () => {
    expect(composeConsultationSubject(emptyConsultationRequest)).toBe('Consultation Request from  ');
    expect(composeConsultationBody(emptyConsultationRequest)).toContain(
      '\r\nConsultation Type: Not specified\r\nPreferred Date: Not specified\r\n',
    );
  });

  it.each(consultationTypeOptions)('writes type $value as "$label ($duration)"', ({ value, label, duration }) => {
    expect(composeConsultationBody({ ...request, consultationType: value })).toContain(
      `\r\nConsultation Type: ${label} (${duration})\r\n`,
    );
  });

  it('names the three sessions with their lengths', () => {
    const typeLine = (consultationType: string) =>
      composeConsultationBody({ ...request, consultationType }).split('\r\n')[10];
    expect(typeLine('strategy')).toBe('Consultation Type: Strategy Consultation (30-60 mins)');
    expect(typeLine('technical')).toBe('Consultation Type: Technical Deep Dive (60-90 mins)');
    expect(typeLine('planning')).toBe('Consultation Type: Project Planning (90 mins)');
  });

  it.each(preferredTimeOptions)('writes time $value with its hours: $label', ({ value, label }) => {
    expect(composeConsultationBody({ ...request, preferredTime: value })).toContain(
      `\r\nPreferred Time (Hong Kong time): ${label}\r\n`,
    );
  });

  it('writes the three time windows of the spec', () => {
    expect(preferredTimeOptions.map((option) => option.label)).toEqual([
      'Morning (9:30 AM - 1:30 PM)',
      'Afternoon (2:30 PM - 6:30 PM)',
      'Evening (6:30 PM - 7:30 PM)',
    ]);
  });

  it.each(meetingPreferenceOptions)('writes meeting preference $value as "$label"', ({ value, label }) => {
    expect(composeConsultationBody({ ...request, meetingPreference: value })).toContain(
      `\r\nMeeting Preference: ${label}\r\n`,
    );
  });

  it.each([
    ['2025-11-24', 'Monday, 24 November 2025'],
    ['2026-01-01', 'Thursday, 1 January 2026'],
    ['2028-02-29', 'Tuesday, 29 February 2028'],
  ])('writes the date %s as "%s"', (preferredDate, long) => {
    expect(composeConsultationBody({ ...request, preferredDate })).toContain(`\r\nPreferred Date: ${long}\r\n`);
  });
});

describe.each(hostileInputs)('a consultation request with %s', (_name, text) => {
  it('decodes back exactly, in every field', () => {
    const typed: ConsultationRequest = {
      ...request,
      firstName: text,
      lastName: text,
      email: text,
      phone: text,
      company: text,
      role: text,
      objectives: text,
    };
    const url = composeConsultationMailto(typed);
    const { to, decodedSubject, decodedBody } = mailtoParts(url);
    expect(to).toBe('info@harbourline.example');
    expect(decodedSubject).toBe(`Consultation Request from ${text} ${text} - ${text}`);
    expect(decodedBody).toBe(
      expectedBody({
        name: `${text} ${text}`,
        email: text,
        phone: text,
        company: text,
        role: text,
        objectives: text,
      }),
    );
    expect(url.match(/[?&#=]/g)).toEqual(['?', '=', '&', '=']);
  });
});
