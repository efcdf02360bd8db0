import { findRoute } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('PrivacyPolicyPage', () => {
  beforeEach(() => renderWithProviders(<PrivacyPolicyPage />));

  it('shows one h1 equal to the route title, the eyebrow and the last-updated date', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(findRoute('/privacy-policy')?.title).toBe('Privacy Policy');
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
