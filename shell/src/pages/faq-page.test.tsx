import { faqItems } from '@agency/content/company-pages/faq';
import { findRoute } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqPage from './faq-page';

describe('FaqPage', () => {
  it('shows the title, the subtitle and the invitation to e-mail us', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Asked Questions');
    expect(findRoute('/faq')?.title).toBe('Frequently Asked Questions');
    expect(screen.getByText('Common questions about our services and process')).toBeInTheDocument();
    const ask = screen.getByRole('region', { name: 'Get Your Questions Answered' });
    expect(within(ask).getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
  });

  it('lists the eight questions as collapsed h3 accordion headers after the invitation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    const headers = screen.getAllByRole('button', { expanded: false });
    expect(headers.map((header) => header.textContent)).toEqual(faqItems.map((item) => item.question));
    expect(headers).toHaveLength(8);
    for (const header of headers) expect(header.parentElement?.tagName).toBe('H3');

    await user.click(screen.getByRole('button', { name: 'How long does it take to see results?' }));
    const panel = screen.getByRole('region', { name: 'How long does it take to see results?' });
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(
      'usually see meaningful growth in rankings, organic traffic and enquiries within 3–6 months',
    );
  });
});
