import { company } from '@agency/shared/content/company';
import { companySizeOptions, partnershipTypeOptions } from '@agency/shared/content/form-options';
import { hostileInputs } from '../../testing/hostile-inputs';
import { mailtoParts } from '../../testing/mailto-parts';
import type { PartnershipInquiry } from './compose-partnership-mailto';
import {
  composePartnershipBody,
  composePartnershipEmail,
  composePartnershipMailto,
  composePartnershipSubject,
  emptyPartnershipInquiry,
} from './compose-partnership-mailto';

const inquiry: PartnershipInquiry = {
  firstName: 'Arjun',
  lastName: 'Mehta',
  email: 'arjun@example.com',
  phone: '+65 6123 4567',
  company: 'Lion City Analytics',
  role: 'Managing Director',
  companySize: '51-200',
  industry: 'Data analytics',
  partnershipType: 'technology',
  website: 'https://analytics.example.com/about?lang=en#team',
  proposal: 'Bundle our dashboards with your CRM projects.',
  goals: 'Ten joint clients in the first year.',
};

const expectedBody = (fields: {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  role?: string;
  size?: string;
  industry?: string;
  website?: string;
  type?: string;
  proposal?: string;
  goals?: string;
}) =>
  [
    'New Partnership Inquiry',
    '',
    'Contact Information',
    `Name: ${fields.name ?? 'Arjun Mehta'}`,
    `Email: ${fields.email ?? 'arjun@example.com'}`,
    `Phone: ${fields.phone ?? '+65 6123 4567'}`,
    `Company: ${fields.company ?? 'Lion City Analytics'}`,
    `Job Title: ${fields.role ?? 'Managing Director'}`,
    '',
    'Company Details',
    `Company Size: ${fields.size ?? '51-200 employees'}`,
    `Industry: ${fields.industry ?? 'Data analytics'}`,
    `Website: ${fields.website ?? 'https://analytics.example.com/about?lang=en#team'}`,
    '',
    'Partnership Details',
    `Partnership Type: ${fields.type ?? 'Technology Integration'}`,
    '',
    'Partnership Proposal:',
    fields.proposal ?? 'Bundle our dashboards with your CRM projects.',
    '',
    'Goals and Expectations:',
    fields.goals ?? 'Ten joint clients in the first year.',
    '',
    '---',
    'This partnership inquiry was generated from the website partnership inquiry form.',
  ].join('\r\n');

describe('composePartnershipMailto', () => {
  it('builds the full mailto URL, addressed to the company mailbox', () => {
    expect(composePartnershipMailto(inquiry)).toBe(
      'mailto:info@harbourline.example' +
        '?subject=Partnership%20Inquiry%20from%20Arjun%20Mehta%20-%20Lion%20City%20Analytics' +
        '&body=New%20Partnership%20Inquiry%0D%0A' +
        '%0D%0A' +
        'Contact%20Information%0D%0A' +
        'Name%3A%20Arjun%20Mehta%0D%0A' +
        'Email%3A%20arjun%40example.com%0D%0A' +
        'Phone%3A%20%2B65%206123%204567%0D%0A' +
        'Company%3A%20Lion%20City%20Analytics%0D%0A' +
        'Job%20Title%3A%20Managing%20Director%0D%0A' +
        '%0D%0A' +
        'Company%20Details%0D%0A' +
        'Company%20Size%3A%2051-200%20employees%0D%0A' +
        'Industry%3A%20Data%20analytics%0D%0A' +
        // The website's own ?, = and # are escaped, so they cannot end the subject or body early.
        'Website%3A%20https%3A%2F%2Fanalytics.example.com%2Fabout%3Flang%3Den%23team%0D%0A' +
        '%0D%0A' +
        'Partnership%20Details%0D%0A' +
        'Partnership%20Type%3A%20Technology%20Integration%0D%0A' +
        '%0D%0A' +
        'Partnership%20Proposal%3A%0D%0A' +
        'Bundle%20our%20dashboards%20with%20your%20CRM%20projects.%0D%0A' +
        '%0D%0A' +
        'Goals%20and%20Expectations%3A%0D%0A' +
        'Ten%20joint%20clients%20in%20the%20first%20year.%0D%0A' +
        '%0D%0A' +
        '---%0D%0A' +
        'This%20partnership%20inquiry%20was%20generated%20from%20the%20website%20partnership%20inquiry%20form.',
    );
  });

  it('sends to company.email by default and to another address when given', () => {
    expect(mailtoParts(composePartnershipMailto(inquiry)).to).toBe(company.email);
    expect(mailtoParts(composePartnershipMailto(inquiry, 'partners@example.com')).to).toBe('partners@example.com');
    expect(composePartnershipEmail(inquiry)).toEqual({
      to: 'info@harbourline.example',
      subject: 'Partnership Inquiry from Arjun Mehta - Lion City Analytics',
      body: expectedBody({}),
    });
  });

  it('writes the subject as "Partnership Inquiry from FIRST LAST - COMPANY"', () => {
    expect(composePartnershipSubject(inquiry)).toBe('Partnership Inquiry from Arjun Mehta - Lion City Analytics');
  });

  it('writes the plain-text body with CRLF line breaks', () => {
    expect(composePartnershipBody(inquiry)).toBe(expectedBody({}));
  });

  it('writes every unset optional value as Not specified or Not provided', () => {
    expect(composePartnershipBody({ ...inquiry, companySize: '', industry: '', website: '', goals: '' })).toBe(
      expectedBody({ size: 'Not specified', industry: 'Not provided', website: 'Not provided', goals: 'Not provided' }),
    );
    expect(composePartnershipBody({ ...inquiry, industry: '  ', goals: '\n\n' })).toBe(
      expectedBody({ industry: 'Not provided', goals: 'Not provided' }),
    );
  });

  it('keeps an empty form well formed', () => {
    expect(composePartnershipSubject(emptyPartnershipInquiry)).toBe('Partnership Inquiry from   - ');
    expect(composePartnershipBody(emptyPartnershipInquiry)).toContain('\r\nPartnership Type: Not specified\r\n');
  });

  it.each(companySizeOptions)('writes company size $value as "$label"', ({ value, label }) => {
    expect(composePartnershipBody({ ...inquiry, companySize: value })).toContain(`\r\nCompany Size: ${label}\r\n`);
  });

  it.each(partnershipTypeOptions)('writes partnership type $value as "$label"', ({ value, label }) => {
    expect(composePartnershipBody({ ...inquiry, partnershipType: value })).toContain(
      `\r\nPartnership Type: ${label}\r\n`,
    );
  });
});

describe.each(hostileInputs)('a partnership inquiry with %s', (_name, text) => {
  it('decodes back exactly, in every field', () => {
    const typed: PartnershipInquiry = {
      ...inquiry,
      firstName: text,
      lastName: text,
      email: text,
      phone: text,
      company: text,
      role: text,
      industry: text,
      website: text,
      proposal: text,
      goals: text,
    };
    const url = composePartnershipMailto(typed);
    const { to, decodedSubject, decodedBody } = mailtoParts(url);
    expect(to).toBe('info@harbourline.example');
    expect(decodedSubject).toBe(`Partnership Inquiry from ${text} ${text} - ${text}`);
    expect(decodedBody).toBe(
      expectedBody({
        name: `${text} ${text}`,
        email: text,
        phone: text,
        company: text,
        role: text,
        industry: text,
        website: text,
        proposal: text,
        goals: text,
      }),
    );
    expect(url.match(/[?&#=]/g)).toEqual(['?', '=', '&', '=']);
  });
});
