import { isKnownPath, paths, portfolioSlugs } from '@agency/platform/routes';
import { projects, portfolioOverview } from './portfolio';
import { projectSlugs } from './portfolio-facts';
import { portfolioCatalog } from './portfolio-catalog';
import { caseStudiesPage } from './portfolio-case-studies';
import { industryPage, industryPages } from './portfolio-industries';
import { routeHeads } from '../site/route-heads';

const { projectBySlug } = portfolioCatalog.en;
const consultation = '/contact/schedule-consultation';

describe('portfolio projects', () => {
  it('has one project per slug, in slug order', () => {
    expect(projects.map((project) => project.slug)).toEqual([...projectSlugs]);
    expect(new Set(projects.map((project) => project.title)).size).toBe(projects.length);
  });

  it.each(projects.map((project) => [project.slug, project] as const))(
    '%s has a title, client, description, image alt text and tags',
    (_slug, project) => {
      expect(project.title.trim()).not.toBe('');
      expect(project.client).toMatch(/, (Hong Kong|Kwun Tong|New Territories)/);
      expect(project.description.length).toBeGreaterThan(120);
      expect(project.imageAlt.length).toBeGreaterThan(40);
      expect(project.tags.length).toBeGreaterThanOrEqual(3);
      expect(new Set(project.tags).size).toBe(project.tags.length);
    },
  );

  it('finds a project by slug', () => {
    expect(projectBySlug('ai-recruitment-platform').title).toBe('AI Recruitment Platform');
  });
});

describe('portfolio overview', () => {
  it('features six different projects of the portfolio', () => {
    const featured = portfolioOverview.featured.projects;
    expect(featured).toHaveLength(6);
    expect(new Set(featured).size).toBe(featured.length);
    for (const slug of featured) expect(projectSlugs).toContain(slug);
  });

  it('promises the four benefits', () => {
    expect(portfolioOverview.benefits.items.map((item) => item.title)).toEqual([
      'Free 30-minute consultation',
      'Tailored solutions',
      'Dedicated project manager',
      'Transparent pricing',
    ]);
  });

  it('ends with Start Your Project to the consultation page', () => {
    expect(portfolioOverview.cta.action).toEqual({ label: 'Start Your Project', href: consultation });
    expect(portfolioOverview.heroActions.primary).toEqual({ label: 'Start Your Project', href: consultation });
  });

  it('links every portfolio sub-page once', () => {
    expect(portfolioOverview.browse.pages.map((page) => paths.portfolio.page(page.slug))).toEqual(
      portfolioSlugs.map((slug) => `/portfolio/${slug}`),
    );
  });

  it('uses the route table title as its h1', () => {
    expect(portfolioOverview.hero.title).toBe(routeHeads['/portfolio']?.title);
  });
});

describe('industry pages', () => {
  it('cover the five industries of the route table, in menu order', () => {
    expect(industryPages.map((page) => page.slug)).toEqual([
      'ecommerce',
      'healthcare',
      'corporate',
      'insurance',
      'web-development',
    ]);
  });

  it.each(industryPages.map((page) => [page.slug, page] as const))(
    '%s: h1 from the route table, four features, three of its own projects, CTA to the consultation',
    (slug, page) => {
      expect(page.hero.title).toBe(routeHeads[paths.portfolio.page(slug)]?.title);
      expect(page.features.items).toHaveLength(4);
      expect(page.projects.items).toHaveLength(3);
      expect(new Set(page.projects.items).size).toBe(3);
      expect(page.cta.action.href).toBe(consultation);
    },
  );

  it('never shows a project on two industry pages', () => {
    const shown = industryPages.flatMap((page) => page.projects.items);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('lists the Web Development technologies as Frontend, Backend and Database', () => {
    expect(industryPage('web-development').technologies?.groups).toEqual([
      { name: 'Frontend', items: ['React', 'TypeScript', 'Next.js', 'Material UI', 'React Native'] },
      { name: 'Backend', items: ['Node.js', 'Python', 'NestJS', 'FastAPI', 'GraphQL'] },
      { name: 'Database', items: ['PostgreSQL', 'MongoDB', 'Redis', 'Elasticsearch'] },
    ]);
    expect(industryPages.filter((page) => page.technologies).map((page) => page.slug)).toEqual(['web-development']);
  });
});

describe('case studies', () => {
  const { cases } = caseStudiesPage;

  it('has three complete cases, each about a portfolio project', () => {
    expect(cases).toHaveLength(3);
    for (const study of cases) {
      expect(projectSlugs).toContain(study.project);
      for (const part of [study.title, study.client, study.challenge, study.solution, study.outcome]) {
        expect(part.trim().length).toBeGreaterThan(20);
      }
      expect(study.tags.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('labels clients by sector and place, as the matching projects do', () => {
    expect(cases.map((study) => study.client)).toEqual([
      'Wine importer, Hong Kong',
      'B2B logistics provider, Kwun Tong',
      'Regional insurer, Hong Kong',
    ]);
    expect(cases.map((study) => projectBySlug(study.project).client)).toEqual(cases.map((study) => study.client));
  });

  it('quotes only the results of the testimonials (150% conversion, 300% more leads)', () => {
    expect(cases[0]?.outcome).toContain('conversion rate was up 150%');
    expect(cases[1]?.outcome).toContain('qualified leads rose by 300%');
    const percentages = cases.flatMap((study) => study.outcome.match(/\d+%/g) ?? []);
    expect(percentages).toEqual(['150%', '300%']);
  });

  it('uses the route table title as its h1 and closes with the consultation', () => {
    expect(caseStudiesPage.hero.title).toBe(routeHeads[paths.portfolio.page('case-studies')]?.title);
    expect(caseStudiesPage.cta.action.href).toBe(consultation);
  });
});

describe('portfolio links', () => {
  it('all open pages of the route table', () => {
    const links = [
      portfolioOverview.heroActions.primary.href,
      portfolioOverview.heroActions.secondary.href,
      portfolioOverview.cta.action.href,
      ...portfolioOverview.browse.pages.map((page) => paths.portfolio.page(page.slug)),
      ...industryPages.map((page) => page.cta.action.href),
      caseStudiesPage.cta.action.href,
    ];
    expect(links.filter((href) => !isKnownPath(href))).toEqual([]);
  });
});
