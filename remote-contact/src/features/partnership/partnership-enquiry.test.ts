import type { EnquiryValues } from '../enquiry/field-table';
import { composeEnquiryEmail } from '../enquiry/enquiry-email';
import { checkEnquiryMail } from '../../testing/enquiry-mail-checks';
import { crlf } from '../../testing/form-test-helpers';
import { enquiryIn } from '../../testing/enquiries';

const partnershipEnquiry = enquiryIn('en', 'partnership');

const filled = {
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

const compose = (values: EnquiryValues) => composeEnquiryEmail(partnershipEnquiry, values);

/** The e-mail of `filled`, exactly. */
const partnershipMail = {
  to: 'info@harbourline.example',
  subject: 'Partnership Inquiry from Arjun Mehta - Lion City Analytics',
  body: crlf(`New Partnership Inquiry

Contact Information
Name: Arjun Mehta
Email: arjun@example.com
Phone: +65 6123 4567
Company: Lion City Analytics
Job Title: Managing Director

Company Details
Company Size: 51-200 employees
Industry: Data analytics
Website: https://analytics.example.com/about?lang=en#team

Partnership Details
Partnership Type: Technology Integration

Partnership Proposal:
Bundle our dashboards with your CRM projects.

Goals and Expectations:
Ten joint clients in the first year.

---
This partnership inquiry was generated from the website partnership inquiry form.`),
};

describe('the partnership inquiry e-mail', () => {
  checkEnquiryMail(partnershipEnquiry, {
    filled,
    email: partnershipMail,
    url:
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
    emptySubject: 'Partnership Inquiry from   - ',
  });

  it('writes every unset optional value as Not specified or Not provided', () => {
    const unset = '\r\nCompany Size: Not specified\r\nIndustry: Not provided\r\nWebsite: Not provided\r\n';
    const noGoals = '\r\nGoals and Expectations:\r\nNot provided\r\n';
    const { body } = compose({ ...filled, companySize: '', industry: '', website: '', goals: '' });
    expect(body).toContain(unset);
    expect(body).toContain(noGoals);
    // Only white space is no text either.
    expect(compose({ ...filled, industry: '  ', goals: '\n\n' }).body).toContain(noGoals);
    expect(compose({ ...filled, industry: '  ', goals: '\n\n' }).body).toContain('\r\nIndustry: Not provided\r\n');
  });
});
