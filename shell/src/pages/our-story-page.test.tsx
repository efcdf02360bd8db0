import { routeHeads } from '@agency/content/site/route-heads';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { OurStoryPage } from './our-story-page';
import { companyPagesCatalog } from '@agency/content/company-pages/company-pages-catalog';
import { englishShown, internalHrefs, renderInLanguage } from '../testing/render-in-language';

describe('OurStoryPage', () => {
  beforeEach(() => renderWithProviders(<OurStoryPage />));

  it('shows the About Us eyebrow and one h1 equal to the route title', () => {
    expect(screen.getByText('About Us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Story');
    expect(routeHeads['/about/story']?.title).toBe('Our Story');
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

describe('OurStoryPage in Chinese', () => {
  const english = companyPagesCatalog.en;

  it('tells the story in Chinese under a Chinese h1, and links to the Chinese services', () => {
    const { container } = renderInLanguage('zh-HK', <OurStoryPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我們的故事');
    expect(screen.getByText('關於我們')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '由灣仔工作室到亞洲企業的增長夥伴',
      '里程碑',
      '我們的工作方式',
      '我們服務的客戶',
      companyPagesCatalog['zh-HK'].ourStory.cta.title,
    ]);
    expect(within(screen.getByRole('region', { name: '里程碑' })).getAllByRole('listitem')[0]).toHaveTextContent(
      /^2017於灣仔成立/,
    );
    expect(internalHrefs(container)).toEqual(['/zh-hk/services']);
    const { ourStory } = english;
    expect(
      englishShown(container, [
        english.aboutEyebrow,
        ourStory.intro.title,
        ourStory.narrative.title,
        ourStory.atAGlance.title,
        ourStory.milestones.title,
        ourStory.approach.title,
        ourStory.audiences.title,
        ourStory.cta.action.label,
      ]),
    ).toEqual([]);
  });
});
