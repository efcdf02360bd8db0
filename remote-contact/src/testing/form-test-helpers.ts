import { openMailto } from '@agency/shared/mailto';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { mailtoParts } from './mailto-parts';

export type User = ReturnType<typeof userEvent.setup>;

/** The form named by its card heading. */
export const formNamed = (name: string) => screen.getByRole('form', { name });

/** Types into a text field by pasting: as exact as typing key by key, and far quicker on a busy machine. */
export async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The names of the form's fields the browser holds invalid, in document order. */
export const invalidNames = (form: HTMLElement) =>
  Array.from(form.querySelectorAll(':invalid'), (element) => element.getAttribute('name')).filter(Boolean);

/** A select's options as [value, label] pairs. */
export const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [option.getAttribute('value'), option.textContent]);

/** The decoded parts of the last URL handed to the (mocked) openMailto. */
export function lastMailto() {
  const calls = jest.mocked(openMailto).mock.calls;
  return mailtoParts(calls.at(-1)?.[0] ?? '');
}

/** Closes the hand-off dialog and waits until the page behind it is back in the accessibility tree. */
export async function closeHandoffDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
