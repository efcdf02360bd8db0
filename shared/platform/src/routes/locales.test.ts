import { localizedPath, splitLocale } from './locales';
import { appForPath, findRoute, isKnownPath, localizedRoutes } from './routes';

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/blog/crm-evolution', 'en', '/blog/crm-evolution'],
    ['/zh-hk/', 'zh-HK', '/'],
    ['/zh-hk', 'zh-HK', '/'],
    ['/zh-hk/blog/crm-evolution', 'zh-HK', '/blog/crm-evolution'],
    ['/zh-hkx/blog', 'en', '/zh-hkx/blog'],
    ['/ZH-HK/blog', 'en', '/ZH-HK/blog'],
  ])('%s is %s, the route %s', (pathname, locale, route) => {
    expect(splitLocale(pathname)).toEqual({ locale, route });
  });
});

describe('localizedPath', () => {
  it('keeps English at the route, and puts Chinese under /zh-hk (Home at /zh-hk/)', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/faq', 'en')).toBe('/faq');
    expect(localizedPath('/', 'zh-HK')).toBe('/zh-hk/');
    expect(localizedPath('/faq', 'zh-HK')).toBe('/zh-hk/faq');
  });

  it('is undone by splitLocale', () => {
    for (const { path, locale, route } of localizedRoutes())
      expect(splitLocale(path)).toEqual({ locale, route: route.path });
  });
});

describe('the route lookups, in both languages', () => {
  it('know each route in each of its languages, and nothing under a locale that is not one', () => {
    expect(isKnownPath('/zh-hk/blog/crm-evolution')).toBe(true);
    expect(isKnownPath('/zh-hk/blog/crm-evolution/')).toBe(true);
    expect(isKnownPath('/zh-hk/')).toBe(true);
    expect(isKnownPath('/zh-hk/no-such-page')).toBe(false);
    expect(isKnownPath('/zh-tw/blog')).toBe(false);
    expect(findRoute('/zh-hk/services/all-services')?.aliasOf).toBe('/services');
  });

  it('give a Chinese address the app of its route', () => {
    expect(appForPath('/zh-hk/blog/crm-evolution')).toBe('blog');
    expect(appForPath('/zh-hk/')).toBe('shell');
    expect(appForPath('/zh-hk/about/story')).toBe('shell');
  });

  it('list every route once per language: 47 routes, 94 addresses', () => {
    expect(localizedRoutes()).toHaveLength(94);
  });
});
