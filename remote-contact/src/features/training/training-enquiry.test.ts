import type { EnquiryValues } from '../enquiry/field-table';
import { composeEnquiryEmail } from '../enquiry/enquiry-email';
import { checkEnquiryMail } from '../../testing/enquiry-mail-checks';
import { crlf } from '../../testing/form-test-helpers';
import { enquiryIn } from '../../testing/enquiries';

const trainingEnquiry = enquiryIn('en', 'training');

const filled = {
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

const compose = (values: EnquiryValues) => composeEnquiryEmail(trainingEnquiry, values);

/** The e-mail of `filled`, exactly. */
const trainingMail = {
  to: 'info@harbourline.example',
  subject: 'Training Inquiry from Ka Yan Lee - Pacific Logistics',
  body: crlf(`New Training Inquiry

Contact Information
Name: Ka Yan Lee
Email: kayan.lee@example.com
Phone: 2345 6789
Company: Pacific Logistics
Job Title: HR Manager

Training Details
Team Size: 16-30 people
Training Timeline: Within 1 month
Format Preference: In-Person Workshop, Group Sessions
Skill Level: Mixed levels
Training Budget: $10,000 - $25,000

Training Objectives:
Teach our sales team to use AI for proposals.

---
This training inquiry was generated from the website training inquiry form.`),
};

describe('the training inquiry e-mail', () => {
  checkEnquiryMail(trainingEnquiry, {
    filled,
    email: trainingMail,
    url:
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
    emptySubject: 'Training Inquiry from   - ',
  });

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
