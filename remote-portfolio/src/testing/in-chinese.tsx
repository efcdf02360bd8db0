import type { PortfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { renderWithProviders } from '@agency/ui/testing';
import { LocaleContext } from '@agency/ui/theme';
import type { ReactElement } from 'react';

/** Renders as a Chinese page has it: in the site's theme and the zh-HK language. */
export function renderInChinese(ui: ReactElement) {
  return renderWithProviders(<LocaleContext value="zh-HK">{ui}</LocaleContext>);
}

/** Every string of `english` whose counterpart in `chinese` (same place) says something else. */
function replacedStrings(english: unknown, chinese: unknown, found: string[]): string[] {
  if (typeof english === 'string') {
    if (english !== chinese) found.push(english);
  } else if (english && typeof english === 'object' && chinese && typeof chinese === 'object') {
    for (const [key, value] of Object.entries(english)) {
      replacedStrings(value, (chinese as Record<string, unknown>)[key], found);
    }
  }
  return found;
}

/**
 * The English words of the portfolio's catalog that its Chinese pages must never show: every string
 * the Chinese catalog says differently (identifiers, product names and acronyms, the same in both,
 * are left out), and the words the labels put around a title.
 */
export function englishWords(): string[] {
  const words = ({
    projects,
    portfolioOverview,
    industryPages,
    caseStudiesPage,
    technologyGroupLabels,
  }: PortfolioCatalog) => ({
    projects,
    portfolioOverview,
    industryPages,
    caseStudiesPage,
    technologyGroupLabels,
  });
  const { labels } = portfolioCatalog.en;
  const around = [labels.tagsOf('\u0000'), labels.technologiesOf('\u0000')].flatMap((label) =>
    label.split('\u0000').map((part) => part.trim()),
  );
  return [
    ...replacedStrings(words(portfolioCatalog.en), words(portfolioCatalog['zh-HK']), []),
    ...around.filter((part) => part !== ''),
  ];
}

/** What a reader (or a screen reader) gets from a rendered page: its text, alt texts and accessible names. */
export function readableText(container: HTMLElement): string {
  const attributes = [...container.querySelectorAll('[alt], [aria-label], [title]')].flatMap((element) =>
    ['alt', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [container.textContent ?? '', ...attributes].join('\n');
}
