import { renderWithProviders } from '@agency/ui/testing';
import { screen } from '@testing-library/react';
import { fixtureArticle } from '../../testing/article-fixture';
import { ArticleCard } from './article-card';

describe('ArticleCard', () => {
  it('shows the cover, main category, title, excerpt, byline, date and read time', () => {
    renderWithProviders(<ArticleCard article={fixtureArticle} />);
    const cover = screen.getByRole('img', { name: 'Contact cards flowing into a central hub' });
    expect(cover).toHaveAttribute('src', '/assets/crm-evolution.svg');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '630');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Industry Insights')).toBeInTheDocument();
    expect(screen.queryByText('Business Innovation')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Fixture: CRM <Evolution> & Co' })).toBeInTheDocument();
    expect(screen.getByText('A short excerpt for the test article.')).toBeInTheDocument();
    expect(screen.getByText('By Harbourline Strategy Team')).toBeInTheDocument();
    const date = screen.getByText('5 January 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-01-05');
    expect(screen.getByText('9 min read')).toBeInTheDocument();
  });

  it('links Read More to the article, named after it', () => {
    renderWithProviders(<ArticleCard article={fixtureArticle} />);
    const link = screen.getByRole('link', { name: 'Read More about Fixture: CRM <Evolution> & Co' });
    expect(link).toHaveAttribute('href', '/blog/crm-evolution');
    expect(link).toHaveTextContent('Read More');
  });

  it('loads the cover at once in the first row and takes the heading level it is given', () => {
    renderWithProviders(<ArticleCard article={fixtureArticle} priority headingLevel="h3" />);
    const cover = screen.getByRole('img');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Fixture: CRM <Evolution> & Co');
  });
});
