import type { ToastDetail } from '@agency/platform/events';
import { onToast } from '@agency/platform/events';
import { openMailto } from '@agency/platform/mailto';
import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SubscribeButton } from './subscribe-button';

// jsdom cannot navigate: the one function that sets window.location.href is replaced.
jest.mock('@agency/platform/mailto', () => ({
  ...jest.requireActual('@agency/platform/mailto'),
  openMailto: jest.fn(),
}));
const openMailtoMock = jest.mocked(openMailto);

describe('SubscribeButton', () => {
  it('is marked unavailable in the page’s HTML, and available once its code has arrived', () => {
    expect(renderToString(<SubscribeButton />)).toMatch(/<button[^>]*aria-disabled="true"/);
    renderWithProviders(<SubscribeButton />);
    expect(screen.getByRole('button', { name: 'Subscribe to Regional Updates' })).not.toHaveAttribute('aria-disabled');
  });

  it('opens the e-mail app with the subscription to the company address and confirms with a toast', async () => {
    const toasts: ToastDetail[] = [];
    const stop = onToast((detail) => toasts.push(detail));
    renderWithProviders(<SubscribeButton />);

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Regional Updates' }));

    expect(openMailtoMock).toHaveBeenCalledTimes(1);
    const url = openMailtoMock.mock.calls[0]?.[0] ?? '';
    expect(url.startsWith('mailto:info@harbourline.example?subject=Subscribe%20to%20Regional%20Updates&body=')).toBe(
      true,
    );
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe(
      [
        'Hello Harbourline Digital team,',
        '',
        'Please add me to the Hong Kong & Asia Focus regional updates.',
        '',
        'Name:',
        'Company:',
        'Markets of interest:',
        '',
        '---',
        'This subscription request was generated from the Hong Kong & Asia Focus page.',
      ].join('\r\n'),
    );
    expect(toasts).toEqual([
      { message: 'Opening your e-mail app to subscribe to regional updates…', severity: 'info' },
    ]);
    stop();
  });
});
