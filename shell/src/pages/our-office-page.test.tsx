import { findRoute } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { OurOfficePage } from './our-office-page';

describe('OurOfficePage', () => {
  beforeEach(() => renderWithProviders(<OurOfficePage />));

  it('shows the About Us eyebrow and one h1 equal to the route title', () => {
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Office');
    expect(findRoute('/about/office')?.title).toBe('Our Office');
  });

  it('shows the address, office hours, e-mail and phone from the company facts', () => {
    const details = screen.getByRole('region', { name: 'Visit or contact us' });
    const address = details.querySelector('address');
    expect(address).not.toBeNull();
    const detail = (label: string) => screen.getByRole('heading', { level: 3, name: label }).nextElementSibling;
    expect(detail('Address')).toHaveTextContent('17/F, Harbourline House168 Hennessy RoadWan Chai, Hong Kong');
    expect(detail('Office hours')).toHaveTextContent('Monday – Friday: 9:30 AM – 6:30 PM HKTSaturday – Sunday: Closed');
    expect(within(details).getByRole('link', { name: 'info@harbourline.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
    expect(within(details).getByRole('link', { name: '+852 3001 2468' })).toHaveAttribute('href', 'tel:+85230012468');
    expect(within(details).getByText('We reply to every enquiry within 24 hours.')).toBeInTheDocument();
  });

  it('explains how to get here, from Wan Chai MTR station, without external links', () => {
    const directions = screen.getByRole('region', { name: 'How to get here' });
    expect(
      within(directions)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['By MTR', 'By tram', 'By bus or taxi', 'On arrival']);
    expect(
      within(directions).getByText(/Wan Chai station on the Island Line is a few minutes’ walk away/),
    ).toBeVisible();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => /^https?:/.test(href ?? ''))).toEqual([]);
  });

  it('links to the consultation page', () => {
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
  });
});
