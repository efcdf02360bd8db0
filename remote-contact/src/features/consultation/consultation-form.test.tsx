import { serviceOptions } from '@agency/content/contact/form-options';
import { renderWithProviders } from '@agency/ui/testing';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from '../enquiry/enquiry-form';
import type { User } from '../../testing/form-test-helpers';
import { closeHandoffDialog, crlf, formQueries, lastMailto, recordHandoffs } from '../../testing/form-test-helpers';
import { enquiryIn } from '../../testing/enquiries';
import { fakeToday } from '../../testing/fake-today';
import { requiredContactFields } from '../../testing/required-contact-fields';

const consultationEnquiry = enquiryIn('en', 'consultation');

jest.mock('@agency/platform/mailto', () => jest.requireActual('../../testing/form-test-helpers').mailtoModuleMock());
const { openMailtoMock, expectOneHandoff } = recordHandoffs();

jest.setTimeout(60_000);
// The calendar is a lazy chunk: its first import in a test run can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// "Today" is Monday 24 November 2025.
fakeToday(new Date(2025, 10, 24, 10, 30));

const { form, textbox, select, checkbox, group, submit, fillIn, invalidNames, optionsOf } = formQueries(
  'Book your consultation',
  'Request Consultation',
);
const day = (name: string) => screen.findByRole('gridcell', { name });
const selection = () => document.getElementById('consultation-date-selection');

/** Renders the form and waits for its lazily loaded calendar. */
async function renderForm() {
  renderWithProviders(<EnquiryForm enquiry={consultationEnquiry} idPrefix="consultation" />);
  await screen.findByRole('grid');
}

async function fillRequired(user: User) {
  await fillIn(user, {
    'First Name': 'Mei',
    'Last Name': 'Wong',
    Email: 'mei@example.com',
    'Phone Number': '+852 9123 4567',
    'Job Title': 'COO',
  });
  await user.selectOptions(select('Consultation Type'), 'Strategy Consultation (30-60 mins)');
  await fillIn(user, { 'Your Objectives': 'Plan our AI roadmap.' });
}

const submittedBody = () => lastMailto().decodedBody;

describe('the consultation form', () => {
  it('labels every control and marks as required exactly the required fields', async () => {
    await renderForm();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Job Title', 'Your Objectives']) {
      expect(textbox(label)).toBeRequired();
    }
    expect(select('Consultation Type')).toBeRequired();
    expect(textbox('Company Name')).not.toBeRequired();
    expect(select('Preferred Time (Hong Kong time)')).not.toBeRequired();
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('Phone Number')).toHaveAttribute('type', 'tel');

    const meeting = within(form()).getByRole('radiogroup', { name: 'Meeting Preference' });
    expect(
      within(meeting)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['video', 'phone', 'in-person']);
    for (const radio of within(meeting).getAllByRole('radio')) expect(radio).not.toBeRequired();
    expect(within(meeting).getByRole('radio', { name: 'In person at our Wan Chai office' })).not.toBeChecked();

    const services = group('Services of Interest');
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(serviceOptions.map((option) => option.value));
    for (const box of within(services).getAllByRole('checkbox')) expect(box).not.toBeRequired();
    expect(group('Preferred Date')).toBeInTheDocument();
  });

  it('offers the three consultation types with their lengths and the three time windows with their hours', async () => {
    await renderForm();
    expect(optionsOf('Consultation Type')).toEqual([
      ['', 'Select consultation type'],
      ['strategy', 'Strategy Consultation (30-60 mins)'],
      ['technical', 'Technical Deep Dive (60-90 mins)'],
      ['planning', 'Project Planning (90 mins)'],
    ]);
    expect(optionsOf('Preferred Time (Hong Kong time)')).toEqual([
      ['', 'Select preferred time'],
      ['morning', 'Morning (9:30 AM - 1:30 PM)'],
      ['afternoon', 'Afternoon (2:30 PM - 6:30 PM)'],
      ['evening', 'Evening (6:30 PM - 7:30 PM)'],
    ]);
  });

  it('gives the objectives textarea a minimum height of 120 px', async () => {
    await renderForm();
    expect(textbox('Your Objectives').tagName).toBe('TEXTAREA');
    expect(textbox('Your Objectives')).toHaveStyle({ minHeight: '120px' });
  });

  it('does not submit while a required field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await user.click(submit());
    expect(invalidNames()).toEqual([...requiredContactFields, 'role', 'consultationType', 'objectives']);
    expect(openMailtoMock).not.toHaveBeenCalled();

    await fillRequired(user);
    await user.clear(textbox('Job Title'));
    await user.click(submit());
    expect(textbox('Job Title')).toBeInvalid();
    expect(openMailtoMock).not.toHaveBeenCalled();
  });

  it('disables the days before today and keeps today and later days selectable', async () => {
    await renderForm();
    expect(await day('Saturday, 1 November 2025')).toBeDisabled();
    expect(await day('Sunday, 23 November 2025')).toBeDisabled();
    expect(await day('Monday, 24 November 2025')).toBeEnabled();
    expect(await day('Sunday, 30 November 2025')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('selects a day, clears it when the same day is chosen again, and says which day is selected', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    expect(selection()).toHaveTextContent('No date selected: we will suggest the earliest available slot.');

    await user.click(await day('Thursday, 27 November 2025'));
    expect(await day('Thursday, 27 November 2025')).toHaveAttribute('aria-selected', 'true');
    expect(selection()).toHaveTextContent('Selected date: Thursday, 27 November 2025');

    await user.click(await day('Thursday, 27 November 2025'));
    expect(await day('Thursday, 27 November 2025')).toHaveAttribute('aria-selected', 'false');
    expect(selection()).toHaveTextContent('No date selected: we will suggest the earliest available slot.');

    await user.click(await day('Friday, 28 November 2025'));
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(selection()).toHaveTextContent('No date selected');
  });

  it('can be operated from the keyboard: arrows move, Enter selects and Enter again clears', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    // Today is the grid's focusable day; Tab reaches it like any other control.
    const today = await day('Monday, 24 November 2025');
    expect(today).toHaveAttribute('tabindex', '0');
    act(() => today.focus());
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(await day('Tuesday, 2 December 2025')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(selection()).toHaveTextContent('Selected date: Tuesday, 2 December 2025');
    await user.keyboard('{Enter}');
    expect(selection()).toHaveTextContent('No date selected');
  });

  it('writes the chosen date, or Not specified, into the e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await fillRequired(user);

    await user.click(submit());
    expect(submittedBody()).toContain('\r\nPreferred Date: Not specified\r\n');

    await closeHandoffDialog(user);
    await user.click(await day('Wednesday, 26 November 2025'));
    await user.click(submit());
    expect(submittedBody()).toContain('\r\nPreferred Date: Wednesday, 26 November 2025\r\n');
  });

  it('adds a ticked service to the e-mail and removes it when unticked', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await fillRequired(user);
    await user.click(checkbox('CRM Solutions'));
    await user.click(checkbox('AI Solutions'));
    await user.click(checkbox('Web Development'));
    await user.click(checkbox('AI Solutions'));
    expect(checkbox('AI Solutions')).not.toBeChecked();

    await user.click(submit());
    expect(submittedBody()).toContain('\r\nServices of Interest: Web Development, CRM Solutions\r\n');

    await closeHandoffDialog(user);
    await user.click(checkbox('Web Development'));
    await user.click(checkbox('CRM Solutions'));
    await user.click(submit());
    expect(submittedBody()).toContain('\r\nServices of Interest: None selected\r\n');
  });

  it('opens the e-mail app with the exact consultation request and raises a toast', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await fillIn(user, {
      'First Name': '志明',
      'Last Name': 'Chan',
      Email: 'cm.chan@example.com',
      'Phone Number': '+852 6123 4567',
      'Company Name': 'Chan & Partners',
      'Job Title': 'Founder',
    });
    await user.selectOptions(select('Consultation Type'), 'Project Planning (90 mins)');
    await user.selectOptions(select('Preferred Time (Hong Kong time)'), 'Evening (6:30 PM - 7:30 PM)');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(await day('Friday, 5 December 2025'));
    await user.click(within(form()).getByRole('radio', { name: 'Video call' }));
    await user.click(checkbox('Digital Marketing'));
    await fillIn(user, { 'Your Objectives': 'Launch in 3 months?\nBudget ~HK$400k #board' });
    await user.click(submit());

    await expectOneHandoff(
      {
        to: 'info@harbourline.example',
        subject: 'Consultation Request from 志明 Chan - Chan & Partners',
        body: crlf(`New Consultation Request

Contact Information
Name: 志明 Chan
Email: cm.chan@example.com
Phone: +852 6123 4567
Company: Chan & Partners
Job Title: Founder

Consultation Details
Consultation Type: Project Planning (90 mins)
Preferred Date: Friday, 5 December 2025
Preferred Time (Hong Kong time): Evening (6:30 PM - 7:30 PM)
Meeting Preference: Video call
Services of Interest: Digital Marketing

Objectives:
Launch in 3 months?
Budget ~HK$400k #board

---
This consultation request was generated from the website consultation booking form.`),
      },
      'Opening your e-mail app with your consultation request…',
    );
    // The form keeps what the visitor entered, the chosen date included (behind the modal dialog).
    expect(document.getElementById('consultation-first-name')).toHaveValue('志明');
    expect(document.getElementById('consultation-objectives')).toHaveValue(
      'Launch in 3 months?\nBudget ~HK$400k #board',
    );
    expect(selection()).toHaveTextContent('Selected date: Friday, 5 December 2025');
  });
});
