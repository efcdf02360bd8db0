import { routeHeads } from '@agency/content/site/route-heads';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { TermsConditionsPage } from './terms-conditions-page';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { englishShown, renderInLanguage } from '../testing/render-in-language';

describe('TermsConditionsPage', () => {
  beforeEach(() => renderWithProviders(<TermsConditionsPage />));

  it('shows one h1 equal to the route title, the eyebrow and the last-updated date', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms & Conditions');
    expect(routeHeads['/terms-conditions']?.title).toBe('Terms & Conditions');
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'Last updated: 13 August 2025',
      ),
    ).toBeVisible();
  });

  it('has its required sections as numbered h2s', () => {
    const headings = within(screen.getByRole('article'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      '1. Use of the Website',
      '2. Information on the Website',
      '3. Enquiries and Communications',
      '4. Intellectual Property',
      '5. Disclaimer of Warranties',
      '6. Limitation of Liability',
      '7. Indemnification',
      '8. Severability',
      '9. Termination',
      '10. Entire Agreement',
      '11. Governing Law',
      '12. Changes to These Terms',
      '13. Contact Information',
    ]);
  });

  it('writes the contact e-mail with [at] and no mailto link', () => {
    expect(screen.getByText('E-mail: info[at]harbourline.example')).toBeVisible();
    expect(screen.queryByRole('link', { name: /harbourline\.example/ })).toBeNull();
    expect(screen.getByText(/as is” and “as available”/)).toBeVisible();
    expect(screen.getByText(/laws of the Hong Kong Special Administrative Region/)).toBeVisible();
  });
});

describe('TermsConditionsPage in Chinese', () => {
  it('renders the whole terms in Chinese, says the English version prevails, and dates them as Chinese does', () => {
    const { container } = renderInLanguage('zh-HK', <TermsConditionsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('條款及細則');
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === '最後更新：2025年8月13日'),
    ).toBeVisible();
    expect(screen.getByText(/概以英文版本為準/)).toBeVisible();
    const { termsConditions } = companyPagesCatalog['zh-HK'];
    expect(
      within(screen.getByRole('article'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(termsConditions.sections.map((section, index) => `${index + 1}. ${section.title}`));
    expect(screen.getByText('電郵：info[at]harbourline.example')).toBeVisible();
    const english = companyPagesCatalog.en.termsConditions;
    expect(
      englishShown(container, [
        english.intro.title,
        english.tocTitle,
        ...english.sections.map((section) => section.title),
      ]),
    ).toEqual([]);
  });
});
