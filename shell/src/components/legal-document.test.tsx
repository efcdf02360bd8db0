import { privacyPolicy, termsConditions } from '@agency/content/company-pages/legal';
import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { LegalDocument } from './legal-document';

const content = {
  intro: { title: 'Test Policy', lead: 'What this policy covers.' },
  lastUpdated: { label: 'Last updated', date: '1 May 2025', iso: '2025-05-01' },
  tocTitle: 'Contents',
  preamble: ['Read this first.'],
  sections: [
    { id: 'first-part', title: 'First Part', blocks: ['A paragraph.', { list: ['One item', 'Another item'] }] },
    { id: 'second-part', title: 'Second Part', blocks: ['Closing words.'] },
  ],
};

describe('LegalDocument', () => {
  it('shows the hero, the last-updated date and numbered h2 sections with ids', () => {
    renderWithProviders(<LegalDocument content={content} eyebrow="About Us" labelSeparator=": " />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Test Policy');
    expect(screen.getByText('About Us')).toBeInTheDocument();
    const updated = screen.getByText((_, element) => element?.textContent === 'Last updated: 1 May 2025');
    expect(updated.querySelector('time')).toHaveAttribute('dateTime', '2025-05-01');
    const sectionHeadings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(sectionHeadings.map((heading) => [heading.textContent, heading.id])).toEqual([
      ['1. First Part', 'first-part'],
      ['2. Second Part', 'second-part'],
    ]);
    expect(
      within(screen.getByRole('article'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One item', 'Another item']);
  });

  it('keeps anchored headings clear of the fixed 68 px navigation bar', () => {
    renderWithProviders(<LegalDocument content={content} eyebrow="About Us" labelSeparator=": " />);
    expect(getComputedStyle(screen.getByRole('heading', { name: '1. First Part' })).scrollMarginTop).toBe('92px');
  });

  it('has a table of contents linking to every section', () => {
    renderWithProviders(<LegalDocument content={content} eyebrow="About Us" labelSeparator=": " />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['1. First Part', '#first-part'],
      ['2. Second Part', '#second-part'],
    ]);
  });

  it.each([
    [privacyPolicy, 'Last updated: 2025/8/13', 14],
    [termsConditions, 'Last updated: 13 August 2025', 13],
  ])('renders %#: every TOC link points at a heading of the page', (document, updated, count) => {
    renderWithProviders(<LegalDocument content={document} eyebrow="About Us" labelSeparator=": " />);
    expect(screen.getByText((_, element) => element?.textContent === updated && element.tagName === 'P')).toBeVisible();
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links).toHaveLength(count);
    links.forEach((link, index) => {
      const target = window.document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(new RegExp(`^${index + 1}\\. `));
      expect(link).toHaveTextContent(target?.textContent ?? '');
    });
  });

  it('writes "Last updated" as the language punctuates it: a full-width colon, no space, in Chinese', () => {
    renderWithProviders(
      <LegalDocument
        content={{ ...content, lastUpdated: { label: '最後更新', date: '2025年5月1日', iso: '2025-05-01' } }}
        eyebrow="關於我們"
        labelSeparator="："
      />,
    );
    const updated = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === '最後更新：2025年5月1日',
    );
    expect(updated.querySelector('time')).toHaveAttribute('dateTime', '2025-05-01');
  });
});
