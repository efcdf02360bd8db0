import { industryPage } from '@agency/content/portfolio/portfolio-industries';
import type { IndustrySlug } from '@agency/content/portfolio/portfolio-industries';
import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { renderInChinese } from '../testing/in-chinese';
import { IndustryPage } from './industry-page';

const consultation = '/contact/schedule-consultation';

interface Expected {
  h1: string;
  features: string[];
  projects: string[];
  cta: string;
}

const expected: Record<IndustrySlug, Expected> = {
  ecommerce: {
    h1: 'E-commerce Projects',
    features: [
      'Conversion-focused storefronts',
      'Payments shoppers trust',
      'Inventory, ERP and CRM in sync',
      'Delivery and pick-up options',
    ],
    projects: ['Wine E-commerce Store', 'Health Products Store', 'B2B Ordering Portal'],
    cta: 'Plan Your Online Store',
  },
  healthcare: {
    h1: 'Healthcare Projects',
    features: [
      'Online booking and reminders',
      'Patient records and intake',
      'Privacy by design',
      'Multilingual, accessible interfaces',
    ],
    projects: ['Healthcare Management System', 'Physiotherapy Booking App', 'Family Portal for Elderly Care'],
    cta: 'Discuss Your Healthcare Project',
  },
  corporate: {
    h1: 'Corporate Websites',
    features: [
      'Bilingual and trilingual content',
      'A CMS your team can run',
      'Accessible and fast',
      'Event and investor portals',
    ],
    projects: ['Business Conference Portal', 'Logistics Corporate Website', 'Investor Relations Website'],
    cta: 'Plan Your Corporate Website',
  },
  insurance: {
    h1: 'Insurance Projects',
    features: [
      'Agent and broker portals',
      'Quotation and needs analysis',
      'Lead management and routing',
      'Compliance trails',
    ],
    projects: ['Insurance Agent Portal', 'SME Insurance Quotation Tool', 'Medical Claims Self-service'],
    cta: 'Discuss Your Insurance Project',
  },
  'web-development': {
    h1: 'Web Development Projects',
    features: ['Product discovery and UX', 'Scalable architecture', 'Integrations and APIs', 'Security and support'],
    projects: ['AI Recruitment Platform', 'Shipment Tracking Dashboard', 'Professional Training Platform'],
    cta: 'Discuss Your Web Project',
  },
};

const level3 = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe.each(Object.entries(expected) as [IndustrySlug, Expected][])('IndustryPage %s', (slug, want) => {
  const page = industryPage(slug);
  beforeEach(() => renderWithProviders(<IndustryPage page={page} />));

  it('has one h1 with the page title', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(want.h1);
  });

  it('shows its four feature cards', () => {
    expect(level3(screen.getByRole('region', { name: page.features.title }))).toEqual(want.features);
  });

  it('shows its three project cards, each with an image and tags', () => {
    const region = screen.getByRole('region', { name: page.projects.title });
    expect(level3(region)).toEqual(want.projects);
    const images = within(region).getAllByRole('img');
    expect(images).toHaveLength(3);
    for (const image of images) expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(region).getAllByRole('list', { name: /: tags$/ })).toHaveLength(3);
  });

  it('ends with a button to the consultation page', () => {
    const closing = screen.getByRole('region', { name: page.cta.title });
    expect(within(closing).getByRole('link')).toHaveAttribute('href', consultation);
    expect(within(closing).getByRole('link')).toHaveTextContent(want.cta);
  });
});

describe('IndustryPage web-development technologies', () => {
  it('groups the stack as Frontend, Backend and Database', () => {
    renderWithProviders(<IndustryPage page={industryPage('web-development')} />);
    const region = screen.getByRole('region', { name: 'Technologies we use' });
    expect(level3(region)).toEqual(['Frontend', 'Backend', 'Database']);
    const items = (name: string) =>
      within(within(region).getByRole('list', { name: `${name} technologies` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Frontend')).toEqual(['React', 'TypeScript', 'Next.js', 'Material UI', 'React Native']);
    expect(items('Backend')).toEqual(['Node.js', 'Python', 'NestJS', 'FastAPI', 'GraphQL']);
    expect(items('Database')).toEqual(['PostgreSQL', 'MongoDB', 'Redis', 'Elasticsearch']);
  });

  it('is not shown on the other industry pages', () => {
    renderWithProviders(<IndustryPage page={industryPage('healthcare')} />);
    expect(screen.queryByRole('region', { name: 'Technologies we use' })).not.toBeInTheDocument();
  });
});

describe('IndustryPage in Chinese', () => {
  const chinese = portfolioCatalog['zh-HK'];
  const chinesePage = (slug: IndustrySlug) => {
    const found = chinese.industryPages.find((page) => page.slug === slug);
    if (!found) throw new Error(`no Chinese industry page ${slug}`);
    return found;
  };

  it('shows the page, its projects and its call to action in Chinese, linked to Chinese pages', () => {
    renderInChinese(<IndustryPage page={chinesePage('healthcare')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('醫療保健項目');
    const region = screen.getByRole('region', { name: '精選醫療保健項目' });
    expect(level3(region)).toEqual(['醫療管理系統', '物理治療預約應用程式', '長者護理家屬平台']);
    expect(within(region).getAllByRole('list', { name: /：標籤$/ })).toHaveLength(3);
    expect(
      within(region)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(chinesePage('healthcare').projects.items.map((slug) => chinese.projectBySlug(slug).imageAlt));
    expect(screen.getByRole('link', { name: '商討您的醫療保健項目' })).toHaveAttribute(
      'href',
      '/zh-hk/contact/schedule-consultation',
    );
  });

  it('groups the stack in Chinese (前端 後端 數據庫), each list named in Chinese', () => {
    renderInChinese(<IndustryPage page={chinesePage('web-development')} />);
    const region = screen.getByRole('region', { name: '我們採用的技術' });
    expect(level3(region)).toEqual(['前端', '後端', '數據庫']);
    expect(
      within(within(region).getByRole('list', { name: '前端技術' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript', 'Next.js', 'Material UI', 'React Native']);
    expect(within(region).getByRole('list', { name: '後端技術' })).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: '數據庫技術' })).toBeInTheDocument();
  });
});
