/** The portfolio's catalog in the browser: each language's copy a chunk of its own (../locale/on-demand.ts). */
import { onDemand } from '../locale/on-demand';
import type { PortfolioCatalog } from './portfolio-catalog-shape';
import { portfolioCatalogOf } from './portfolio-catalog-shape';

export type { PortfolioCatalog };

export const portfolioCatalog = onDemand<PortfolioCatalog>({
  en: async () => {
    const [portfolio, industries, caseStudies] = await Promise.all([
      import('./portfolio'),
      import('./portfolio-industries'),
      import('./portfolio-case-studies'),
    ]);
    return portfolioCatalogOf({ portfolio, industries, caseStudies });
  },
  'zh-HK': async () => {
    const [portfolio, industries, caseStudies] = await Promise.all([
      import('./portfolio.zh-hk'),
      import('./portfolio-industries.zh-hk'),
      import('./portfolio-case-studies.zh-hk'),
    ]);
    return portfolioCatalogOf({ portfolio, industries, caseStudies });
  },
});
