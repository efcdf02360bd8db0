import { findRoute } from '@agency/platform/routes';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { OurStoryPage } from './our-story-page';

describe('OurStoryPage', () => {
  beforeEach(() => renderWithProviders(<OurStoryPage />));

  it('shows the About Us eyebrow and one h1 equal to the route title', () => {
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Story');
    expect(findRoute('/about/story')?.title).toBe('Our Story');
  });

  it('tells the story in sections: narrative, milestones, how we work, who we serve', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'From a Wan Chai studio to a growth partner for Asia',
      'Milestones',
      'How we work',
      'Who we serve',
      'See how we can help your business grow',
    ]);
    const milestones = screen.getByRole('region', { name: 'Milestones' });
    expect(within(milestones).getAllByRole('listitem')[0]).toHaveTextContent(/^2017Founded in Wan Chai/);
    expect(within(milestones).getByText('2023').nextElementSibling).toHaveTextContent(/^AI solutions practice/);
    expect(within(screen.getByRole('complementary', { name: 'At a glance' })).getByText('2023')).toBeInTheDocument();
  });

  it('has a button to the services overview', () => {
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  });
});
