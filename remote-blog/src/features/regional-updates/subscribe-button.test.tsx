import type { ToastDetail } from '@agency/platform/events';
import { onToast } from '@agency/platform/events';
import { renderWithProviders } from '@agency/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { blogCatalog } from '@agency/content/blog/blog-catalog';
import { subscribeMailto } from './compose-subscribe-mailto';
import { SubscribeButton } from './subscribe-button';

const { subscribe } = blogCatalog.en.asiaFocus;
const props = { href: subscribeMailto(subscribe), action: subscribe.action, toast: subscribe.toast };

describe('SubscribeButton', () => {
  it('is a link to the e-mail app in the page’s HTML: it works before (and without) any script', () => {
    const html = renderToString(<SubscribeButton {...props} />);
    expect(html).toMatch(
      /^<a [^>]*href="mailto:info@harbourline\.example\?subject=Subscribe%20to%20Regional%20Updates&amp;body=/,
    );
    expect(html).not.toContain('aria-disabled');
  });

  it('links to the subscription request it is given, and says so with a toast when pressed', () => {
    const toasts: ToastDetail[] = [];
    const stop = onToast((detail) => toasts.push(detail));
    renderWithProviders(<SubscribeButton {...props} />);
    const link = screen.getByRole('link', { name: 'Subscribe to Regional Updates' });
    // jsdom cannot follow a mailto: link: the press is a click that the page lets through.
    link.addEventListener('click', (event) => event.preventDefault());

    fireEvent.click(link);

    // The request itself, word for word, is compose-subscribe-mailto's and the blog spec's to pin.
    expect(link).toHaveAttribute('href', subscribeMailto(subscribe));
    expect(toasts).toEqual([
      { message: 'Opening your e-mail app to subscribe to regional updates…', severity: 'info' },
    ]);
    stop();
  });
});
