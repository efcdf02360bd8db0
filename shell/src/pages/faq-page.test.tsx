import { faqItems } from '@agency/content/company-pages/faq';
import { findRoute } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('shows the title, the subtitle and the invitation to e-mail us', () => {
    renderWithProviders(<FaqPage />);
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

  it('lists the eight questions as closed h3 questions of one exclusive accordion, after the invitation', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<FaqPage />);
    const items = [...container.querySelectorAll('details')];
    expect(items.map((item) => item.querySelector('summary h3')?.textContent)).toEqual(
      faqItems.map((item) => item.question),
    );
    expect(items).toHaveLength(8);
    expect(items.every((item) => !item.open && item.getAttribute('name') === 'faq')).toBe(true);

    await user.click(screen.getByRole('heading', { level: 3, name: 'How long does it take to see results?' }));
    const opened = items.find((item) => item.open);
    expect(opened?.querySelector('summary')).toHaveTextContent('How long does it take to see results?');
    expect(opened).toHaveTextContent(
      'usually see meaningful growth in rankings, organic traffic and enquiries within 3–6 months',
    );
  });
});
