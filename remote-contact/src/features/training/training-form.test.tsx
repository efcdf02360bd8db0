import { trainingFormatOptions } from '@agency/content/contact/form-options';
import { renderWithProviders } from '@agency/ui/testing';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from '../enquiry/enquiry-form';
import type { User } from '../../testing/form-test-helpers';
import {
  closeHandoffDialog,
  contactTexts,
  formQueries,
  lastMailto,
  recordHandoffs,
} from '../../testing/form-test-helpers';
import { enquiryIn } from '../../testing/enquiries';
import { englishExamples } from '../../testing/english-examples';
import { requiredContactFields } from '../../testing/required-contact-fields';

const trainingEnquiry = enquiryIn('en', 'training');

jest.mock('@agency/platform/mailto', () => jest.requireActual('../../testing/form-test-helpers').mailtoModuleMock());
const { openMailtoMock, expectOneHandoff } = recordHandoffs();

jest.setTimeout(60_000);

const { textbox, select, group, submit, fillIn, invalidNames, optionsOf } = formQueries(
  'Tell us about your training needs',
  'Send Training Inquiry',
);
const formats = () => group('Format Preference');
const format = (name: string) => within(formats()).getByRole('checkbox', { name });
const renderForm = () => renderWithProviders(<EnquiryForm enquiry={trainingEnquiry} idPrefix="training" />);
const example = englishExamples.training;

async function fillRequired(user: User) {
  await fillIn(user, {
    ...contactTexts(example.filled),
    'Training Objectives': 'Teach our sales team to use AI for proposals.',
  });
}

describe('the training form', () => {
  it('labels every control and marks as required exactly the required fields', () => {
    renderForm();
    const required = ['First Name', 'Last Name', 'Email', 'Phone Number', 'Company Name', 'Job Title'];
    for (const label of [...required, 'Training Objectives']) expect(textbox(label)).toBeRequired();
    for (const label of ['Team Size', 'Training Timeline', 'Skill Level', 'Training Budget']) {
      expect(select(label)).not.toBeRequired();
    }
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('Phone Number')).toHaveAttribute('type', 'tel');
    // Format Preference shows a * but none ticked is accepted.
    expect(within(formats()).getByText('*', { exact: false })).toBeInTheDocument();
    expect(
      within(formats())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(trainingFormatOptions.map((option) => option.value));
    for (const box of within(formats()).getAllByRole('checkbox')) expect(box).not.toBeRequired();
  });

  it('offers exactly its option lists', () => {
    renderForm();
    expect(optionsOf('Team Size')).toEqual([
      ['', 'Select team size'],
      ['1-5', '1-5 people'],
      ['6-15', '6-15 people'],
      ['16-30', '16-30 people'],
      ['31-50', '31-50 people'],
      ['50+', '50+ people'],
    ]);
    expect(optionsOf('Training Timeline')).toEqual([
      ['', 'Select timeline'],
      ['asap', 'As soon as possible'],
      ['1-month', 'Within 1 month'],
      ['2-3-months', 'Within 2-3 months'],
      ['flexible', 'Flexible'],
    ]);
    expect(optionsOf('Skill Level')).toEqual([
      ['', 'Select skill level'],
      ['beginner', 'Beginner'],
      ['intermediate', 'Intermediate'],
      ['advanced', 'Advanced'],
      ['mixed', 'Mixed levels'],
    ]);
    expect(optionsOf('Training Budget')).toEqual([
      ['', 'Select budget'],
      ['under-5k', 'Under $5,000'],
      ['5k-10k', '$5,000 - $10,000'],
      ['10k-25k', '$10,000 - $25,000'],
      ['25k+', '$25,000+'],
    ]);
    expect(
      within(formats())
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(trainingFormatOptions.map((option) => option.label));
  });

  it('gives the objectives textarea a minimum height of 120 px', () => {
    renderForm();
    expect(textbox('Training Objectives').tagName).toBe('TEXTAREA');
    expect(textbox('Training Objectives')).toHaveStyle({ minHeight: '120px' });
  });

  it('does not submit while a required field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(submit());
    expect(invalidNames()).toEqual([...requiredContactFields, 'company', 'role', 'objectives']);
    expect(openMailtoMock).not.toHaveBeenCalled();

    await fillRequired(user);
    await user.clear(textbox('Company Name'));
    await user.click(submit());
    expect(invalidNames()).toEqual(['company']);
    expect(openMailtoMock).not.toHaveBeenCalled();
  });

  it('accepts no format ticked, adds a format on tick and removes it on untick', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillRequired(user);
    await user.click(submit());
    expect(lastMailto().decodedBody).toContain('\r\nFormat Preference: None selected\r\n');
    await closeHandoffDialog(user);

    await user.click(format('Group Sessions'));
    await user.click(format('Online Training'));
    await user.click(format('Hybrid Training'));
    await user.click(format('Online Training'));
    await user.click(submit());
    expect(lastMailto().decodedBody).toContain('\r\nFormat Preference: Hybrid Training, Group Sessions\r\n');
  });

  it('opens the e-mail app with the exact training inquiry and raises a toast', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillRequired(user);
    await user.selectOptions(select('Team Size'), '16-30 people');
    await user.selectOptions(select('Training Timeline'), 'Within 1 month');
    await user.selectOptions(select('Skill Level'), 'Mixed levels');
    await user.selectOptions(select('Training Budget'), '$10,000 - $25,000');
    await user.click(format('In-Person Workshop'));
    await user.click(format('Group Sessions'));
    await user.click(textbox('Training Objectives'));
    await user.paste('\n用廣東話授課 & 100% hands-on #AI');
    await user.click(submit());

    // The example's e-mail, with the line typed after its objectives.
    const body = example.email.body.replace(
      'AI for proposals.',
      'AI for proposals.\r\n用廣東話授課 & 100% hands-on #AI',
    );
    await expectOneHandoff({ ...example.email, body }, 'Opening your e-mail app with your training inquiry…');
  });
});
