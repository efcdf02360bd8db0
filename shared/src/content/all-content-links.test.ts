import { isKnownPath } from '../routes/routes';
import * as about from './about';
import * as articles from './articles';
import * as blogAsiaFocus from './blog-asia-focus';
import * as blog from './blog';
import { richTextLinks } from './blog';
import * as contactPages from './contact-pages';
import * as faq from './faq';
import * as home from './home';
import * as legal from './legal';
import * as navigation from './navigation';
import * as portfolioCaseStudies from './portfolio-case-studies';
import * as portfolioIndustries from './portfolio-industries';
import * as portfolio from './portfolio';
import * as servicePages from './service-pages';
import * as services from './services';

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
