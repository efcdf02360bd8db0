import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@agency/platform/router';
import { NotFoundPage } from './not-found-page';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('NotFoundPage', () => {
  it('shows 404 as the page heading, the message and a way home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/blog/all-articles' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^404$/);
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('writes the requested bad path to the console once', () => {
    renderWithProviders(<NotFoundPage />, { route: '/blog/all-articles' });

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route: /blog/all-articles',
    );
  });

  it('takes the visitor home with Return to Home', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <NotFoundPage />
        <LocationProbe />
      </>,
      { route: '/services/unknown' },
    );
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/services/unknown'));

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
