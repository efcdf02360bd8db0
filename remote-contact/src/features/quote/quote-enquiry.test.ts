import type { EnquiryValues } from '../enquiry/field-table';
import { composeEnquiryEmail, mailtoOf } from '../enquiry/enquiry-email';
import { checkEnquiryMail } from '../../testing/enquiry-mail-checks';
import { mailtoParts } from '../../testing/mailto-parts';
import { enquiryIn } from '../../testing/enquiries';
import { englishExamples } from '../../testing/english-examples';

const quoteEnquiry = enquiryIn('en', 'quote');

const { filled } = englishExamples.quote;

const compose = (values: EnquiryValues) => composeEnquiryEmail(quoteEnquiry, values);
const urlOf = (values: EnquiryValues) => mailtoOf(compose(values));

describe('the quote request e-mail', () => {
  checkEnquiryMail(quoteEnquiry, englishExamples.quote);

  it('writes unset optional values as "Not specified" and no services as "None selected"', () => {
    const unset = { ...filled, budget: '', services: [], timeline: '' };
    expect(compose(unset).body).toContain(
      '\r\nBudget Range: Not specified\r\nServices Required: None selected\r\nTimeline: Not specified\r\n',
    );
    expect(mailtoParts(urlOf(unset)).body).toContain(
      'Budget%20Range%3A%20Not%20specified%0D%0AServices%20Required%3A%20None%20selected%0D%0ATimeline%3A%20Not%20specified%0D%0A',
    );
  });

  it('writes the first and last budget bands in dollars', () => {
    expect(compose({ ...filled, budget: '5k-10k' }).body).toContain('Budget Range: $5,000 - $10,000\r\n');
    expect(compose({ ...filled, budget: '500k-1m+' }).body).toContain('Budget Range: $500,000 - $1,000,000+\r\n');
  });

  it('joins a single service without a separator', () => {
    expect(compose({ ...filled, services: ['Training Services'] }).body).toContain(
      'Services Required: Training Services\r\n',
    );
  });

  it('encodes Chinese characters and emoji as UTF-8', () => {
    const url = urlOf({ ...filled, firstName: '大文', lastName: '陳', company: '陳氏貿易', description: 'Launch 🚀' });
    expect(mailtoParts(url).subject).toBe(
      'Quote%20Request%20from%20%E5%A4%A7%E6%96%87%20%E9%99%B3%20-%20%E9%99%B3%E6%B0%8F%E8%B2%BF%E6%98%93',
    );
    expect(mailtoParts(url).body).toContain('Name%3A%20%E5%A4%A7%E6%96%87%20%E9%99%B3%0D%0A');
    expect(mailtoParts(url).body).toContain('Project%20Description%3A%0D%0ALaunch%20%F0%9F%9A%80%0D%0A');
    expect(decodeURIComponent(mailtoParts(url).subject)).toBe('Quote Request from 大文 陳 - 陳氏貿易');
  });

  it('encodes &, %, #, ?, = and quotes so they cannot break the URL', () => {
    const url = urlOf({
      ...filled,
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
    const { body } = mailtoParts(
      urlOf({ ...filled, description: 'Line one\nLine two\r\nLine three\rLine four\n\nEnd' }),
    );
    expect(body).toContain(
      'Project%20Description%3A%0D%0ALine%20one%0D%0ALine%20two%0D%0ALine%20three%0D%0ALine%20four%0D%0A%0D%0AEnd%0D%0A',
    );
    // No bare CR or LF anywhere.
    expect(body.replace(/%0D%0A/g, '')).not.toMatch(/%0D|%0A/);
  });

  it('encodes a space as %20, never +', () => {
    const url = urlOf(filled);
    expect(url).not.toContain('+');
    expect(url).toContain('Mei%20Wong');
    expect(urlOf({ ...filled, description: 'a+b c' })).toContain('a%2Bb%20c');
  });

  it('gives back exactly what was typed when the body is decoded', () => {
    const typed = {
      ...filled,
      firstName: '  Ada ',
      lastName: "O'Brien-陳",
      email: 'ada+quotes@example.com',
      phone: '(852) 2345-6789 ext. 12',
      company: 'A&B "Holdings" 有限公司 #1',
      description: '  Indented line\r\nSecond line 🚀 100% & done?\r\n\r\nTrailing spaces   ',
    };
    const { decodedSubject, decodedBody } = mailtoParts(urlOf(typed));
    expect(decodedSubject).toBe(`Quote Request from   Ada  O'Brien-陳 - A&B "Holdings" 有限公司 #1`);
    expect(decodedBody).toBe(compose(typed).body);
    expect(decodedBody).toContain(`\r\nProject Description:\r\n${typed.description}\r\n\r\n---\r\n`);
    expect(decodedBody).toContain(`\r\nName:   Ada  O'Brien-陳\r\n`);
    expect(decodedBody).toContain(`\r\nEmail: ${typed.email}\r\n`);
    expect(decodedBody).toContain(`\r\nPhone: ${typed.phone}\r\n`);
    expect(decodedBody).toContain(`\r\nCompany: ${typed.company}\r\n`);
  });

  it('decodes a \\n-typed description to the same text with CRLF line breaks', () => {
    const { decodedBody } = mailtoParts(urlOf({ ...filled, description: 'First\nSecond\n' }));
    expect(decodedBody).toContain('\r\nProject Description:\r\nFirst\r\nSecond\r\n\r\n\r\n---');
  });
});
