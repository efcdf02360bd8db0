import type { ToastDetail } from '@agency/platform/events';
import { renderWithProviders } from '@agency/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { resolve } from 'node:path';
import { valueImports } from '../testing/value-imports';
import { mountToastHost, TOAST_DURATION_MS, ToastHost } from './toast-host';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  document.getElementById('toasts')?.remove();
});

/** Renders the host and gives back what the page's script would hand toasts to. */
function renderHost(before?: ReactNode) {
  let show: ((detail: ToastDetail) => void) | undefined;
  const connect = jest.fn((mounted: (detail: ToastDetail) => void) => {
    show = mounted;
  });
  renderWithProviders(
    <>
      {before}
      <ToastHost connect={connect} />
    </>,
  );
  const toast = (message: string, severity: ToastDetail['severity'] = 'success') =>
    act(() => {
      if (!show) throw new Error('The host has not connected');
      show({ message, severity });
    });
  return { toast, connect };
}

function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

describe('ToastHost', () => {
  it('connects once, and shows nothing until a toast is handed over', () => {
    const { connect } = renderHost();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the toast handed over in an alert at the bottom right', () => {
    const { toast } = renderHost();
    toast('Your quote request is ready to send');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your quote request is ready to send');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomRight');
  });

  it.each([
    ['success', 'MuiAlert-colorSuccess', 'SuccessOutlinedIcon'],
    ['info', 'MuiAlert-colorInfo', 'InfoOutlinedIcon'],
    ['warning', 'MuiAlert-colorWarning', 'ReportProblemOutlinedIcon'],
    ['error', 'MuiAlert-colorError', 'ErrorOutlineIcon'],
  ] as const)('shows a %s toast as a filled %s alert', (severity, colorClass, icon) => {
    const { toast } = renderHost();
    toast(`A ${severity} message`, severity);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('MuiAlert-filled', colorClass);
    expect(alert.querySelector(`[data-testid="${icon}"]`)).not.toBeNull();
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    const { toast } = renderHost();
    toast('First message', 'info');
    advance(1000);
    toast('Second message', 'error');

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Second message');
    expect(alerts[0]).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByText('First message')).not.toBeInTheDocument();
  });

  it('hides a toast after 5000 ms, not before', async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const { toast } = renderHost();
    toast('Short-lived');

    advance(4999);
    expect(screen.getByRole('alert')).toHaveTextContent('Short-lived');

    advance(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('gives a replacing toast its own full 5000 ms', async () => {
    const { toast } = renderHost();
    toast('First message');
    advance(3000);
    toast('Second message');

    advance(4999);
    expect(screen.getByRole('alert')).toHaveTextContent('Second message');

    advance(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { toast } = renderHost();
    toast('Dismiss me');

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('names its close button with the words it is given: the page’s', async () => {
    let show: (detail: ToastDetail) => void = () => undefined;
    renderWithProviders(<ToastHost connect={(mounted) => (show = mounted)} closeLabel="關閉" />);
    act(() => show({ message: '已複製連結', severity: 'info' }));
    expect(screen.getByRole('button', { name: '關閉' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('stays open when the visitor clicks elsewhere on the page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { toast } = renderHost(<p>Page content</p>);
    toast('Still here');
    advance(500);

    await user.click(screen.getByText('Page content'));
    advance(500);

    expect(screen.getByRole('alert')).toHaveTextContent('Still here');
  });
});

describe('mountToastHost', () => {
  it('creates the host at the end of the page', async () => {
    const last = document.createElement('footer');
    document.body.append(last);
    await act(async () => void mountToastHost());

    const host = document.body.lastElementChild;
    expect(host?.tagName).toBe('DIV');
    expect(host).toHaveAttribute('id', 'toasts');
    expect(host?.previousElementSibling).toBe(last);
    last.remove();
  });

  it('shows the latest of the toasts given before the host mounted', async () => {
    let show: (detail: ToastDetail) => void = () => undefined;
    await act(async () => {
      show = mountToastHost();
      show({ message: 'Saved', severity: 'success' });
      show({ message: 'Could not send', severity: 'error' });
    });

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Could not send');
    expect(alerts[0]).toHaveClass('MuiAlert-colorError');
    expect(document.getElementById('toasts')).toContainElement(alerts[0] ?? null);
  });

  it('shows each toast given once it has mounted', async () => {
    let show: (detail: ToastDetail) => void = () => undefined;
    await act(async () => {
      show = mountToastHost();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => show({ message: 'Link copied', severity: 'info' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Link copied');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorInfo');
  });
});

describe('the toast host’s module', () => {
  it('imports no copy: its words come from the page', () => {
    const imports = valueImports(resolve(import.meta.dirname, 'toast-host.tsx'));
    expect([...imports].filter((name) => name.startsWith('@agency/content'))).toEqual([]);
  });
});
