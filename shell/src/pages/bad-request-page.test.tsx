import { screen } from '@testing-library/react';
import { renderInLanguage } from '../testing/render-in-language';
import { BadRequestPage } from './bad-request-page';

describe('BadRequestPage', () => {
  it('shows 400 as the page heading, what happened and a link home', () => {
    renderInLanguage('en', <BadRequestPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^400$/);
    expect(screen.getByText('This address could not be read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('says so in Chinese on a Chinese page, with the way back to the Chinese Home', () => {
    const { container } = renderInLanguage('zh-HK', <BadRequestPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^400$/);
    expect(screen.getByText('無法讀取這個網址')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/zh-hk/');
    expect(container).not.toHaveTextContent(/address could not be read|Return to Home/);
  });
});
