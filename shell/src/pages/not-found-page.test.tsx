import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import { NOT_FOUND_ATTRIBUTE } from './not-found-attribute';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows 404 as the page heading, the message and a link home', () => {
    renderWithProviders(<NotFoundPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^404$/);
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('marks its content as the not-found page, for the page script that logs the path', () => {
    renderWithProviders(<NotFoundPage />);

    expect(screen.getByRole('heading', { level: 1 }).closest(`[${NOT_FOUND_ATTRIBUTE}]`)).not.toBeNull();
  });
});
