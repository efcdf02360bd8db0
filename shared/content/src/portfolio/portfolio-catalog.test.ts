import type { Locale } from '@agency/platform/routes';
import { paths } from '@agency/platform/routes';
import { routeHeads } from '../site/route-heads.zh-hk';
import type { PortfolioCatalog } from './portfolio-catalog';
import { portfolioCatalog } from './portfolio-catalog';

const han = /\p{Script=Han}/u;

/** What must be the same in every language: the slugs, icons, addresses, projects shown and technologies. */
function identifiers(catalog: PortfolioCatalog) {
  const { projects, portfolioOverview, industryPages, caseStudiesPage } = catalog;
  return {
    projects: projects.map((project) => project.slug),
    heroActions: [portfolioOverview.heroActions.primary.href, portfolioOverview.heroActions.secondary.href],
    featured: portfolioOverview.featured.projects,
    browse: portfolioOverview.browse.pages.map((page) => [page.slug, page.icon]),
    overviewCta: portfolioOverview.cta.action.href,
    industryPages: industryPages.map((page) => ({
      slug: page.slug,
      icons: page.features.items.map((item) => item.icon),
      projects: page.projects.items,
      technologies: page.technologies?.groups,
      cta: page.cta.action.href,
    })),
    cases: caseStudiesPage.cases.map((study) => study.project),
    casesCta: caseStudiesPage.cta.action.href,
  };
}

describe('portfolioCatalog', () => {
  const english = portfolioCatalog.en;
  const chinese = portfolioCatalog['zh-HK'];

  it('has the same identifiers in both languages', () => {
    expect(identifiers(chinese)).toEqual(identifiers(english));
  });

  it.each(['en', 'zh-HK'] as Locale[])('finds %s projects by slug in their own language', (locale) => {
    const catalog = portfolioCatalog[locale];
    for (const project of catalog.projects) expect(catalog.projectBySlug(project.slug)).toBe(project);
  });

  it('writes every project, and the description of its visual, in Chinese', () => {
    for (const project of chinese.projects) {
      for (const words of [project.title, project.client, project.description, project.imageAlt]) {
        expect(words).toMatch(han);
      }
    }
  });

  it('gives each Chinese page the Chinese route title as its h1', () => {
    const heroes: [string, string][] = [
      [paths.portfolio.root, chinese.portfolioOverview.hero.title],
      [paths.portfolio.page('case-studies'), chinese.caseStudiesPage.hero.title],
      ...chinese.industryPages.map((page): [string, string] => [paths.portfolio.page(page.slug), page.hero.title]),
    ];
    for (const [path, title] of heroes) expect(title).toBe(routeHeads[path]?.title);
  });

  it('names the technology groups and the tag lists in each language', () => {
    expect(english.technologyGroupLabels).toEqual({ Frontend: 'Frontend', Backend: 'Backend', Database: 'Database' });
    expect(chinese.technologyGroupLabels).toEqual({ Frontend: '前端', Backend: '後端', Database: '數據庫' });
    expect(english.labels.tagsOf('Wine E-commerce Store')).toBe('Wine E-commerce Store: tags');
    expect(chinese.labels.tagsOf('葡萄酒網店')).toBe('葡萄酒網店：標籤');
    expect(english.labels.technologiesOf('Frontend')).toBe('Frontend technologies');
    expect(chinese.labels.technologiesOf('前端')).toBe('前端技術');
  });
});
