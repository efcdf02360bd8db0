import { industryPage } from '@agency/content/portfolio/portfolio-industries';
import type { IndustrySlug } from '@agency/content/portfolio/portfolio-industries';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
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
