import { paths } from '@agency/platform/routes';
import { company } from '../site/company';
import { routeHeads } from '../site/route-heads';
import type { LegalDocumentContent } from './legal';
import { emailWithAt, privacyPolicy, termsConditions } from './legal';

const allText = (document: LegalDocumentContent) =>
  document.sections
    .flatMap((section) => section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)))
    .join('\n');

const sectionText = (document: LegalDocumentContent, id: string) => {
  const section = document.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)).join('\n');
};

describe.each([
  ['Privacy Policy', privacyPolicy, paths.privacyPolicy],
  ['Terms & Conditions', termsConditions, paths.termsConditions],
])('%s', (title, document, path) => {
  it('has the route-table title as its h1', () => {
    expect(document.intro.title).toBe(title);
    expect(routeHeads[path]?.title).toBe(title);
  });

  it('has unique, URL-safe section ids and text in every section', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
  });
});

describe('Privacy Policy', () => {
  it('has 14 sections and the exact last-updated date', () => {
    expect(privacyPolicy.sections).toHaveLength(14);
    expect(`${privacyPolicy.lastUpdated.label}: ${privacyPolicy.lastUpdated.date}`).toBe('Last updated: 2025/8/13');
    expect(privacyPolicy.lastUpdated.iso).toBe('2025-08-13');
  });

  it('covers the topics of a Hong Kong privacy policy in order', () => {
    expect(privacyPolicy.sections.map((section) => section.title)).toEqual([
      'Who We Are and the Law That Applies',
      'Personal Data We Collect',
      'How We Collect Personal Data',
      'Purposes of Use',
      'Direct Marketing',
      'Disclosure of Personal Data',
      'Cross-Border Data Transfers',
      'Data Retention',
      'Data Security',
      'Cookies and Analytics',
      'Your Rights of Access and Correction',
      'Children’s Privacy',
      'Changes to This Policy',
      'Contact Us',
    ]);
  });

  it.each([
    ['who-we-are', 'Personal Data (Privacy) Ordinance (Cap. 486)'],
    ['who-we-are', 'six Data Protection Principles'],
    ['how-we-collect', 'prepares an e-mail in your own e-mail program'],
    ['cookies', 'sets no cookies for tracking or advertising'],
    ['cookies', 'your browser receives one cookie, agency_bucket. It holds a random value and nothing else'],
    [
      'cookies',
      'it sets no cookie, your IP address is not stored, and only totals are kept. No third party receives it.',
    ],
    ['access-and-correction', 'within 40 days'],
    ['children', 'not intended for children under 13'],
  ])('says in its %s section: “%s”', (id, words) => {
    expect(sectionText(privacyPolicy, id)).toContain(words);
  });
});

describe('Terms & Conditions', () => {
  it('has the exact last-updated date', () => {
    expect(`${termsConditions.lastUpdated.label}: ${termsConditions.lastUpdated.date}`).toBe(
      'Last updated: 13 August 2025',
    );
  });

  it('includes every required section', () => {
    const titles = termsConditions.sections.map((section) => section.title);
    for (const title of [
      'Disclaimer of Warranties',
      'Limitation of Liability',
      'Indemnification',
      'Severability',
      'Termination',
      'Entire Agreement',
      'Governing Law',
      'Changes to These Terms',
      'Contact Information',
    ]) {
      expect(titles).toContain(title);
    }
    expect(titles.at(-1)).toBe('Contact Information');
  });

  it.each([
    ['disclaimer-of-warranties', 'provided “as is” and “as available”'],
    ['limitation-of-liability', 'shall not be liable for any'],
    [
      'governing-law',
      'governed by and construed in accordance with the laws of the Hong Kong Special Administrative Region',
    ],
    [
      'changes-to-terms',
      'Your continued use of the website after a revision is published means that you accept the revised Terms',
    ],
  ])('says in its %s section: “%s”', (id, words) => {
    expect(sectionText(termsConditions, id)).toContain(words);
  });

  it('writes the contact address with [at], derived from the company e-mail', () => {
    expect(company.email).toBe('info@harbourline.example');
    expect(emailWithAt).toBe('info[at]harbourline.example');
    expect(sectionText(termsConditions, 'contact-information')).toContain('E-mail: info[at]harbourline.example');
    expect(sectionText(termsConditions, 'contact-information')).toContain(company.address.lines.join(', '));
  });
});

it('never prints the plain e-mail address in legal text', () => {
  for (const document of [privacyPolicy, termsConditions]) expect(allText(document)).not.toContain(company.email);
});
