import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import { NOT_FOUND_ATTRIBUTE } from './not-found-attribute';
import { NotFoundPage } from './not-found-page';
import { renderInLanguage } from '../testing/render-in-language';

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

describe('NotFoundPage in Chinese', () => {
  it('says so in Chinese, with the way back to the Chinese Home', () => {
    const { container } = renderInLanguage('zh-HK', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^404$/);
    expect(screen.getByText('抱歉，找不到這個網頁')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/zh-hk/');
    expect(container).not.toHaveTextContent(/Oops|Return to Home|never existed/);
  });
});
