import type { ToastDetail } from '@agency/platform/events';
import { onToast } from '@agency/platform/events';
import type * as Mailto from '@agency/platform/mailto';
import type { ByRoleMatcher } from '@testing-library/react';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { EnquiryEmail } from '../features/enquiry/enquiry-email';
import type { EnquiryValues } from '../features/enquiry/field-table';
import { mailtoParts } from './mailto-parts';

export type User = ReturnType<typeof userEvent.setup>;

// A test file that submits a form replaces the mailto module, with one line (jest.mock is hoisted
// above the imports, so it cannot use this module's exports directly):
//
//   jest.mock('@agency/platform/mailto', () => jest.requireActual('…/form-test-helpers').mailtoModuleMock());
//
// jsdom cannot navigate (and its window.location cannot be redefined): the URL the mocked
// openMailto receives is what the browser would open. This module imports only the mailto
// module's types, so building its replacement never loads the replacement itself.

/** The mailto module with openMailto replaced by a mock. */
export function mailtoModuleMock(): typeof Mailto {
  return { ...jest.requireActual<typeof Mailto>('@agency/platform/mailto'), openMailto: jest.fn() };
}

const mockedOpenMailto = () => jest.mocked(jest.requireMock<typeof Mailto>('@agency/platform/mailto').openMailto);

/**
 * What each test hands off: the calls of the mocked openMailto and the toasts raised, in order.
 * Both start empty in every test.
 */
export function recordHandoffs() {
  const openMailtoMock = mockedOpenMailto();
  const toasts: ToastDetail[] = [];
  let stopListening: () => void = () => undefined;
  beforeEach(() => {
    openMailtoMock.mockClear();
    toasts.length = 0;
    stopListening = onToast((detail) => toasts.push(detail));
  });
  afterEach(() => stopListening());

  /**
   * Expects the one hand-off of a submitted form: exactly this e-mail, the toast saying the e-mail
   * app is opening, and the dialog that follows.
   */
  async function expectOneHandoff(email: EnquiryEmail, toast: string) {
    expect(openMailtoMock).toHaveBeenCalledTimes(1);
    const { to, decodedSubject, decodedBody } = lastMailto();
    expect({ to, subject: decodedSubject, body: decodedBody }).toEqual(email);
    expect(toasts).toEqual([{ message: toast, severity: 'info' }]);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Your e-mail app is opening');
  }

  return { openMailtoMock, toasts, expectOneHandoff };
}

/** The decoded parts of the last URL handed to the mocked openMailto. */
export function lastMailto() {
  return mailtoParts(mockedOpenMailto().mock.calls.at(-1)?.[0] ?? '');
}

/** An e-mail body as it reads, one line a line, with the CRLF line breaks of a composed e-mail. */
export const crlf = (text: string) => text.replaceAll('\n', '\r\n');

/** The labels of an English form's contact fields, by the names of their values. */
const contactLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  company: 'Company Name',
  role: 'Job Title',
};

/** The contact details of `values` by the labels of the fields they are typed into, for `fillIn`. */
export function contactTexts(values: EnquiryValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(contactLabels).flatMap(([name, label]) => {
      const value = values[name];
      return typeof value === 'string' ? [[label, value]] : [];
    }),
  );
}

/** Types into a text field by pasting: as exact as typing key by key, and far quicker on a busy machine. */
export async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/**
 * The form named by its card heading, its controls by role and name, its submit button, and
 * what a test does with them.
 */
export function formQueries(formName: string, submitLabel: string) {
  const form = () => screen.getByRole('form', { name: formName });
  const byRole = (role: ByRoleMatcher) => (name: string) => within(form()).getByRole(role, { name });
  const [textbox, select, button] = [byRole('textbox'), byRole('combobox'), byRole('button')];
  return {
    form,
    textbox,
    select,
    checkbox: byRole('checkbox'),
    group: byRole('group'),
    submit: () => button(submitLabel),
    /** Fills in text fields, by label, in the order given. */
    fillIn: async (user: User, texts: Readonly<Record<string, string>>) => {
      for (const [label, text] of Object.entries(texts)) await paste(user, textbox(label), text);
    },
    /** The names of the fields the browser holds invalid, in document order. */
    invalidNames: () =>
      Array.from(form().querySelectorAll(':invalid'), (element) => element.getAttribute('name')).filter(Boolean),
    /** A select's options as [value, label] pairs. */
    optionsOf: (label: string) =>
      within(select(label))
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
  };
}

/** Closes the hand-off dialog and waits until the page behind it is back in the accessibility tree. */
export async function closeHandoffDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
