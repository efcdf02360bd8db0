import { services } from '@agency/content/services/services';
import { servicesCatalog } from '@agency/content/services/services-catalog';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { englishIn, renderInLanguage } from '../testing/in-language';
import { ServiceGrid } from './service-grid';

describe('ServiceGrid', () => {
  it('lists the twelve services, each with its title and Learn More to its page', () => {
    renderWithProviders(<ServiceGrid />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Content Marketing',
      'Digital Marketing',
      'Social Media Management',
      'LinkedIn Marketing',
      'B2B Marketing',
      'Email Marketing',
      'Paid Marketing',
      'CRM Solutions',
      'AI Solutions',
      'AI Agent Workflow Automation',
      'Website Development',
      'Training',
    ]);
    cards.forEach((card, index) => {
      const service = services[index];
      if (!service) throw new Error(`no service at ${index}`);
      expect(within(card).getByText(service.description)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `Learn More about ${service.title}` })).toHaveAttribute(
        'href',
        `/services/${service.slug}`,
      );
    });
  });

  it('uses the heading level the host asks for', () => {
    renderWithProviders(<ServiceGrid cardHeadingLevel="h2" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });
});

describe('ServiceGrid in Chinese', () => {
  it('lists the twelve services in Chinese, each with 了解更多 to its Chinese page', () => {
    const chinese = servicesCatalog['zh-HK'];
    const { container } = renderInLanguage(<ServiceGrid />, 'zh-HK');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      chinese.services.map((service) => service.title),
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      chinese.services.map((service) => `${chinese.serviceCardLinkLabel}：${service.title}`),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      chinese.services.map((service) => `/zh-hk/services/${service.slug}`),
    );
    expect(englishIn(container)).toEqual([]);
  });
});
