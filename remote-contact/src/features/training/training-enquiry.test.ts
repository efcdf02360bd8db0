import type { EnquiryValues } from '../enquiry/field-table';
import { composeEnquiryEmail } from '../enquiry/enquiry-email';
import { checkEnquiryMail } from '../../testing/enquiry-mail-checks';
import { enquiryIn } from '../../testing/enquiries';
import { englishExamples } from '../../testing/english-examples';

const trainingEnquiry = enquiryIn('en', 'training');

const { filled } = englishExamples.training;

const compose = (values: EnquiryValues) => composeEnquiryEmail(trainingEnquiry, values);

describe('the training inquiry e-mail', () => {
  checkEnquiryMail(trainingEnquiry, englishExamples.training);

  it('writes every unset optional value as Not specified or None selected', () => {
    expect(compose({ ...filled, teamSize: '', urgency: '', formats: [], skillLevel: '', budget: '' }).body).toContain(
      '\r\nTraining Details\r\n' +
        'Team Size: Not specified\r\n' +
        'Training Timeline: Not specified\r\n' +
        'Format Preference: None selected\r\n' +
        'Skill Level: Not specified\r\n' +
        'Training Budget: Not specified\r\n',
    );
  });

  it('joins a single format without a separator', () => {
    expect(compose({ ...filled, formats: ['One-on-One Coaching'] }).body).toContain(
      '\r\nFormat Preference: One-on-One Coaching\r\n',
    );
  });
});
