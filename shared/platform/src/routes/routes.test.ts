import type { AppName } from './routes';
import {
  appForPath,
  articleSlugs,
  findRoute,
  isKnownPath,
  normalizePath,
  paths,
  portfolioSlugs,
  relativeToSection,
  remoteNames,
  routeTable,
  sectionBasePath,
  sectionRoutes,
  serviceSlugs,
} from './routes';

const pathsOf = (app: AppName) => routeTable.filter((route) => route.app === app).map((route) => route.path);

describe('route table', () => {
  it('has exactly 47 unique paths', () => {
    expect(routeTable).toHaveLength(47);
    expect(new Set(routeTable.map((route) => route.path)).size).toBe(47);
  });

  it('gives the shell its 8 pages', () => {
    expect(pathsOf('shell')).toEqual([
      '/',
      '/about/story',
      '/about/values',
      '/about/what-sets-us-apart',
      '/about/office',
      '/privacy-policy',
      '/terms-conditions',
      '/faq',
    ]);
  });

  it('gives services its 14 pages: overview, all-services and one per service in menu order', () => {
    expect(pathsOf('services')).toEqual([
      '/services',
      '/services/all-services',
      '/services/content-marketing',
      '/services/digital-marketing',
      '/services/social-media-management',
      '/services/linkedin-marketing',
      '/services/b2b-marketing',
      '/services/email-marketing',
      '/services/paid-marketing',
      '/services/crm-solutions',
      '/services/ai-solutions',
      '/services/ai-workflow-automation',
      '/services/website-development',
      '/services/training',
    ]);
  });

  it('gives blog its 13 pages: listing, Asia focus and the eleven articles', () => {
    expect(pathsOf('blog')).toEqual([
      '/blog',
      '/blog/asia-focus',
      '/blog/ai-transformation',
      '/blog/ai-marketing-hong-kong',
      '/blog/b2b-marketing-trends-2025',
      '/blog/hong-kong-conversational-ai',
      '/blog/content-marketing-evolution',
      '/blog/digital-transformation-roi',
      '/blog/paid-marketing-roi-2025',
      '/blog/southeast-asia-ecommerce',
      '/blog/crm-evolution',
      '/blog/web-development-best-practices',
      '/blog/asia-digital-transformation',
    ]);
  });

  it('gives portfolio its 7 pages', () => {
    expect(pathsOf('portfolio')).toEqual([
      '/portfolio',
      '/portfolio/ecommerce',
      '/portfolio/healthcare',
      '/portfolio/corporate',
      '/portfolio/insurance',
      '/portfolio/web-development',
      '/portfolio/case-studies',
    ]);
  });

  it('gives contact its 5 pages, including the consultation alias', () => {
    expect(pathsOf('contact')).toEqual([
      '/contact/quote',
      '/contact/schedule-consultation',
      '/contact/consultation',
      '/contact/training',
      '/contact/partnership',
    ]);
  });

  it('marks exactly two aliases, each naming a primary path of the table that is no alias itself', () => {
    const aliases = routeTable.filter((route) => route.aliasOf !== undefined);
    expect(aliases.map((route) => [route.path, route.aliasOf])).toEqual([
      ['/services/all-services', '/services'],
      ['/contact/consultation', '/contact/schedule-consultation'],
    ]);
    for (const alias of aliases) {
      const primary = findRoute(alias.aliasOf ?? '');
      expect(primary?.path).toBe(alias.aliasOf);
      expect(primary?.aliasOf).toBeUndefined();
      expect(primary?.app).toBe(alias.app);
    }
  });
});

describe('paths', () => {
  it('holds the fixed paths', () => {
    expect(paths.home).toBe('/');
    expect(paths.about).toEqual({
      story: '/about/story',
      values: '/about/values',
      whatSetsUsApart: '/about/what-sets-us-apart',
      office: '/about/office',
    });
    expect(paths.privacyPolicy).toBe('/privacy-policy');
    expect(paths.termsConditions).toBe('/terms-conditions');
    expect(paths.faq).toBe('/faq');
    expect(paths.services.root).toBe('/services');
    expect(paths.services.allServices).toBe('/services/all-services');
    expect(paths.blog.root).toBe('/blog');
    expect(paths.blog.asiaFocus).toBe('/blog/asia-focus');
    expect(paths.portfolio.root).toBe('/portfolio');
    expect(paths.contact).toEqual({
      quote: '/contact/quote',
      scheduleConsultation: '/contact/schedule-consultation',
      consultation: '/contact/consultation',
      training: '/contact/training',
      partnership: '/contact/partnership',
    });
    expect(paths.homeContact).toBe('/#contact');
  });

  it('builds slug paths', () => {
    expect(paths.blog.article('crm-evolution')).toBe('/blog/crm-evolution');
    expect(paths.services.service('ai-workflow-automation')).toBe('/services/ai-workflow-automation');
    expect(paths.portfolio.page('case-studies')).toBe('/portfolio/case-studies');
  });

  it('builds only paths of the route table from every slug', () => {
    const built = [
      ...serviceSlugs.map(paths.services.service),
      ...articleSlugs.map(paths.blog.article),
      ...portfolioSlugs.map(paths.portfolio.page),
    ];
    expect(built).toHaveLength(12 + 11 + 6);
    expect(built.filter((path) => !isKnownPath(path))).toEqual([]);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog//', '/blog'],
    ['/blog/crm-evolution/', '/blog/crm-evolution'],
    ['/blog?page=2', '/blog'],
    ['/blog/?page=2', '/blog'],
    ['/services/training#top', '/services/training'],
    ['/?utm_source=x', '/'],
    ['/#contact', '/'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('findRoute', () => {
  it('returns the route of a known path, ignoring a trailing slash and query', () => {
    const crm = routeTable.find((route) => route.path === '/services/crm-solutions');
    expect(findRoute('/services/crm-solutions')).toBe(crm);
    expect(findRoute('/services/crm-solutions/')).toBe(crm);
    expect(findRoute('/services/crm-solutions?ref=menu')).toBe(crm);
    expect(findRoute('/services/crm-solutions')).toEqual({ path: '/services/crm-solutions', app: 'services' });
  });

  it('returns undefined for unknown paths', () => {
    expect(findRoute('/blog/all-articles')).toBeUndefined();
    expect(findRoute('/services/unknown')).toBeUndefined();
    expect(findRoute('/nope')).toBeUndefined();
  });
});

describe('isKnownPath', () => {
  it.each(['/', '/blog', '/blog/', '/faq?x=1', '/contact/consultation', '/portfolio/case-studies/'])(
    '%s is known',
    (path) => {
      expect(isKnownPath(path)).toBe(true);
    },
  );

  it.each([
    '/blog/all-articles',
    '/blog/ai-digital-transformation',
    '/blog/marketing-trends',
    '/blog/digital-marketing-trends',
    '/blog/business-innovation',
    '/services/unknown',
    '/about',
    '/contact',
    '/services/crm-solutions/extra',
    '/nope',
  ])('%s is not known', (path) => {
    expect(isKnownPath(path)).toBe(false);
  });
});

describe('appForPath', () => {
  it.each([
    ['/', 'shell'],
    ['/about/story', 'shell'],
    ['/faq', 'shell'],
    ['/nope', 'shell'],
    ['/services', 'services'],
    ['/services/', 'services'],
    ['/services/unknown', 'services'],
    ['/blog/all-articles', 'blog'],
    ['/blog?page=2', 'blog'],
    ['/portfolio/case-studies', 'portfolio'],
    ['/contact/quote', 'contact'],
    ['/contacts', 'shell'],
    ['/blogs/crm-evolution', 'shell'],
  ])('%s belongs to %s', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });
});

describe('sections', () => {
  it('mounts each remote under its own base path', () => {
    expect(remoteNames.map(sectionBasePath)).toEqual(['/services', '/blog', '/portfolio', '/contact']);
  });

  it('lists the routes of each remote', () => {
    expect(sectionRoutes('services')).toHaveLength(14);
    expect(sectionRoutes('blog')).toHaveLength(13);
    expect(sectionRoutes('portfolio')).toHaveLength(7);
    expect(sectionRoutes('contact')).toHaveLength(5);
    expect(sectionRoutes('contact').map((route) => route.path)).toEqual(pathsOf('contact'));
  });

  it('makes paths relative to the section base', () => {
    expect(relativeToSection('blog', '/blog')).toBe('');
    expect(relativeToSection('blog', '/blog/crm-evolution')).toBe('crm-evolution');
    expect(relativeToSection('services', '/services/all-services')).toBe('all-services');
    expect(relativeToSection('contact', '/contact/schedule-consultation')).toBe('schedule-consultation');
    expect(relativeToSection('portfolio', '/portfolio/case-studies')).toBe('case-studies');
  });

  it('makes every section route relative, with no slash at either end', () => {
    const relative = (name: (typeof remoteNames)[number]) =>
      sectionRoutes(name).map((route) => relativeToSection(name, route.path));
    expect(relative('contact')).toEqual(['quote', 'schedule-consultation', 'consultation', 'training', 'partnership']);
    expect(relative('portfolio')).toEqual(['', ...portfolioSlugs]);
    for (const name of remoteNames) {
      expect(relative(name).filter((path) => path.startsWith('/') || path.endsWith('/'))).toEqual([]);
    }
  });
});
