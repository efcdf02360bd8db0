import { servicePages } from '@agency/content/services/service-pages';
import type { ServiceBlock } from '@agency/content/services/service-pages/service-page';
import type { ServiceSummary } from '@agency/content/services/services';
import { services } from '@agency/content/services/services';
import { servicesCatalog } from '@agency/content/services/services-catalog';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { englishIn, linksOutsideChinese, renderInLanguage } from '../testing/in-language';
import { ServicePage } from './service-page';

const serviceBySlug = (slug: ServiceSummary['slug']): ServiceSummary => {
  const found = services.find((service) => service.slug === slug);
  if (!found) throw new Error(`no service ${slug}`);
  return found;
};

function renderService(slug: ServiceSummary['slug']) {
  return renderWithProviders(<ServicePage service={serviceBySlug(slug)} content={servicePages[slug]} />);
}

/** A page's block of that kind, as the content module has it (the e2e services spec pins the words). */
function blockOf<Kind extends ServiceBlock['kind']>(slug: ServiceSummary['slug'], kind: Kind) {
  const block = servicePages[slug].blocks.find(
    (candidate): candidate is Extract<ServiceBlock, { kind: Kind }> => candidate.kind === kind,
  );
  if (!block) throw new Error(`no ${kind} block on ${slug}`);
  return block;
}

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

const headingTexts = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

/** Levels of every heading in document order. */
const outline = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => Number(heading.tagName[1]));

const standardPages = [
  ['content-marketing', 'Strategy Development', 'Content Distribution'],
  ['digital-marketing', 'Search Engine Optimisation (SEO)', 'Performance Tracking'],
  ['social-media-management', 'Growth Hacking', 'Community Management'],
  ['email-marketing', 'Strategy & Segmentation', 'Compliance & Deliverability'],
  ['paid-marketing', 'Search & Shopping Ads', 'Attribution & Reporting'],
  ['crm-solutions', 'CRM Selection & Planning', 'Automation & Adoption'],
  ['ai-solutions', 'Custom AI Assistants', 'AI Strategy & Governance'],
  ['ai-workflow-automation', 'Enquiry Intake & Triage', 'Follow-Up & Scheduling'],
  ['website-development', 'UX & Interface Design', 'Integrations & Care'],
  ['training', 'AI Training', 'Certification'],
] as const;

describe('ServicePage', () => {
  it.each(services.map((service) => [service.slug, service.title] as const))(
    '%s: one h1 (%s), then h2 sections and h3 cards without skipping a level',
    (slug, title) => {
      const { container } = renderService(slug);
      expect(headingTexts(1)).toEqual([title]);
      const levels = outline(container);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      });
      const page = servicePages[slug];
      expect(headingTexts(2)).toEqual([page.intro.title, ...page.blocks.map((block) => block.title), page.cta.title]);
    },
  );

  it.each(standardPages)(
    '%s shows its four feature cards as h3 and sends both buttons to /contact/consultation',
    (slug, firstCard, lastCard) => {
      renderService(slug);
      const features = screen.getByRole('region', { name: servicePages[slug].blocks[0]?.title });
      const cardHeadings = within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(cardHeadings).toHaveLength(4);
      expect(cardHeadings[0]).toBe(firstCard);
      expect(cardHeadings[3]).toBe(lastCard);
      expect(within(features).getAllByRole('listitem')).toHaveLength(4);

      const hero = screen.getByRole('banner');
      expect(within(hero).getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute(
        'href',
        '/contact/consultation',
      );
      const cta = screen.getByRole('region', { name: servicePages[slug].cta.title });
      expect(within(cta).getByRole('link', { name: servicePages[slug].cta.action.label })).toHaveAttribute(
        'href',
        '/contact/consultation',
      );
    },
  );

  it('shows the intro’s paragraphs and the deliverables at a glance', () => {
    renderService('crm-solutions');
    const intro = screen.getByRole('region', { name: 'One source of truth for every customer relationship' });
    expect(within(intro).getByText(/customer information lives in spreadsheets/)).toBeInTheDocument();
    const glance = within(intro).getByRole('complementary', { name: 'At a glance' });
    expect(
      within(glance)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(servicePages['crm-solutions'].intro.atAGlance);
  });

  it('LinkedIn: both "Start LinkedIn Strategy" buttons go to /contact/consultation', () => {
    renderService('linkedin-marketing');
    const buttons = screen.getAllByRole('link', { name: 'Start LinkedIn Strategy' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toHaveAttribute('href', '/contact/consultation');
    expect(within(screen.getByRole('banner')).getByRole('link')).toBe(buttons[0]);
    expect(screen.getAllByRole('link')).toEqual(buttons);
  });

  it('LinkedIn: six services, six reasons why it matters and the four approach cards', () => {
    renderService('linkedin-marketing');
    expect(screen.getByText(/more than 950 million professionals/)).toBeInTheDocument();
    const servicesRegion = screen.getByRole('region', { name: 'Our LinkedIn services' });
    expect(within(servicesRegion).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const why = screen.getByRole('region', { name: 'Why LinkedIn Marketing Matters' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
    const approach = screen.getByRole('region', { name: 'Our approach' });
    expect(
      within(approach)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(titles(blockOf('linkedin-marketing', 'features').cards));
  });

  it('B2B: its buttons go to /contact/schedule-consultation and the process has four numbered steps', () => {
    renderService('b2b-marketing');
    const buttons = screen.getAllByRole('link', { name: 'Schedule a Consultation' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toHaveAttribute('href', '/contact/schedule-consultation');

    expect(
      within(screen.getByRole('region', { name: 'Our B2B marketing services' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(titles(blockOf('b2b-marketing', 'cards').cards));
    expect(
      within(screen.getByRole('region', { name: 'Why B2B companies choose Harbourline Digital' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(6);
    expect(
      within(screen.getByRole('region', { name: 'Our process' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(blockOf('b2b-marketing', 'steps').steps.map((step, index) => `Step ${index + 1}: ${step.title}`));
  });
});

describe('ServicePage in Chinese', () => {
  const chinese = servicesCatalog['zh-HK'];
  const renderChinese = (slug: ServiceSummary['slug']) => {
    const service = chinese.services.find((candidate) => candidate.slug === slug);
    if (!service) throw new Error(`no service ${slug}`);
    return renderInLanguage(<ServicePage service={service} content={chinese.servicePages[slug]} />, 'zh-HK');
  };

  it.each(chinese.services.map((service) => [service.slug, service.title] as const))(
    '%s: the h1 (%s), its sections and its buttons in Chinese, to the Chinese pages, and no English',
    (slug, title) => {
      const { container } = renderChinese(slug);
      const page = chinese.servicePages[slug];
      expect(headingTexts(1)).toEqual([title]);
      expect(headingTexts(2)).toEqual([page.intro.title, ...page.blocks.map((block) => block.title), page.cta.title]);
      expect(within(screen.getByRole('banner')).getByText(chinese.servicePageLabels.eyebrow)).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: chinese.servicePageLabels.atAGlance })).toBeInTheDocument();
      const target = `/zh-hk${page.hero.action.href}`;
      expect(within(screen.getByRole('banner')).getByRole('link', { name: page.hero.action.label })).toHaveAttribute(
        'href',
        target,
      );
      const cta = screen.getByRole('region', { name: page.cta.title });
      expect(within(cta).getByRole('link', { name: page.cta.action.label })).toHaveAttribute('href', target);
      expect(englishIn(container)).toEqual([]);
      expect(linksOutsideChinese(container)).toEqual([]);
    },
  );

  it('B2B: the process’s steps say their number in Chinese', () => {
    renderChinese('b2b-marketing');
    const steps = chinese.servicePages['b2b-marketing'].blocks.find((block) => block.kind === 'steps');
    if (steps?.kind !== 'steps') throw new Error('no process');
    expect(
      within(screen.getByRole('region', { name: steps.title }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(steps.steps.map((step, index) => `第${index + 1}步：${step.title}`));
  });
});
