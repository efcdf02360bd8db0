import { portfolioCatalog } from '@agency/content/portfolio/portfolio-catalog';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { renderInChinese } from '../testing/in-chinese';
import { CaseStudiesPage } from './case-studies-page';

describe('CaseStudiesPage', () => {
  beforeEach(() => renderWithProviders(<CaseStudiesPage />));

  it('has one h1, Case Studies', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Case Studies');
  });

  it('tells three complete cases: client, challenge, solution, outcome, tags and a visual', () => {
    const cases = screen.getAllByRole('article');
    expect(cases.map((study) => within(study).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'From WhatsApp orders to an online cellar',
      'A website and LinkedIn programme that reach procurement heads',
      'A lead inbox and sales portal for a tied-agency force',
    ]);
    expect(cases.map((study) => within(study).getByText(/, (Hong Kong|Kwun Tong)$/).textContent)).toEqual([
      'Wine importer, Hong Kong',
      'B2B logistics provider, Kwun Tong',
      'Regional insurer, Hong Kong',
    ]);
    for (const study of cases) {
      expect(
        within(study)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['The challenge', 'Our solution', 'The outcome']);
      expect(within(study).getByRole('img').getAttribute('alt')?.length).toBeGreaterThan(40);
      expect(within(study).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    expect(cases[0]).toHaveTextContent('conversion rate was up 150%');
    expect(cases[1]).toHaveTextContent('qualified leads rose by 300%');
  });

  it('closes with a button to the consultation page', () => {
    const closing = screen.getByRole('region', { name: 'Could your business be our next case study?' });
    expect(within(closing).getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
  });
});

describe('CaseStudiesPage in Chinese', () => {
  const chinese = portfolioCatalog['zh-HK'];
  beforeEach(() => renderInChinese(<CaseStudiesPage />));

  it('tells the three cases in Chinese: their titles, parts, visuals and tags', () => {
    const cases = screen.getAllByRole('article');
    expect(cases).toHaveLength(3);
    chinese.caseStudiesPage.cases.forEach((study, index) => {
      const card = cases[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(study.title);
      expect(
        within(card)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['挑戰', '我們的方案', '成果']);
      expect(within(card).getByText(study.client)).toBeInTheDocument();
      expect(within(card).getByRole('img')).toHaveAttribute('alt', chinese.projectBySlug(study.project).imageAlt);
      expect(within(card).getByRole('list', { name: `${study.title}：標籤` })).toBeInTheDocument();
    });
    expect(cases[0]).toHaveTextContent('由 WhatsApp 接單到網上酒窖');
    expect(cases[0]).toHaveTextContent('網上轉化率比舊有的目錄網站提升150%');
  });

  it('closes with a link to the Chinese consultation page (預約免費諮詢)', () => {
    const link = within(screen.getByRole('region', { name: chinese.caseStudiesPage.cta.title })).getByRole('link');
    expect(link).toHaveTextContent('預約免費諮詢');
    expect(link).toHaveAttribute('href', '/zh-hk/contact/schedule-consultation');
  });
});
