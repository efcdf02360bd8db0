import { findRoute, paths } from '@agency/platform/routes';
import { aboutEyebrow, ourOffice, ourStory, ourValues, whyChooseUs } from './about';
import { company } from '../site/company';
import { routeHeads } from '../site/route-heads';

describe('About content', () => {
  it('gives each page an h1 equal to its route-table title', () => {
    expect(aboutEyebrow).toBe('About Us');
    const pages = [
      [paths.about.story, ourStory.intro.title],
      [paths.about.values, ourValues.intro.title],
      [paths.about.whatSetsUsApart, whyChooseUs.intro.title],
      [paths.about.office, ourOffice.intro.title],
    ] as const;
    expect(pages.map(([path, title]) => [routeHeads[path]?.title, title])).toEqual([
      ['Our Story', 'Our Story'],
      ['Our Values', 'Our Values'],
      ['Why Choose Us', 'Why Choose Us'],
      ['Our Office', 'Our Office'],
    ]);
  });

  it('tells the story from digital marketing in 2017 to AI solutions in 2023', () => {
    expect(company.foundedYear).toBe(2017);
    expect(company.aiSinceYear).toBe(2023);
    expect(ourStory.intro.lead).toContain('Founded in Wan Chai in 2017 as a digital marketing studio');
    expect(ourStory.intro.lead).toContain('since 2023');
    const years = ourStory.milestones.items.map((milestone) => milestone.year);
    expect(years[0]).toBe(2017);
    expect(years).toContain(2023);
    expect([...years].sort()).toEqual(years);
    expect(ourStory.milestones.items.find((milestone) => milestone.year === 2023)?.title).toBe('AI solutions practice');
    expect(ourStory.audiences.items.map((audience) => audience.title)).toEqual(['Startups', 'SMEs', 'Enterprises']);
    expect(ourStory.cta.action).toEqual({ label: 'Explore Our Services', href: '/services' });
  });

  it('lists six values under distinct names, each with an icon, two sentences and practices', () => {
    const titles = ourValues.values.items.map((value) => value.title);
    expect(titles).toHaveLength(6);
    expect(new Set(titles).size).toBe(titles.length);
    for (const value of ourValues.values.items) {
      expect(value.icon).toBeDefined();
      expect(value.description.match(/[.!?](\s|$)/g)).toHaveLength(2);
      expect(value.details.length).toBeGreaterThanOrEqual(2);
    }
    expect(ourValues.cta.action).toEqual({ label: 'Explore Our Services', href: '/services' });
  });

  it('lists the four points of Why Choose Us, each with details', () => {
    expect(whyChooseUs.points.items.map((point) => point.title)).toEqual([
      'Free Consultation and Project Assessment',
      'Dynamic Digital Solutions',
      'Dedicated Project Manager',
      'Transparent Pricing and Timelines',
    ]);
    for (const point of whyChooseUs.points.items) expect(point.details).toHaveLength(3);
    expect(whyChooseUs.cta.action).toEqual({
      label: 'Schedule a Free Consultation',
      href: '/contact/schedule-consultation',
    });
  });

  it('has office copy that links to the consultation page and leaves the facts to company', () => {
    expect(ourOffice.cta.action).toEqual({ label: 'Schedule a Consultation', href: '/contact/schedule-consultation' });
    expect(ourOffice.contact.intro).toBe(company.replyPromise);
    expect(ourOffice.directions.items.map((item) => item.title)).toEqual([
      'By MTR',
      'By tram',
      'By bus or taxi',
      'On arrival',
    ]);
    expect(ourOffice.directions.items[0]?.description).toContain('Wan Chai station');
    // The address, hours, e-mail and phone are never retyped in the page copy.
    const copy = JSON.stringify(ourOffice);
    for (const fact of [company.email, company.phone, ...company.address.lines, company.hours.weekdays]) {
      expect(copy).not.toContain(fact);
    }
  });

  it('sends every About button to its exact path, a primary path and never an alias', () => {
    const hrefs = [ourStory, ourValues, whyChooseUs, ourOffice].map((page) => page.cta.action.href);
    expect(hrefs).toEqual([
      '/services',
      '/services',
      '/contact/schedule-consultation',
      '/contact/schedule-consultation',
    ]);
    for (const href of hrefs) {
      expect(findRoute(href)?.path).toBe(href);
      expect(findRoute(href)?.aliasOf).toBeUndefined();
    }
  });
});
