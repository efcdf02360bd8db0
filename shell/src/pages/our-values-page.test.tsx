import { routeHeads } from '@agency/content/site/route-heads';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { OurValuesPage } from './our-values-page';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { englishShown, internalHrefs, renderInLanguage } from '../testing/render-in-language';

describe('OurValuesPage', () => {
  beforeEach(() => renderWithProviders(<OurValuesPage />));

  it('shows the About Us eyebrow and one h1 equal to the route title', () => {
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Values');
    expect(routeHeads['/about/values']?.title).toBe('Our Values');
  });

  it('shows the six values as cards with what each means in practice', () => {
    const section = screen.getByRole('region', { name: 'What we stand for' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(companyPagesCatalog.en.ourValues.values.items.map((value) => value.title));
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(within(card).getByText('In practice')).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem')).toHaveLength(2);
      expect(card.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('has a button to the services overview', () => {
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  });
});

describe('OurValuesPage in Chinese', () => {
  it('shows the six values in Chinese under a Chinese h1, and links to the Chinese services', () => {
    const { container } = renderInLanguage('zh-HK', <OurValuesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我們的價值觀');
    const { values } = companyPagesCatalog['zh-HK'].ourValues;
    const section = screen.getByRole('region', { name: values.title });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(values.items.map((value) => value.title));
    expect(within(section).getAllByText(values.detailsLabel)).toHaveLength(6);
    expect(internalHrefs(container)).toEqual(['/zh-hk/services']);
    const { aboutEyebrow, ourValues } = companyPagesCatalog.en;
    expect(
      englishShown(container, [
        aboutEyebrow,
        ourValues.intro.title,
        ourValues.values.title,
        ourValues.values.detailsLabel,
        ...ourValues.values.items.map((value) => value.title),
        ourValues.cta.action.label,
      ]),
    ).toEqual([]);
  });
});
