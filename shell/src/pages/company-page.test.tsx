import { findRoute } from '@agency/shared/routes';
import { renderWithProviders } from '@agency/shared/testing';
import { screen } from '@testing-library/react';
import CompanyPage from './company-page';

describe('CompanyPage', () => {
  it.each(['/about/story', '/about/office', '/privacy-policy', '/faq'])(
    'shows %s with its menu as eyebrow, one h1 and the summary from the route table',
    (path) => {
      const route = findRoute(path);
      renderWithProviders(<CompanyPage />, { route: path });
      expect(screen.getByText('About Us')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(route?.title ?? '');
      expect(screen.getByText(route?.description ?? '')).toBeInTheDocument();
    },
  );
});
