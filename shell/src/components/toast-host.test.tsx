import type { ToastSeverity } from '@agency/platform/events';
import { showToast } from '@agency/platform/events';
import { renderWithProviders } from '@agency/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS, ToastHost } from './toast-host';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

/** Raises a toast and lets the lazily loaded snackbar resolve, as the browser would. */
async function toast(message: string, severity?: ToastSeverity) {
  await act(async () => showToast(message, severity));
}

function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

describe('ToastHost', () => {
  it('shows nothing until a toast is raised', () => {
    renderWithProviders(<ToastHost />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a raised toast in an alert at the bottom right', async () => {
    renderWithProviders(<ToastHost />);
    await toast('Your quote request is ready to send');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your quote request is ready to send');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomRight');
  });

  it('shows one toast at a time: a new one replaces the current one', async () => {
    renderWithProviders(<ToastHost />);
    await toast('First message', 'info');
    advance(1000);
    await toast('Second message', 'error');

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Second message');
    expect(screen.queryByText('First message')).not.toBeInTheDocument();
  });

  it('hides a toast after 5000 ms, not before', async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    renderWithProviders(<ToastHost />);
    await toast('Short-lived');

    advance(4999);
    expect(screen.getByRole('alert')).toHaveTextContent('Short-lived');

    advance(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('gives a replacing toast its own full 5000 ms', async () => {
    renderWithProviders(<ToastHost />);
    await toast('First message');
    advance(3000);
    await toast('Second message');

    advance(4999);
    expect(screen.getByRole('alert')).toHaveTextContent('Second message');

    advance(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ToastHost />);
    await toast('Dismiss me');

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('stays open when the visitor clicks elsewhere on the page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <>
        <p>Page content</p>
        <ToastHost />
      </>,
    );
    await toast('Still here');
    advance(500);

    await user.click(screen.getByText('Page content'));
    advance(500);

    expect(screen.getByRole('alert')).toHaveTextContent('Still here');
  });

  it.each([
    ['success', 'MuiAlert-colorSuccess', 'SuccessOutlinedIcon'],
    ['info', 'MuiAlert-colorInfo', 'InfoOutlinedIcon'],
    ['warning', 'MuiAlert-colorWarning', 'ReportProblemOutlinedIcon'],
    ['error', 'MuiAlert-colorError', 'ErrorOutlineIcon'],
  ] as const)('shows a %s toast as a filled %s alert', async (severity, colorClass, icon) => {
    renderWithProviders(<ToastHost />);
    await toast(`A ${severity} message`, severity);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('MuiAlert-filled', colorClass);
    expect(alert.querySelector(`[data-testid="${icon}"]`)).not.toBeNull();
  });

  it('defaults to success', async () => {
    renderWithProviders(<ToastHost />);
    await toast('No severity given');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorSuccess');
  });
});
