import { serviceOptions } from '@agency/content/contact/form-options';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '../../testing/form-test-helpers';
import { formQueries, lastMailto, recordHandoffs } from '../../testing/form-test-helpers';
import { QuoteForm } from './quote-form';

jest.mock('@agency/platform/mailto', () => jest.requireActual('../../testing/form-test-helpers').mailtoModuleMock());
const { openMailtoMock, toasts } = recordHandoffs();

const { textbox, select, checkbox, group, submit, fillIn } = formQueries('Request a Quote', 'Send Quote Request');
const servicesGroup = () => group('Services Required');
const privacy = () => checkbox('I agree to the Privacy Policy and Terms of Service');

/** Fills in the required text fields (the privacy checkbox is left to the test). */
const fillRequired = (user: User) =>
  fillIn(user, {
    'First Name': 'Mei',
    'Last Name': 'Wong',
    Email: 'mei@example.com',
    'Phone Number': '21234567',
    'Company Name': 'Acme',
    'Project Description': 'A new website.',
  });

describe('QuoteForm', () => {
  it('labels every control', () => {
    renderWithProviders(<QuoteForm />);
    for (const label of ['First Name', 'Last Name', 'Company Name', 'Project Description']) {
      expect(textbox(label)).toBe(screen.getByLabelText(label, { exact: false }));
    }
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'quote-email');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('id', 'quote-phone');
    expect(select('Budget Range')).toHaveAttribute('id', 'quote-budget');
    expect(select('Timeline')).toHaveAttribute('id', 'quote-timeline');
    expect(servicesGroup().tagName).toBe('FIELDSET');
    expect(within(servicesGroup()).getByText('Services Required').closest('legend')).not.toBeNull();
    for (const option of serviceOptions) {
      expect(within(servicesGroup()).getByRole('checkbox', { name: option.label })).toBeInTheDocument();
    }
    expect(privacy()).toBeInTheDocument();
    expect(submit()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('form', { name: 'Request a Quote' })).toBeInTheDocument();
  });

  it('marks as required exactly the required fields', () => {
    renderWithProviders(<QuoteForm />);
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Company Name', 'Project Description']) {
      expect(textbox(label)).toBeRequired();
    }
    expect(privacy()).toBeRequired();
    expect(select('Budget Range')).not.toBeRequired();
    expect(select('Timeline')).not.toBeRequired();
    // Services Required shows a * but none selected is accepted.
    expect(within(servicesGroup()).getByText('*', { exact: false })).toBeInTheDocument();
    for (const box of within(servicesGroup()).getAllByRole('checkbox')) {
      expect(box).not.toBeRequired();
    }
    expect(screen.getAllByRole('checkbox')).toHaveLength(serviceOptions.length + 1);
  });

  it('leaves validation to the browser', () => {
    renderWithProviders(<QuoteForm />);
    const form = screen.getByRole('form', { name: 'Request a Quote' });
    expect(form).not.toHaveAttribute('novalidate');
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('Phone Number')).toHaveAttribute('type', 'tel');
    expect(form).toBeInvalid();
  });

  it('does not submit while a required field is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);
    await user.click(submit());
    expect(openMailtoMock).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('offers the budget bands and timelines as optional native selects', () => {
    renderWithProviders(<QuoteForm />);
    const budgetOptions = within(select('Budget Range')).getAllByRole('option');
    expect(budgetOptions.map((option) => option.textContent)).toEqual([
      'Select budget range',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      '$50,000 - $100,000',
      '$100,000 - $150,000',
      '$150,000 - $200,000',
      '$200,000 - $250,000',
      '$250,000 - $300,000',
      '$300,000 - $500,000',
      '$500,000 - $1,000,000+',
    ]);
    expect(select('Budget Range')).toHaveValue('');
    expect(
      within(select('Timeline'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select timeline', 'As soon as possible', 'Within 1 month', '2-3 months', 'Timeline is flexible']);
    expect(select('Timeline')).toHaveValue('');
  });

  it('adds a ticked service and removes it when unticked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);
    const web = checkbox('Web Development');
    expect(web).not.toBeChecked();
    await user.click(web);
    expect(web).toBeChecked();
    await user.click(web);
    expect(web).not.toBeChecked();
    expect(
      within(servicesGroup())
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('links the privacy checkbox to the Privacy Policy and the Terms of Service', () => {
    renderWithProviders(<QuoteForm />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-conditions');
  });

  it('gives the description textarea a minimum height of 120 px', () => {
    renderWithProviders(<QuoteForm />);
    const description = textbox('Project Description');
    expect(description.tagName).toBe('TEXTAREA');
    expect(description).toHaveStyle({ minHeight: '120px' });
  });

  it('prefixes every id so two forms never collide', () => {
    renderWithProviders(
      <>
        <QuoteForm />
        <QuoteForm idPrefix="home-quote" />
      </>,
    );
    expect(screen.getAllByRole('textbox', { name: 'First Name' }).map((input) => input.id)).toEqual([
      'quote-first-name',
      'home-quote-first-name',
    ]);
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !id.startsWith('quote-') && !id.startsWith('home-quote-'))).toEqual([]);
  });

  it('opens the e-mail app with the exact quote request and raises a toast', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuoteForm />);

    await fillIn(user, {
      'First Name': '大文',
      'Last Name': 'Chan',
      Email: 'david.chan@example.com',
      'Phone Number': '+852 9123 4567',
      'Company Name': 'Chan & Co. 🚀',
    });
    await user.selectOptions(select('Budget Range'), '$25,000 - $50,000');
    await user.selectOptions(select('Timeline'), 'Within 1 month');
    // Ticked out of order: the e-mail lists them in the order of the form.
    await user.click(checkbox('CRM Solutions'));
    await user.click(checkbox('Digital Marketing'));
    await user.click(checkbox('Email Marketing'));
    await user.click(checkbox('Email Marketing'));
    await user.type(textbox('Project Description'), 'New site, 100% bilingual?{Enter}  Go-live by #Q3.');
    await user.click(privacy());
    expect(openMailtoMock).not.toHaveBeenCalled();

    await user.click(submit());

    expect(openMailtoMock).toHaveBeenCalledTimes(1);
    expect(openMailtoMock).toHaveBeenCalledWith(
      'mailto:info@harbourline.example' +
        '?subject=Quote%20Request%20from%20%E5%A4%A7%E6%96%87%20Chan%20-%20Chan%20%26%20Co.%20%F0%9F%9A%80' +
        '&body=New%20Quote%20Request%0D%0A%0D%0A' +
        'Contact%20Information%0D%0A' +
        'Name%3A%20%E5%A4%A7%E6%96%87%20Chan%0D%0A' +
        'Email%3A%20david.chan%40example.com%0D%0A' +
        'Phone%3A%20%2B852%209123%204567%0D%0A' +
        'Company%3A%20Chan%20%26%20Co.%20%F0%9F%9A%80%0D%0A%0D%0A' +
        'Project%20Details%0D%0A' +
        'Budget%20Range%3A%20%2425%2C000%20-%20%2450%2C000%0D%0A' +
        'Services%20Required%3A%20Digital%20Marketing%2C%20CRM%20Solutions%0D%0A' +
        'Timeline%3A%20Within%201%20month%0D%0A%0D%0A' +
        'Project%20Description%3A%0D%0A' +
        'New%20site%2C%20100%25%20bilingual%3F%0D%0A%20%20Go-live%20by%20%23Q3.%0D%0A%0D%0A' +
        '---%0D%0A' +
        'This%20quote%20request%20was%20generated%20from%20the%20website%20quote%20form.',
    );
    expect(toasts).toEqual([{ message: 'Opening your e-mail app with your quote request…', severity: 'info' }]);
    // The same message is offered to copy, for browsers with no e-mail app.
    const dialog = await screen.findByRole('dialog', { name: 'Your e-mail app is opening' });
    expect(within(dialog).getByText('Quote Request from 大文 Chan - Chan & Co. 🚀')).toBeInTheDocument();
    expect((within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toContain(
      '\nProject Description:\nNew site, 100% bilingual?\n  Go-live by #Q3.\n',
    );
    // The form keeps its values (it sits behind the modal dialog now).
    expect(document.getElementById('quote-company')).toHaveValue('Chan & Co. 🚀');
    expect(document.getElementById('quote-service-crm-solutions')).toBeChecked();
  }, 20_000);

  it('accepts a request with no service and no optional choice', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuoteForm idPrefix="minimal" />);
    await fillRequired(user);
    await user.click(privacy());
    await user.click(submit());

    expect(openMailtoMock).toHaveBeenCalledTimes(1);
    expect(lastMailto().decodedBody).toContain(
      'Budget Range: Not specified\r\nServices Required: None selected\r\nTimeline: Not specified\r\n',
    );
    expect(toasts).toHaveLength(1);
  }, 20_000);

  it('does not submit until the privacy checkbox is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuoteForm />);
    await fillRequired(user);
    await user.click(submit());
    expect(privacy()).toBeInvalid();
    expect(openMailtoMock).not.toHaveBeenCalled();

    await user.click(privacy());
    await user.click(submit());
    expect(openMailtoMock).toHaveBeenCalledTimes(1);
  }, 20_000);
});
