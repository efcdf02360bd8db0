import { routeHeads } from '@agency/content/site/route-heads';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { OurOfficePage } from './our-office-page';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { englishShown, internalHrefs, renderInLanguage } from '../testing/render-in-language';

describe('OurOfficePage', () => {
  beforeEach(() => renderWithProviders(<OurOfficePage />));

  it('shows the About Us eyebrow and one h1 equal to the route title', () => {
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Office');
    expect(routeHeads['/about/office']?.title).toBe('Our Office');
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

describe('OurOfficePage in Chinese', () => {
  it('writes the address on one line, as Chinese writes it, with the hours and labels in Chinese', () => {
    const { container } = renderInLanguage('zh-HK', <OurOfficePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我們的辦公室');
    const { contact } = companyPagesCatalog['zh-HK'].ourOffice;
    const detail = (label: string) => screen.getByRole('heading', { level: 3, name: label }).nextElementSibling;
    expect(detail(contact.labels.address)?.querySelector('address')?.children).toHaveLength(1);
    expect(detail(contact.labels.address)).toHaveTextContent(/^香港灣仔軒尼詩道168號 Harbourline House 17樓$/);
    expect(detail(contact.labels.hours)).toHaveTextContent(
      '星期一至五：上午9:30至下午6:30（香港時間）星期六及日：休息',
    );
    expect(within(container).getByText('我們會在24小時內回覆每一項查詢。')).toBeInTheDocument();
    expect(internalHrefs(container)).toEqual(['/zh-hk/contact/schedule-consultation']);
    const { ourOffice } = companyPagesCatalog.en;
    expect(
      englishShown(container, [
        ourOffice.intro.title,
        ourOffice.contact.title,
        ...Object.values(ourOffice.contact.labels),
        ourOffice.directions.title,
        ...ourOffice.directions.items.map((item) => item.title),
        ourOffice.visiting.title,
        ourOffice.cta.action.label,
        'Wan Chai',
        'Hennessy Road',
        'Monday',
      ]),
    ).toEqual([]);
  });
});
