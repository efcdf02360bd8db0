import TextField from '@mui/material/TextField';
import { contactCatalog } from '@agency/content/contact/contact-catalog';
import { mailtoHandoff } from '@agency/content/contact/contact-pages';
import { buildMailto } from '@agency/platform/mailto';
import { renderWithProviders } from '@agency/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordHandoffs } from '../../testing/form-test-helpers';
import type { EnquiryEmail } from './enquiry-email';
import { EnquiryFormCard } from './enquiry-form-card';
import type { EnquiryCopy } from './field-table';

jest.mock('@agency/platform/mailto', () => jest.requireActual('../../testing/form-test-helpers').mailtoModuleMock());
const { openMailtoMock, toasts } = recordHandoffs();
afterEach(async () => {
  // Let the dialog's transitions and the buttons' ripples finish inside act, not after the test.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
});

/** The card's words, in English: the dialog's texts name a test enquiry. */
const what = 'test enquiry';
const { opened, tooLong, tooLongForAnyLink } = mailtoHandoff;
const copy: EnquiryCopy = {
  title: 'Test Enquiry',
  intro: 'A form for the shared submission flow.',
  submitLabel: 'Send Test Enquiry',
  toast: 'Opening your e-mail app with your test enquiry…',
  submitNote: mailtoHandoff.submitNote,
  handoff: {
    opened: { title: opened.title, text: opened.text(what) },
    tooLong: { title: tooLong.title, text: tooLong.text(what) },
    tooLongForAnyLink: { title: tooLongForAnyLink.title, text: tooLongForAnyLink.text(what) },
  },
  dialog: contactCatalog.en.formCommon.dialog,
};

/** A one-field form whose e-mail body is what was typed in Notes. */
function TestForm() {
  const compose = (form: HTMLFormElement): EnquiryEmail => {
    const notes = new FormData(form).get('notes');
    return {
      to: 'info@harbourline.example',
      subject: 'Test Enquiry from Mei Wong - Acme & Co',
      body: `Notes:\r\n${typeof notes === 'string' ? notes : ''}`,
    };
  };
  return (
    <EnquiryFormCard idPrefix="test" copy={copy} mailbox="info@harbourline.example" compose={compose}>
      <TextField id="test-notes" name="notes" label="Notes" required multiline defaultValue="" />
    </EnquiryFormCard>
  );
}

/** A form whose subject carries the company name as typed, as the subjects of the four real forms do. */
function CompanyTestForm() {
  const compose = (form: HTMLFormElement): EnquiryEmail => {
    const company = new FormData(form).get('company');
    return {
      to: 'info@harbourline.example',
      subject: `Test Enquiry from Mei Wong - ${typeof company === 'string' ? company : ''}`,
      body: 'Notes:\r\nHello',
    };
  };
  return (
    <EnquiryFormCard idPrefix="test" copy={copy} mailbox="info@harbourline.example" compose={compose}>
      <TextField id="test-company" name="company" label="Company" required defaultValue="" />
    </EnquiryFormCard>
  );
}

const notes = () => screen.getByRole('textbox', { name: 'Notes' });
const submit = () => screen.getByRole('button', { name: 'Send Test Enquiry' });
const dialog = () => screen.getByRole('dialog');

async function submitWith(text: string) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<TestForm />);
  // Pasted, not typed: typing 2,000 characters one by one is slow and tests nothing more.
  await user.click(notes());
  await user.paste(text);
  await user.click(submit());
  await screen.findByRole('dialog');
  return user;
}

describe('EnquiryFormCard', () => {
  it('names the form by its heading and leaves validation to the browser', () => {
    renderWithProviders(<TestForm />);
    const form = screen.getByRole('form', { name: 'Test Enquiry' });
    expect(screen.getByRole('heading', { level: 2, name: 'Test Enquiry' })).toBeInTheDocument();
    expect(form).not.toHaveAttribute('novalidate');
    expect(submit()).toHaveAttribute('type', 'submit');
    expect(
      screen.getByText(
        'This opens your e-mail app with your request addressed to info@harbourline.example, ready to send.',
      ),
    ).toBeInTheDocument();
  });

  it('does nothing while a required field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TestForm />);
    await user.click(submit());
    expect(notes()).toBeInvalid();
    expect(openMailtoMock).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the e-mail app, raises the toast and offers the message in a dialog', async () => {
    await submitWith('Hello 你好 & 100%');

    expect(openMailtoMock.mock.calls).toEqual([
      [
        'mailto:info@harbourline.example?subject=Test%20Enquiry%20from%20Mei%20Wong%20-%20Acme%20%26%20Co' +
          '&body=Notes%3A%0D%0AHello%20%E4%BD%A0%E5%A5%BD%20%26%20100%25',
      ],
    ]);
    expect(toasts).toEqual([{ message: 'Opening your e-mail app with your test enquiry…', severity: 'info' }]);

    expect(within(dialog()).getByRole('heading', { level: 2, name: 'Your e-mail app is opening' })).toBeVisible();
    expect(dialog()).toHaveAccessibleName('Your e-mail app is opening');
    expect(dialog()).toHaveAccessibleDescription(
      'We have written your test enquiry as an e-mail to info@harbourline.example. Check it in your e-mail app and press Send. If no e-mail app opened, copy the address, subject and message below and send them from any e-mail account.',
    );
    expect(document.getElementById('test-handoff-to')).toHaveTextContent('info@harbourline.example');
    expect(document.getElementById('test-handoff-subject')).toHaveTextContent('Test Enquiry from Mei Wong - Acme & Co');
    expect(within(dialog()).getByRole('textbox', { name: 'Message' })).toHaveValue('Notes:\nHello 你好 & 100%');
    expect(within(dialog()).queryByRole('button', { name: 'Open e-mail app' })).not.toBeInTheDocument();
  });

  it('keeps the form values after submit and after the dialog closes', async () => {
    const user = await submitWith('Keep me');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notes()).toHaveValue('Keep me');
    expect(submit()).toHaveFocus();
  });

  it('copies the address, the subject and the message, confirming each', async () => {
    const user = await submitWith('Line one\nLine two');
    const status = within(dialog()).getByRole('status');

    await user.click(within(dialog()).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe('info@harbourline.example');
    expect(status).toHaveTextContent('E-mail address copied to the clipboard.');

    await user.click(within(dialog()).getByRole('button', { name: 'Copy subject' }));
    expect(await navigator.clipboard.readText()).toBe('Test Enquiry from Mei Wong - Acme & Co');
    expect(status).toHaveTextContent('Subject copied to the clipboard.');

    await user.click(within(dialog()).getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe('Notes:\nLine one\nLine two');
    expect(status).toHaveTextContent('Message copied to the clipboard.');

    expect(toasts.slice(1)).toEqual([
      { message: 'E-mail address copied to the clipboard.', severity: 'success' },
      { message: 'Subject copied to the clipboard.', severity: 'success' },
      { message: 'Message copied to the clipboard.', severity: 'success' },
    ]);
  });

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    const user = await submitWith('Blocked');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(dialog()).getByRole('button', { name: 'Copy message' }));
    const message = 'Your browser did not allow copying. Select the text and copy it with Ctrl+C (⌘C on a Mac).';
    expect(within(dialog()).getByRole('status')).toHaveTextContent(message);
    expect(toasts.at(-1)).toEqual({ message, severity: 'warning' });
  });

  describe('a message too long for a mailto: link', () => {
    // 'Notes:\r\n' + 1,800 letters is well past 1,800 characters once the URL is built.
    const long = 'a'.repeat(1800);

    it('does not open the e-mail app and shows the dialog first, saying why', async () => {
      await submitWith(long);
      expect(openMailtoMock).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
      expect(dialog()).toHaveAccessibleName('Copy your message to send it');
      expect(dialog()).toHaveAccessibleDescription(
        'Your test enquiry is longer than an e-mail link can safely carry (about 1,800 characters), and some e-mail apps would cut it short, so we have not opened your e-mail app yet. Copy the message, open your e-mail app with the button below and paste it in, or send it from any e-mail account.',
      );
      expect(within(dialog()).getByRole('textbox', { name: 'Message' })).toHaveValue(`Notes:\n${long}`);
    });

    it('opens the e-mail app with the address and subject only, for the copied message to be pasted', async () => {
      const user = await submitWith(long);
      await user.click(within(dialog()).getByRole('button', { name: 'Open e-mail app' }));
      expect(openMailtoMock.mock.calls).toEqual([
        ['mailto:info@harbourline.example?subject=Test%20Enquiry%20from%20Mei%20Wong%20-%20Acme%20%26%20Co&body='],
      ]);
      expect(toasts).toEqual([
        { message: 'Opening your e-mail app: paste the copied message into the new e-mail.', severity: 'info' },
      ]);
    });

    it('still opens the e-mail app for a message just under the limit', async () => {
      // The URL of this form is 116 characters plus the encoded notes: 1,684 letters make exactly 1,800.
      await submitWith('a'.repeat(1684));
      expect(openMailtoMock).toHaveBeenCalledTimes(1);
      expect(openMailtoMock.mock.calls[0]?.[0]).toHaveLength(1800);
      expect(dialog()).toHaveAccessibleName('Your e-mail app is opening');
    });
  });

  describe('a subject too long for a mailto: link (a 2,500-character company name)', () => {
    // The subject-only link of this form is 87 characters plus the company name.
    async function submitCompany(company: string) {
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<CompanyTestForm />);
      await user.click(screen.getByRole('textbox', { name: 'Company' }));
      await user.paste(company);
      await user.click(submit());
      await screen.findByRole('dialog');
      return user;
    }
    const buttonsOfDialog = () =>
      within(dialog())
        .getAllByRole('button')
        .map((button) => button.textContent);

    it('offers no button to the e-mail app, says why, and leaves only the copy path', async () => {
      const company = 'a'.repeat(2500);
      // What the button built before the guard: the address and subject alone are past the limit.
      expect(buildMailto('info@harbourline.example', `Test Enquiry from Mei Wong - ${company}`, '').length).toBe(2587);
      const user = await submitCompany(company);

      expect(openMailtoMock).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
      expect(dialog()).toHaveAccessibleName('Copy your message to send it');
      expect(buttonsOfDialog()).toEqual(['Copy address', 'Copy subject', 'Copy message', 'Close']);
      expect(within(dialog()).queryAllByRole('link')).toEqual([]);
      expect(dialog()).toHaveAccessibleDescription(
        'Your test enquiry is longer than an e-mail link can safely carry (about 1,800 characters), and some e-mail apps would cut it short. Even its subject is too long for a link, so we cannot open your e-mail app with it. Copy the address, subject and message below and send them from your e-mail app or any e-mail account.',
      );

      await user.click(within(dialog()).getByRole('button', { name: 'Copy subject' }));
      expect(await navigator.clipboard.readText()).toBe(`Test Enquiry from Mei Wong - ${company}`);
      await user.click(within(dialog()).getByRole('button', { name: 'Copy message' }));
      expect(await navigator.clipboard.readText()).toBe('Notes:\nHello');
      expect(openMailtoMock).not.toHaveBeenCalled();
    });

    it('offers no button one character past the limit (a 1,801-character link)', async () => {
      await submitCompany('a'.repeat(1714));
      expect(openMailtoMock).not.toHaveBeenCalled();
      expect(buttonsOfDialog()).toEqual(['Copy address', 'Copy subject', 'Copy message', 'Close']);
    });

    it('still offers the button when the address and subject make exactly 1,800 characters', async () => {
      const company = 'a'.repeat(1713);
      const user = await submitCompany(company);
      expect(openMailtoMock).not.toHaveBeenCalled();
      expect(buttonsOfDialog()).toEqual(['Copy address', 'Copy subject', 'Copy message', 'Open e-mail app', 'Close']);

      await user.click(within(dialog()).getByRole('button', { name: 'Open e-mail app' }));
      const link = `mailto:info@harbourline.example?subject=Test%20Enquiry%20from%20Mei%20Wong%20-%20${company}&body=`;
      expect(link).toHaveLength(1800);
      expect(openMailtoMock.mock.calls).toEqual([[link]]);
    });
  });
});
