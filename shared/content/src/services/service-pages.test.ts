import { findRoute, paths, serviceSlugs } from '@agency/platform/routes';
import { servicePages } from './service-pages';
import type { ServiceBlock, ServicePageContent } from './service-pages/service-page';
import { services } from './services';
import { routeHeads } from '../site/route-heads';

const pages = serviceSlugs.map((slug) => [slug, servicePages[slug]] as const);

const blocksOf = <Kind extends ServiceBlock['kind']>(page: ServicePageContent, kind: Kind) =>
  page.blocks.filter((block): block is Extract<ServiceBlock, { kind: Kind }> => block.kind === kind);

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

/** Every string a visitor reads on the page, for the distinctness and placeholder checks. */
function copyOf(page: ServicePageContent): string[] {
  return [
    page.hero.lead,
    page.intro.title,
    ...page.intro.paragraphs,
    ...page.intro.atAGlance,
    ...page.blocks.flatMap((block) => [
      block.title,
      block.intro ?? '',
      ...(block.kind === 'features' || block.kind === 'cards' ? block.cards : []).flatMap((card) => [
        card.title,
        card.description,
      ]),
      ...(block.kind === 'checklist' ? block.items : block.kind === 'steps' ? block.steps : []).flatMap((point) => [
        point.title,
        point.text,
      ]),
    ]),
    page.cta.title,
    page.cta.text,
    page.cta.action.label,
  ].filter((text) => text !== '');
}

describe('service pages content', () => {
  it('has one page per service, keyed by its slug', () => {
    expect(Object.keys(servicePages).sort()).toEqual([...serviceSlugs].sort());
    for (const [slug, page] of pages) expect(page.slug).toBe(slug);
  });

  it.each(pages)('%s has a hero, a two-paragraph intro with a glance list and a call to action', (_slug, page) => {
    expect(page.hero.lead.length).toBeGreaterThan(80);
    expect(page.hero.action.label).not.toBe('');
    expect(page.intro.title).not.toBe('');
    expect(page.intro.paragraphs).toHaveLength(2);
    expect(page.intro.atAGlance.length).toBeGreaterThanOrEqual(3);
    expect(page.intro.atAGlance.length).toBeLessThanOrEqual(5);
    expect(page.cta.title).not.toBe('');
    expect(page.cta.text.length).toBeGreaterThan(60);
  });

  it.each(pages)('%s has exactly one block of exactly four feature cards', (_slug, page) => {
    const features = blocksOf(page, 'features');
    expect(features).toHaveLength(1);
    expect(features[0]?.cards).toHaveLength(4);
  });

  it.each(pages)('%s has unique block ids, none clashing with the intro', (_slug, page) => {
    const ids = page.blocks.map((block) => block.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('overview');
  });

  const ctaTargets = pages.map(
    ([slug]) =>
      [slug, slug === 'b2b-marketing' ? paths.contact.scheduleConsultation : paths.contact.consultation] as const,
  );
  it.each(ctaTargets)('%s sends both its hero button and its call to action to %s', (slug, href) => {
    expect(servicePages[slug].hero.action.href).toBe(href);
    expect(servicePages[slug].cta.action.href).toBe(href);
    expect(findRoute(href)?.path).toBe(href);
  });

  it.each([
    [
      'content-marketing',
      ['Strategy Development', 'Blog & Article Writing', 'Video & Visual Content', 'Content Distribution'],
    ],
    [
      'digital-marketing',
      [
        'Search Engine Optimisation (SEO)',
        'Search Engine Marketing (SEM)',
        'Online Presence Management',
        'Performance Tracking',
      ],
    ],
    ['social-media-management', ['Growth Hacking', 'Content Creation', 'Social Advertising', 'Community Management']],
    ['training', ['AI Training', 'Digital Marketing Training', 'Content Marketing Training', 'Certification']],
  ] as const)('%s names its four feature cards', (slug, cards) => {
    expect(titles(blocksOf(servicePages[slug], 'features')[0]?.cards ?? [])).toEqual(cards);
  });

  it('LinkedIn: 950+ million intro, six service cards, six reasons, the four approach cards, in that order', () => {
    const page = servicePages['linkedin-marketing'];
    expect(page.intro.paragraphs[0]).toContain('more than 950 million professionals');
    expect(page.blocks.map((block) => [block.kind, block.title])).toEqual([
      ['cards', 'Our LinkedIn services'],
      ['checklist', 'Why LinkedIn Marketing Matters'],
      ['features', 'Our approach'],
    ]);
    expect(blocksOf(page, 'cards')[0]?.cards).toHaveLength(6);
    expect(blocksOf(page, 'checklist')[0]?.items).toHaveLength(6);
    expect(page.hero.action).toEqual({ label: 'Start LinkedIn Strategy', href: '/contact/consultation' });
    expect(page.cta.action).toEqual({ label: 'Start LinkedIn Strategy', href: '/contact/consultation' });
  });

  it('B2B: four cards, a why-choose list, six service cards and a four-step process, in that order', () => {
    const page = servicePages['b2b-marketing'];
    expect(page.blocks.map((block) => block.kind)).toEqual(['features', 'checklist', 'cards', 'steps']);
    expect(blocksOf(page, 'checklist')[0]?.title).toBe('Why B2B companies choose Harbourline Digital');
    expect(blocksOf(page, 'cards')[0]?.cards).toHaveLength(6);
    expect(blocksOf(page, 'steps')[0]?.steps).toHaveLength(4);
    expect(page.cta.action.href).toBe('/contact/schedule-consultation');
  });

  it('never repeats a lead, intro, card description or call to action across pages', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [slug, page] of pages) {
      const longCopy = copyOf(page).filter((text) => text.length > 60);
      for (const text of new Set(longCopy)) {
        const first = seen.get(text);
        if (first) repeats.push(`${first} and ${slug}: ${text}`);
        else seen.set(text, slug);
      }
    }
    expect(repeats).toEqual([]);
    expect(new Set(pages.map(([, page]) => page.cta.title)).size).toBe(pages.length);
    expect(new Set(pages.map(([, page]) => page.intro.title)).size).toBe(pages.length);
  });

  it('contains no placeholder copy or external links', () => {
    const offending = pages.flatMap(([slug, page]) =>
      copyOf(page)
        .filter((text) => /lorem|ipsum|coming soon|\bTODO\b|\bTBD\b|https?:/i.test(text))
        .map((text) => `${slug}: ${text}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('service titles and document metadata', () => {
  it.each(services.map((service) => [service.slug, service] as const))(
    '%s: the route table title is the page h1',
    (slug, service) => {
      expect(routeHeads[paths.services.service(slug)]?.title).toBe(service.title);
    },
  );
});
