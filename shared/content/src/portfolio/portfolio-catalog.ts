/**
 * The portfolio's copy in each language, as its pages read it (`useLocalized(portfolioCatalog)` in
 * the portfolio section): the projects with their visuals' alt texts, the overview, the five
 * industry pages, the case studies, the technology groups' labels and the words the pages put
 * around them. The browser's catalog is portfolio-catalog.browser.ts.
 */
import type { Localized } from '../locale/localized';
import * as english from './portfolio';
import * as chinese from './portfolio.zh-hk';
import type { PortfolioCatalog } from './portfolio-catalog-shape';
import { portfolioCatalogOf } from './portfolio-catalog-shape';
import * as englishCaseStudies from './portfolio-case-studies';
import * as chineseCaseStudies from './portfolio-case-studies.zh-hk';
import * as englishIndustries from './portfolio-industries';
import * as chineseIndustries from './portfolio-industries.zh-hk';

export type { PortfolioCatalog };

export const portfolioCatalog: Localized<PortfolioCatalog> = {
  en: portfolioCatalogOf({ portfolio: english, industries: englishIndustries, caseStudies: englishCaseStudies }),
  'zh-HK': portfolioCatalogOf({ portfolio: chinese, industries: chineseIndustries, caseStudies: chineseCaseStudies }),
};
