import { company } from '@agency/shared/content/company';
import {
  skillLevelOptions,
  teamSizeOptions,
  trainingBudgetOptions,
  urgencyOptions,
} from '@agency/shared/content/form-options';
import { hostileInputs } from '../../testing/hostile-inputs';
import { mailtoParts } from '../../testing/mailto-parts';
import type { TrainingInquiry } from './compose-training-mailto';
import {
  composeTrainingBody,
  composeTrainingEmail,
  composeTrainingMailto,
  composeTrainingSubject,
  emptyTrainingInquiry,
} from './compose-training-mailto';

const inquiry: TrainingInquiry = {
  firstName: 'Ka Yan',
  lastName: 'Lee',
  email: 'kayan.lee@example.com',
  phone: '2345 6789',
  company: 'Pacific Logistics',
  role: 'HR Manager',
  teamSize: '16-30',
  urgency: '1-month',
  formats: ['In-Person Workshop', 'Group Sessions'],
  skillLevel: 'mixed',
  objectives: 'Teach our sales team to use AI for proposals.',
  budget: '10k-25k',
};

const expectedBody = (fields: {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  role?: string;
  teamSize?: string;
  timeline?: string;
  formats?: string;
  level?: string;
  budget?: string;
  objectives?: string;
}) =>
  [
    'New Training Inquiry',
    '',
    'Contact Information',
    `Name: ${fields.name ?? 'Ka Yan Lee'}`,
    `Email: ${fields.email ?? 'kayan.lee@example.com'}`,
    `Phone: ${fields.phone ?? '2345 6789'}`,
    `Company: ${fields.company ?? 'Pacific Logistics'}`,
    `Job Title: ${fields.role ?? 'HR Manager'}`,
    '',
    'Training Details',
    `Team Size: ${fields.teamSize ?? '16-30 people'}`,
    `Training Timeline: ${fields.timeline ?? 'Within 1 month'}`,
    `Format Preference: ${fields.formats ?? 'In-Person Workshop, Group Sessions'}`,
    `Skill Level: ${fields.level ?? 'Mixed levels'}`,
    `Training Budget: ${fields.budget ?? '$10,000 - $25,000'}`,
    '',
    'Training Objectives:',
    fields.objectives ?? 'Teach our sales team to use AI for proposals.',
    '',
    '---',
    'This training inquiry was generated from the website training inquiry form.',
  ].join('\r\n');

describe('composeTrainingMailto', () => {
  it('builds the full mailto URL, addressed to the company mailbox', () => {
    expect(composeTrainingMailto(inquiry)).toBe(
      'mailto:info@harbourline.example' +
        '?subject=Training%20Inquiry%20from%20Ka%20Yan%20Lee%20-%20Pacific%20Logistics' +
        '&body=New%20Training%20Inquiry%0D%0A' +
        '%0D%0A' +
        'Contact%20Information%0D%0A' +
        'Name%3A%20Ka%20Yan%20Lee%0D%0A' +
        'Email%3A%20kayan.lee%40example.com%0D%0A' +
        'Phone%3A%202345%206789%0D%0A' +
        'Company%3A%20Pacific%20Logistics%0D%0A' +
        'Job%20Title%3A%20HR%20Manager%0D%0A' +
        '%0D%0A' +
        'Training%20Details%0D%0A' +
        'Team%20Size%3A%2016-30%20people%0D%0A' +
        'Training%20Timeline%3A%20Within%201%20month%0D%0A' +
        'Format%20Preference%3A%20In-Person%20Workshop%2C%20Group%20Sessions%0D%0A' +
        'Skill%20Level%3A%20Mixed%20levels%0D%0A' +
        'Training%20Budget%3A%20%2410%2C000%20-%20%2425%2C000%0D%0A' +
        '%0D%0A' +
        'Training%20Objectives%3A%0D%0A' +
        'Teach%20our%20sales%20team%20to%20use%20AI%20for%20proposals.%0D%0A' +
        '%0D%0A' +
        '---%0D%0A' +
        'This%20training%20inquiry%20was%20generated%20from%20the%20website%20training%20inquiry%20form.',
    );
  });

  it('sends to company.email by default and to another address when given', () => {
    expect(mailtoParts(composeTrainingMailto(inquiry)).to).toBe(company.email);
    expect(mailtoParts(composeTrainingMailto(inquiry, 'academy@example.com')).to).toBe('academy@example.com');
    expect(composeTrainingEmail(inquiry)).toEqual({
      to: 'info@harbourline.example',
      subject: 'Training Inquiry from Ka Yan Lee - Pacific Logistics',
      body: expectedBody({}),
    });
  });

  it('writes the subject as "Training Inquiry from FIRST LAST - COMPANY"', () => {
    expect(composeTrainingSubject(inquiry)).toBe('Training Inquiry from Ka Yan Lee - Pacific Logistics');
  });

  it('writes the plain-text body with CRLF line breaks', () => {
    expect(composeTrainingBody(inquiry)).toBe(expectedBody({}));
  });

  it('writes every unset optional value as Not specified or None selected', () => {
    expect(
      composeTrainingBody({ ...inquiry, teamSize: '', urgency: '', formats: [], skillLevel: '', budget: '' }),
    ).toBe(
      expectedBody({
        teamSize: 'Not specified',
        timeline: 'Not specified',
        formats: 'None selected',
        level: 'Not specified',
        budget: 'Not specified',
      }),
    );
  });

  it('keeps an empty form well formed', () => {
    expect(composeTrainingSubject(emptyTrainingInquiry)).toBe('Training Inquiry from   - ');
    expect(composeTrainingBody(emptyTrainingInquiry)).toContain('\r\nFormat Preference: None selected\r\n');
  });

  it.each(teamSizeOptions)('writes team size $value as "$label"', ({ value, label }) => {
    expect(composeTrainingBody({ ...inquiry, teamSize: value })).toContain(`\r\nTeam Size: ${label}\r\n`);
  });

  it.each(urgencyOptions)('writes timeline $value as "$label"', ({ value, label }) => {
    expect(composeTrainingBody({ ...inquiry, urgency: value })).toContain(`\r\nTraining Timeline: ${label}\r\n`);
  });

  it.each(skillLevelOptions)('writes skill level $value as "$label"', ({ value, label }) => {
    expect(composeTrainingBody({ ...inquiry, skillLevel: value })).toContain(`\r\nSkill Level: ${label}\r\n`);
  });

  it.each(trainingBudgetOptions)('writes budget $value as "$label"', ({ value, label }) => {
    expect(composeTrainingBody({ ...inquiry, budget: value })).toContain(`\r\nTraining Budget: ${label}\r\n`);
  });

  it('joins a single format without a separator', () => {
    expect(composeTrainingBody({ ...inquiry, formats: ['One-on-One Coaching'] })).toContain(
      '\r\nFormat Preference: One-on-One Coaching\r\n',
    );
  });
});

describe.each(hostileInputs)('a training inquiry with %s', (_name, text) => {
  it('decodes back exactly, in every field', () => {
    const typed: TrainingInquiry = {
      ...inquiry,
      firstName: text,
      lastName: text,
      email: text,
      phone: text,
      company: text,
      role: text,
      objectives: text,
    };
    const url = composeTrainingMailto(typed);
    const { to, decodedSubject, decodedBody } = mailtoParts(url);
    expect(to).toBe('info@harbourline.example');
    expect(decodedSubject).toBe(`Training Inquiry from ${text} ${text} - ${text}`);
    expect(decodedBody).toBe(
      expectedBody({ name: `${text} ${text}`, email: text, phone: text, company: text, role: text, objectives: text }),
    );
    expect(url.match(/[?&#=]/g)).toEqual(['?', '=', '&', '=']);
  });
});
