import { isKnownPath } from '@agency/platform/routes';
import * as about from './company-pages/about';
import * as articles from './blog/articles';
import * as blogAsiaFocus from './blog/blog-asia-focus';
import * as blog from './blog/blog';
import { richTextLinks } from './blog/rich-text';
import * as contactPages from './contact/contact-pages';
import * as faq from './company-pages/faq';
import * as home from './company-pages/home';
import * as legal from './company-pages/legal';
import * as navigation from './site/navigation';
import * as portfolioCaseStudies from './portfolio/portfolio-case-studies';
import * as portfolioIndustries from './portfolio/portfolio-industries';
import * as portfolio from './portfolio/portfolio';
import * as servicePages from './services/service-pages';
import * as services from './services/services';

const modules = {
  about,
  articles,
  blogAsiaFocus,
  blog,
  contactPages,
  faq,
  home,
  legal,
  navigation,
  portfolioCaseStudies,
  portfolioIndustries,
  portfolio,
  servicePages,
  services,
};

/** Every `href` value and every `[label](target)` link in a module's data, with where it sits. */
function linksIn(value: unknown, where: string, found: { where: string; href: string }[], seen: Set<unknown>) {
  if (typeof value === 'string') {
    for (const link of richTextLinks(value)) found.push({ where, href: link.href });
    return;
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'href' && typeof child === 'string') found.push({ where: `${where}.${key}`, href: child });
    else linksIn(child, `${where}.${key}`, found, seen);
  }
}

const allLinks = () => {
  const found: { where: string; href: string }[] = [];
  for (const [name, module] of Object.entries(modules)) linksIn(module, name, found, new Set());
  return found;
};

describe('every link in the content', () => {
  it('finds the links of every content module', () => {
    const byModule = new Set(allLinks().map((link) => link.where.split('.')[0]));
    for (const name of ['home', 'navigation', 'servicePages', 'portfolio', 'about', 'articles']) {
      expect(byModule).toContain(name);
    }
  });

  it('goes to a route of the table, an in-page anchor of one, or a mailto:/tel: address', () => {
    const broken = allLinks().filter(({ href }) => {
      if (/^(mailto|tel):/.test(href)) return false;
      const [path = ''] = href.split('#');
      return !isKnownPath(path || '/');
    });
    expect(broken).toEqual([]);
  });

  it('never points at another host', () => {
    expect(allLinks().filter(({ href }) => /^(https?:)?\/\//.test(href))).toEqual([]);
  });
});
