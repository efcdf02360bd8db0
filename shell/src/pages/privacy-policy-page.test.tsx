import { routeHeads } from '@agency/content/site/route-heads';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { englishShown, renderInLanguage } from '../testing/render-in-language';

describe('PrivacyPolicyPage', () => {
  beforeEach(() => renderWithProviders(<PrivacyPolicyPage />));

  it('shows one h1 equal to the route title, the eyebrow and the last-updated date', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(routeHeads['/privacy-policy']?.title).toBe('Privacy Policy');
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Last updated: 2025/8/13'),
    ).toBeVisible();
  });

  it('numbers its 14 sections 1 to 14', () => {
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(14);
    expect(headings.map((heading) => heading.textContent?.split('. ')[0])).toEqual(
      Array.from({ length: 14 }, (_, index) => String(index + 1)),
    );
    expect(headings[0]).toHaveTextContent('1. Who We Are and the Law That Applies');
    expect(headings[13]).toHaveTextContent('14. Contact Us');
  });

  it('states that the service is not intended for children under 13', () => {
    expect(screen.getByText(/are not intended for children under 13\./)).toBeVisible();
  });
});

describe('PrivacyPolicyPage in Chinese', () => {
  it('renders the whole policy in Chinese, says the English version prevails, and dates it as Chinese does', () => {
    const { container } = renderInLanguage('zh-HK', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('私隱政策');
    expect(screen.getByText('關於我們')).toBeInTheDocument();
    const updated = screen.getByText((_, element) => element?.tagName === 'P' && /^最後更新/.test(element.textContent));
    expect(updated).toHaveTextContent(/^最後更新：2025年8月13日$/);
    expect(updated.querySelector('time')).toHaveAttribute('dateTime', '2025-08-13');
    expect(screen.getByText(/概以英文版本為準/)).toBeVisible();
    const { privacyPolicy } = companyPagesCatalog['zh-HK'];
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      privacyPolicy.sections.map((section, index) => `${index + 1}. ${section.title}`),
    );
    expect(headings).toHaveLength(14);
    const lastBlock = privacyPolicy.sections.at(-1)?.blocks.at(-1);
    const lastItem = typeof lastBlock === 'string' ? lastBlock : lastBlock?.list.at(-1);
    expect(container).toHaveTextContent(lastItem ?? 'no last block');
    const english = companyPagesCatalog.en.privacyPolicy;
    expect(
      englishShown(container, [
        english.intro.title,
        english.lastUpdated.label,
        english.tocTitle,
        ...english.sections.map((section) => section.title),
      ]),
    ).toEqual([]);
  });
});
