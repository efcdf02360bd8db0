import { company } from '@agency/shared/content/company';
import { quoteBudgetOptions, timelineOptions } from '@agency/shared/content/form-options';
import type { QuoteRequest } from './compose-quote-mailto';
import { hostileInputs } from '../../testing/hostile-inputs';
import { mailtoParts } from '../../testing/mailto-parts';
import {
  composeQuoteBody,
  composeQuoteEmail,
  composeQuoteMailto,
  composeQuoteSubject,
  emptyQuoteRequest,
} from './compose-quote-mailto';

const request: QuoteRequest = {
  firstName: 'Mei',
  lastName: 'Wong',
  email: 'mei@example.com',
  phone: '+852 9123 4567',
  company: 'Acme Ltd',
  budget: '100k-150k',
  services: ['Digital Marketing', 'AI Solutions'],
  timeline: '2-3-months',
  description: 'Redesign our website.',
};

describe('composeQuoteMailto', () => {
  it('builds the full mailto URL, addressed to the company mailbox', () => {
    expect(composeQuoteMailto(request)).toBe(
      'mailto:info@harbourline.example' +
        '?subject=Quote%20Request%20from%20Mei%20Wong%20-%20Acme%20Ltd' +
        '&body=New%20Quote%20Request%0D%0A' +
        '%0D%0A' +
        'Contact%20Information%0D%0A' +
        'Name%3A%20Mei%20Wong%0D%0A' +
        'Email%3A%20mei%40example.com%0D%0A' +
        'Phone%3A%20%2B852%209123%204567%0D%0A' +
        'Company%3A%20Acme%20Ltd%0D%0A' +
        '%0D%0A' +
        'Project%20Details%0D%0A' +
        'Budget%20Range%3A%20%24100%2C000%20-%20%24150%2C000%0D%0A' +
        'Services%20Required%3A%20Digital%20Marketing%2C%20AI%20Solutions%0D%0A' +
        'Timeline%3A%202-3%20months%0D%0A' +
        '%0D%0A' +
        'Project%20Description%3A%0D%0A' +
        'Redesign%20our%20website.%0D%0A' +
        '%0D%0A' +
        '---%0D%0A' +
        'This%20quote%20request%20was%20generated%20from%20the%20website%20quote%20form.',
    );
  });

  it('sends to company.email by default and to another address when given', () => {
    expect(mailtoParts(composeQuoteMailto(request)).to).toBe(company.email);
    expect(mailtoParts(composeQuoteMailto(request, 'sales@example.com')).to).toBe('sales@example.com');
  });

  it('writes the subject as "Quote Request from FIRST LAST - COMPANY"', () => {
    expect(composeQuoteSubject(request)).toBe('Quote Request from Mei Wong - Acme Ltd');
  });

  it('writes the plain-text body with CRLF line breaks', () => {
    expect(composeQuoteBody(request)).toBe(
      [
        'New Quote Request',
        '',
        'Contact Information',
        'Name: Mei Wong',
        'Email: mei@example.com',
        'Phone: +852 9123 4567',
        'Company: Acme Ltd',
        '',
        'Project Details',
        'Budget Range: $100,000 - $150,000',
        'Services Required: Digital Marketing, AI Solutions',
        'Timeline: 2-3 months',
        '',
        'Project Description:',
        'Redesign our website.',
        '',
        '---',
        'This quote request was generated from the website quote form.',
      ].join('\r\n'),
    );
  });

  it('writes unset optional values as "Not specified" and no services as "None selected"', () => {
    const body = decodeURIComponent(
      mailtoParts(composeQuoteMailto({ ...request, budget: '', services: [], timeline: '' })).body,
    );
    expect(body).toContain('\r\nBudget Range: Not specified\r\n');
    expect(body).toContain('\r\nServices Required: None selected\r\n');
    expect(body).toContain('\r\nTimeline: Not specified\r\n');
    expect(mailtoParts(composeQuoteMailto({ ...request, budget: '', services: [], timeline: '' })).body).toContain(
      'Budget%20Range%3A%20Not%20specified%0D%0AServices%20Required%3A%20None%20selected%0D%0ATimeline%3A%20Not%20specified%0D%0A',
    );
  });

  it.each(quoteBudgetOptions)('writes budget $value as its label $label', ({ value, label }) => {
    expect(composeQuoteBody({ ...request, budget: value })).toContain(`\r\nBudget Range: ${label}\r\n`);
  });

  it.each(timelineOptions)('writes timeline $value as its label $label', ({ value, label }) => {
    expect(composeQuoteBody({ ...request, timeline: value })).toContain(`\r\nTimeline: ${label}\r\n`);
  });

  it('writes the first and last budget bands in dollars', () => {
    expect(composeQuoteBody({ ...request, budget: '5k-10k' })).toContain('Budget Range: $5,000 - $10,000\r\n');
    expect(composeQuoteBody({ ...request, budget: '500k-1m+' })).toContain('Budget Range: $500,000 - $1,000,000+\r\n');
  });

  it('joins a single service without a separator', () => {
    expect(composeQuoteBody({ ...request, services: ['Training Services'] })).toContain(
      'Services Required: Training Services\r\n',
    );
  });

  it('keeps an empty form well formed', () => {
    expect(composeQuoteSubject(emptyQuoteRequest)).toBe('Quote Request from   - ');
    expect(composeQuoteBody(emptyQuoteRequest)).toContain('\r\nName:  \r\nEmail: \r\n');
  });

  it('encodes Chinese characters and emoji as UTF-8', () => {
    const url = composeQuoteMailto({
      ...request,
      firstName: '大文',
      lastName: '陳',
      company: '陳氏貿易',
      description: 'Launch 🚀',
    });
    expect(mailtoParts(url).subject).toBe(
      'Quote%20Request%20from%20%E5%A4%A7%E6%96%87%20%E9%99%B3%20-%20%E9%99%B3%E6%B0%8F%E8%B2%BF%E6%98%93',
    );
    expect(mailtoParts(url).body).toContain('Name%3A%20%E5%A4%A7%E6%96%87%20%E9%99%B3%0D%0A');
    expect(mailtoParts(url).body).toContain('Project%20Description%3A%0D%0ALaunch%20%F0%9F%9A%80%0D%0A');
    expect(decodeURIComponent(mailtoParts(url).subject)).toBe('Quote Request from 大文 陳 - 陳氏貿易');
  });

  it('encodes &, %, #, ?, = and quotes so they cannot break the URL', () => {
    const url = composeQuoteMailto({
      ...request,
      company: 'Smith & Sons',
      description: `100% ready? Ticket #42 a=b "double" 'single' + plus`,
    });
    expect(mailtoParts(url).subject).toBe('Quote%20Request%20from%20Mei%20Wong%20-%20Smith%20%26%20Sons');
    expect(mailtoParts(url).body).toContain(
      "Project%20Description%3A%0D%0A100%25%20ready%3F%20Ticket%20%2342%20a%3Db%20%22double%22%20'single'%20%2B%20plus%0D%0A",
    );
    // Only the two separators of the query are left unencoded.
    expect(url.match(/[?&#=]/g)).toEqual(['?', '=', '&', '=']);
  });

  it('turns every typed line break (\\n, \\r\\n or \\r) into %0D%0A', () => {
    const url = composeQuoteMailto({ ...request, description: 'Line one\nLine two\r\nLine three\rLine four\n\nEnd' });
    const { body } = mailtoParts(url);
    expect(body).toContain(
      'Project%20Description%3A%0D%0ALine%20one%0D%0ALine%20two%0D%0ALine%20three%0D%0ALine%20four%0D%0A%0D%0AEnd%0D%0A',
    );
    // No bare CR or LF anywhere.
    expect(body.replace(/%0D%0A/g, '')).not.toMatch(/%0D|%0A/);
  });

  it('encodes a space as %20, never +', () => {
    const url = composeQuoteMailto(request);
    expect(url).not.toContain('+');
    expect(url).toContain('Mei%20Wong');
    expect(composeQuoteMailto({ ...request, description: 'a+b c' })).toContain('a%2Bb%20c');
  });

  it('gives back exactly what was typed when the body is decoded', () => {
    const typed = {
      ...request,
      firstName: '  Ada ',
      lastName: "O'Brien-陳",
      email: 'ada+quotes@example.com',
      phone: '(852) 2345-6789 ext. 12',
      company: 'A&B "Holdings" 有限公司 #1',
      description: '  Indented line\r\nSecond line 🚀 100% & done?\r\n\r\nTrailing spaces   ',
    };
    const { subject, body } = mailtoParts(composeQuoteMailto(typed));
    const decodedBody = decodeURIComponent(body);
    expect(decodeURIComponent(subject)).toBe(`Quote Request from   Ada  O'Brien-陳 - A&B "Holdings" 有限公司 #1`);
    expect(decodedBody).toBe(composeQuoteBody(typed));
    expect(decodedBody).toContain(`\r\nProject Description:\r\n${typed.description}\r\n\r\n---\r\n`);
    expect(decodedBody).toContain(`\r\nName:   Ada  O'Brien-陳\r\n`);
    expect(decodedBody).toContain(`\r\nEmail: ${typed.email}\r\n`);
    expect(decodedBody).toContain(`\r\nPhone: ${typed.phone}\r\n`);
    expect(decodedBody).toContain(`\r\nCompany: ${typed.company}\r\n`);
  });

  it('decodes a \\n-typed description to the same text with CRLF line breaks', () => {
    const description = 'First\nSecond\n';
    const decoded = decodeURIComponent(mailtoParts(composeQuoteMailto({ ...request, description })).body);
    expect(decoded).toContain('\r\nProject Description:\r\nFirst\r\nSecond\r\n\r\n\r\n---');
  });
});

describe('composeQuoteEmail', () => {
  it('gives the recipient, subject and body the dialog shows', () => {
    expect(composeQuoteEmail(request)).toEqual({
      to: 'info@harbourline.example',
      subject: 'Quote Request from Mei Wong - Acme Ltd',
      body: composeQuoteBody(request),
    });
  });
});

describe.each(hostileInputs)('a quote request with %s', (_name, text) => {
  it('decodes back exactly, in every field', () => {
    const typed: QuoteRequest = {
      ...request,
      firstName: text,
      lastName: text,
      email: text,
      phone: text,
      company: text,
      description: text,
    };
    const url = composeQuoteMailto(typed);
    const { to, decodedSubject, decodedBody } = mailtoParts(url);
    expect(to).toBe('info@harbourline.example');
    expect(decodedSubject).toBe(`Quote Request from ${text} ${text} - ${text}`);
    expect(decodedBody).toBe(
      [
        'New Quote Request',
        '',
        'Contact Information',
        `Name: ${text} ${text}`,
        `Email: ${text}`,
        `Phone: ${text}`,
        `Company: ${text}`,
        '',
        'Project Details',
        'Budget Range: $100,000 - $150,000',
        'Services Required: Digital Marketing, AI Solutions',
        'Timeline: 2-3 months',
        '',
        'Project Description:',
        text,
        '',
        '---',
        'This quote request was generated from the website quote form.',
      ].join('\r\n'),
    );
    expect(url.match(/[?&#=]/g)).toEqual(['?', '=', '&', '=']);
  });
});
