import { render } from '@testing-library/react';
import { createElement } from 'react';
import { asiaFocus } from '@agency/content/blog/blog-asia-focus';
import { ourOffice, ourStory, ourValues, whyChooseUs } from '@agency/content/company-pages/about';
import { consultationPage, partnershipPage, trainingPage } from '@agency/content/contact/contact-pages';
import { portfolioOverview } from '@agency/content/portfolio/portfolio';
import { industryPages } from '@agency/content/portfolio/portfolio-industries';
import { servicePages } from '@agency/content/services/service-pages';
import { services } from '@agency/content/services/services';
import { asiaFocusIcons } from './asia-focus-icons';
import { contactIcons } from './contact-icons';
import type { IconComponent } from './icon-component';
import { industryIcons } from './industry-icons';
import { ourOfficeIcons } from './our-office-icons';
import { ourStoryIcons } from './our-story-icons';
import { ourValuesIcons } from './our-values-icons';
import { portfolioOverviewIcons } from './portfolio-overview-icons';
import { serviceIcons } from './service-icons';
import { servicePageIcons } from './service-page-icons';
import { whyChooseUsIcons } from './why-choose-us-icons';

/** Every value of an `icon` property anywhere in the content, sorted, each once. */
function iconKeysIn(content: unknown): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) {
        if (name === 'icon' && typeof child === 'string') keys.add(child);
        else visit(child);
      }
    }
  };
  visit(content);
  return [...keys].sort();
}

/** 'rocket-launch' → 'RocketLaunch': the MUI name the key stands for, without its Outlined style. */
const muiName = (key: string) =>
  key
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

// Each map with the content it draws the icons of: the content must name exactly the map's keys,
// so no icon is missing and no unused icon is bundled with the map.
const maps: [string, unknown, Record<string, IconComponent>][] = [
  ['service-icons', services, serviceIcons],
  ['service-page-icons', servicePages, servicePageIcons],
  ['asia-focus-icons', asiaFocus, asiaFocusIcons],
  ['portfolio-overview-icons', portfolioOverview, portfolioOverviewIcons],
  ['industry-icons', industryPages, industryIcons],
  ['contact-icons', [consultationPage, trainingPage, partnershipPage], contactIcons],
  ['our-story-icons', ourStory, ourStoryIcons],
  ['our-values-icons', ourValues, ourValuesIcons],
  ['why-choose-us-icons', whyChooseUs, whyChooseUsIcons],
  ['our-office-icons', ourOffice, ourOfficeIcons],
];

describe.each(maps)('%s', (_, content, icons) => {
  it('has an icon for every key the content names, and none the content does not name', () => {
    const named = iconKeysIn(content);
    expect(named.length).toBeGreaterThan(0);
    expect(Object.keys(icons).sort()).toEqual(named);
  });

  it('draws each key as the outlined MUI icon of that name, hidden from screen readers', () => {
    for (const [key, icon] of Object.entries(icons)) {
      const { container, unmount } = render(createElement(icon));
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('data-testid')).toBe(`${muiName(key)}OutlinedIcon`);
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
  });
});
