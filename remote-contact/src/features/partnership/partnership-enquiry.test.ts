import type { EnquiryValues } from '../enquiry/field-table';
import { composeEnquiryEmail } from '../enquiry/enquiry-email';
import { checkEnquiryMail } from '../../testing/enquiry-mail-checks';
import { enquiryIn } from '../../testing/enquiries';
import { englishExamples } from '../../testing/english-examples';

const partnershipEnquiry = enquiryIn('en', 'partnership');

const { filled } = englishExamples.partnership;

const compose = (values: EnquiryValues) => composeEnquiryEmail(partnershipEnquiry, values);

describe('the partnership inquiry e-mail', () => {
  checkEnquiryMail(partnershipEnquiry, englishExamples.partnership);

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
