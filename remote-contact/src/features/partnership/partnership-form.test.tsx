import { renderWithProviders } from '@agency/ui/testing';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from '../enquiry/enquiry-form';
import type { User } from '../../testing/form-test-helpers';
import { contactTexts, formQueries, lastMailto, recordHandoffs } from '../../testing/form-test-helpers';
import { enquiryIn } from '../../testing/enquiries';
import { englishExamples } from '../../testing/english-examples';
import { requiredContactFields } from '../../testing/required-contact-fields';

const partnershipEnquiry = enquiryIn('en', 'partnership');

jest.mock('@agency/platform/mailto', () => jest.requireActual('../../testing/form-test-helpers').mailtoModuleMock());
const { openMailtoMock, expectOneHandoff } = recordHandoffs();

jest.setTimeout(60_000);

const { textbox, select, submit, fillIn, invalidNames, optionsOf } = formQueries(
  'Start a partnership conversation',
  'Send Partnership Inquiry',
);
const renderForm = () => renderWithProviders(<EnquiryForm enquiry={partnershipEnquiry} idPrefix="partnership" />);

async function fillRequired(user: User) {
  await fillIn(user, contactTexts(englishExamples.partnership.filled));
  await user.selectOptions(select('Partnership Type'), 'Technology Integration');
  await fillIn(user, { 'Partnership Proposal': 'Bundle our dashboards with your CRM projects.' });
}

describe('the partnership form', () => {
  it('labels every control and marks as required exactly the required fields', () => {
    renderForm();
    const required = ['First Name', 'Last Name', 'Email', 'Phone Number', 'Company Name', 'Job Title'];
    for (const label of [...required, 'Partnership Proposal']) expect(textbox(label)).toBeRequired();
    expect(select('Partnership Type')).toBeRequired();
    expect(select('Company Size')).not.toBeRequired();
    for (const label of ['Industry', 'Company Website', 'Goals and Expectations']) {
      expect(textbox(label)).not.toBeRequired();
    }
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('Phone Number')).toHaveAttribute('type', 'tel');
    expect(textbox('Company Website')).toHaveAttribute('type', 'url');
  });

  it('offers exactly its option lists', () => {
    renderForm();
    expect(optionsOf('Company Size')).toEqual([
      ['', 'Select company size'],
      ['1-10', '1-10 employees'],
      ['11-50', '11-50 employees'],
      ['51-200', '51-200 employees'],
      ['201-1000', '201-1,000 employees'],
      ['1000+', '1,000+ employees'],
    ]);
    expect(optionsOf('Partnership Type')).toEqual([
      ['', 'Select partnership type'],
      ['strategic', 'Strategic Partnership'],
      ['channel', 'Channel Partnership'],
      ['technology', 'Technology Integration'],
      ['joint-venture', 'Joint Venture'],
      ['other', 'Other'],
    ]);
  });

  it('gives the proposal 120 px and the goals 100 px of minimum height', () => {
    renderForm();
    expect(textbox('Partnership Proposal')).toHaveStyle({ minHeight: '120px' });
    expect(textbox('Goals and Expectations').tagName).toBe('TEXTAREA');
    expect(textbox('Goals and Expectations')).toHaveStyle({ minHeight: '100px' });
  });

  it('does not submit while a required field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(submit());
    expect(invalidNames()).toEqual([...requiredContactFields, 'company', 'role', 'partnershipType', 'proposal']);
    expect(openMailtoMock).not.toHaveBeenCalled();
  });

  it('rejects a website that is not a URL, and accepts none', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillRequired(user);
    await fillIn(user, { 'Company Website': 'not a url' });
    await user.click(submit());
    expect(textbox('Company Website')).toBeInvalid();
    expect((textbox('Company Website') as HTMLInputElement).validity.typeMismatch).toBe(true);
    expect(invalidNames()).toEqual(['website']);
    expect(openMailtoMock).not.toHaveBeenCalled();

    await user.clear(textbox('Company Website'));
    await user.click(submit());
    expect(openMailtoMock).toHaveBeenCalledTimes(1);
    expect(lastMailto().decodedBody).toContain(
      '\r\nCompany Size: Not specified\r\nIndustry: Not provided\r\nWebsite: Not provided\r\n',
    );
    expect(lastMailto().decodedBody).toContain('\r\nGoals and Expectations:\r\nNot provided\r\n');
  });

  it('opens the e-mail app with the exact partnership inquiry and raises a toast', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillRequired(user);
    await user.selectOptions(select('Company Size'), '51-200 employees');
    await fillIn(user, { Industry: 'Data analytics' });
    await fillIn(user, { 'Company Website': 'https://analytics.example.com/?lang=zh-HK#團隊' });
    await fillIn(user, { 'Goals and Expectations': 'Ten joint clients 🚀\nin year one' });
    await user.click(submit());

    // The example's e-mail, with the goals typed on two lines.
    const { email } = englishExamples.partnership;
    const body = email.body.replace('Ten joint clients in the first year.', 'Ten joint clients 🚀\r\nin year one');
    await expectOneHandoff({ ...email, body }, 'Opening your e-mail app with your partnership inquiry…');
  });
});
