import type { ToastDetail } from '@agency/platform/events';
import { onToast } from '@agency/platform/events';
import { renderWithProviders } from '@agency/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { ShareButton } from './share-button';

const labels = blogCatalog.en.copy.share;

let toasts: ToastDetail[] = [];
let stopListening: () => void = () => undefined;

/** Gives the test's navigator a share function and a clipboard, or takes them away (undefined). */
function stubNavigator({ share, writeText }: { share?: jest.Mock; writeText?: jest.Mock }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
    writable: true,
  });
}

const renderButton = () =>
  renderWithProviders(<ShareButton title="Article title" text="Article excerpt" labels={labels} />);
const shareButton = () => screen.getByRole('button', { name: 'Share this article' });

beforeEach(() => {
  toasts = [];
  stopListening = onToast((detail) => toasts.push(detail));
});
afterEach(() => {
  stopListening();
  stubNavigator({});
});

describe('ShareButton', () => {
  it('shows Share with an accessible name', () => {
    stubNavigator({});
    renderButton();
    expect(shareButton()).toHaveTextContent('Share');
  });

  it('is a plain, enabled button in the page’s HTML (a press before its code arrives is held), hidden without script', () => {
    stubNavigator({});
    const html = renderToString(<ShareButton title="Article title" text="Article excerpt" labels={labels} />);
    expect(html).toMatch(/^<button [^>]*type="button"[^>]*data-needs-script=""/);
    expect(html).not.toContain('aria-disabled');
    expect(html).not.toContain('disabled');
  });

  it('opens the system share sheet with the page when the browser has one, without a toast', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ share, writeText });
    renderButton();
    fireEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({ title: 'Article title', text: 'Article excerpt', url: window.location.href });
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ share, writeText });
    renderButton();
    fireEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('copies the link instead when sharing is refused for another reason', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ share, writeText });
    renderButton();
    fireEvent.click(shareButton());
    await waitFor(() => expect(toasts).toEqual([{ message: 'Link copied to clipboard', severity: 'success' }]));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('without a share sheet, copies the page address and confirms with a toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    renderButton();
    fireEvent.click(shareButton());
    await waitFor(() => expect(toasts).toEqual([{ message: 'Link copied to clipboard', severity: 'success' }]));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('http://localhost/');
  });

  it('asks the visitor to copy the address bar when the clipboard refuses', async () => {
    stubNavigator({ writeText: jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) });
    renderButton();
    fireEvent.click(shareButton());
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          message: 'We could not copy the link. Please copy the address from your browser’s address bar.',
          severity: 'warning',
        },
      ]),
    );
  });

  it('asks the same when the browser has no clipboard at all', async () => {
    stubNavigator({});
    renderButton();
    fireEvent.click(shareButton());
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.severity).toBe('warning');
  });
});
