import { routeHeads } from '@agency/content/site/route-heads';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { WhyChooseUsPage } from './why-choose-us-page';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { englishShown, internalHrefs, renderInLanguage } from '../testing/render-in-language';

describe('WhyChooseUsPage', () => {
  beforeEach(() => renderWithProviders(<WhyChooseUsPage />));

  it('shows the About Us eyebrow and one h1 equal to the route title', () => {
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Why Choose Us');
    expect(routeHeads['/about/what-sets-us-apart']?.title).toBe('Why Choose Us');
  });

  it('shows the four points, each with what the client gets', () => {
    const section = screen.getByRole('region', { name: 'What sets us apart' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Free Consultation and Project Assessment',
      'Dynamic Digital Solutions',
      'Dedicated Project Manager',
      'Transparent Pricing and Timelines',
    ]);
    for (const card of within(section).getAllByRole('article')) {
      expect(within(card).getByText('What you get')).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    }
  });

  it('explains the four steps after getting in touch', () => {
    const section = screen.getByRole('region', { name: 'What happens after you get in touch' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });

  it('links to the consultation page', () => {
    expect(screen.getByRole('link', { name: 'Schedule a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
  });
});

describe('WhyChooseUsPage in Chinese', () => {
  it('shows the four commitments and the steps in Chinese, and links to the Chinese consultation page', () => {
    const { container } = renderInLanguage('zh-HK', <WhyChooseUsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('為何選擇我們');
    const { points, process } = companyPagesCatalog['zh-HK'].whyChooseUs;
    expect(
      within(screen.getByRole('region', { name: points.title }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(points.items.map((point) => point.title));
    const steps = screen.getByRole('region', { name: process.title });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(within(steps).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      `第1步：${process.steps[0]?.title}`,
    );
    expect(screen.getByRole('link', { name: '預約免費諮詢' })).toHaveAttribute(
      'href',
      '/zh-hk/contact/schedule-consultation',
    );
    expect(internalHrefs(container)).toEqual(['/zh-hk/contact/schedule-consultation']);
    const { whyChooseUs } = companyPagesCatalog.en;
    expect(
      englishShown(container, [
        whyChooseUs.intro.title,
        whyChooseUs.points.title,
        whyChooseUs.points.detailsLabel,
        whyChooseUs.process.title,
        ...whyChooseUs.points.items.map((point) => point.title),
        whyChooseUs.cta.action.label,
        'Step 1',
      ]),
    ).toEqual([]);
  });
});
