import { homeWidgets } from '@agency/platform/contracts';
import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import QuoteFormIsland from '../../islands/quote-form';

describe('Home’s quote form on the Chinese Home', () => {
  it('is the Chinese quote form, its agreement linked to the Chinese pages, given the page’s language', () => {
    // As the browser renders it where Home's server could not include its fragment: Home's props and the locale.
    renderWithProviders(<QuoteFormIsland {...homeWidgets['contact/QuoteForm']} locale="zh-HK" />);
    expect(screen.getByRole('heading', { level: 3, name: '申請報價' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '申請報價' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '名字' })).toHaveAttribute('id', 'home-quote-first-name');
    expect(screen.getByRole('button', { name: '發送報價要求' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '私隱政策' })).toHaveAttribute('href', '/zh-hk/privacy-policy');
    expect(screen.queryByText('Request a Quote')).not.toBeInTheDocument();
  });

  it('is the English one on the English Home', () => {
    renderWithProviders(<QuoteFormIsland {...homeWidgets['contact/QuoteForm']} locale="en" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Request a Quote' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
