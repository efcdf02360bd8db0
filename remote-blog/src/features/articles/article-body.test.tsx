import { renderWithProviders } from '@agency/ui/testing';
import { screen, within } from '@testing-library/react';
import { fixtureBody } from '../../testing/article-fixture';
import { LocaleContext } from '@agency/ui/theme';
import { ArticleBody } from './article-body';

const renderBody = () => renderWithProviders(<ArticleBody body={fixtureBody} />);

describe('ArticleBody', () => {
  it('renders headings as h2 and subheadings as h3, in order', () => {
    renderBody();
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'A section heading'],
      ['H3', 'A subsection heading'],
    ]);
  });

  it('renders paragraphs with their inline links: site paths through the router, mailto as is', () => {
    renderBody();
    expect(screen.getByText('An opening paragraph without links.').tagName).toBe('P');
    const service = screen.getByRole('link', { name: 'our CRM service' });
    expect(service).toHaveAttribute('href', '/services/crm-solutions');
    expect(service.closest('p')).toHaveTextContent('See our CRM service or write to us.');
    expect(screen.getByRole('link', { name: 'write to us' })).toHaveAttribute(
      'href',
      'mailto:info@harbourline.example',
    );
  });

  it('renders bulleted and numbered lists with linked items', () => {
    renderBody();
    const [bullets, numbers] = screen.getAllByRole('list').filter((list) => list.getAttribute('aria-label') === null);
    expect(bullets?.tagName).toBe('UL');
    expect(
      within(bullets as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First point', 'Second point with a link']);
    expect(within(bullets as HTMLElement).getByRole('link', { name: 'a link' })).toHaveAttribute(
      'href',
      '/blog/ai-transformation',
    );
    expect(numbers?.tagName).toBe('OL');
    expect(
      within(numbers as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Step one', 'Step two']);
  });

  it('renders a quote as a blockquote in a figure, with its attribution as the caption', () => {
    const { container } = renderBody();
    const [attributed, plain] = Array.from(container.querySelectorAll('figure'));
    expect(attributed?.querySelector('blockquote')).toHaveTextContent('Data quality is a habit, not a project.');
    expect(attributed?.querySelector('figcaption')).toHaveTextContent('— Harbourline Strategy Team');
    expect(plain?.querySelector('blockquote')).toHaveTextContent('A quote without attribution.');
    expect(plain?.querySelector('figcaption')).toBeNull();
  });

  it('renders figures as a labelled list of key figures', () => {
    renderBody();
    const figures = screen.getByRole('list', { name: 'Key figures' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3× faster follow-up', '40% fewer duplicate records']);
  });

  it('renders a callout as a note with its title and linked text', () => {
    renderBody();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Next stepsBook a consultation.');
    expect(within(note).getByRole('link', { name: 'consultation' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
  });
});

describe('Chinese quoted in an English article', () => {
  const quoting = [{ type: 'paragraph', text: '“唔該，想 check 下張 invoice？” A typical [message](/blog).' }] as const;

  it('is marked zh-HK, with the English around it and its link as they were', () => {
    const { container } = renderWithProviders(<ArticleBody body={quoting} />);
    const marked = [...container.querySelectorAll('[lang]')];
    expect(marked.map((element) => [element.getAttribute('lang'), element.textContent])).toEqual([
      ['zh-HK', '唔該，想 check 下張 invoice？'],
    ]);
    expect(container.querySelector('p')).toHaveTextContent('“唔該，想 check 下張 invoice？” A typical message.');
    expect(screen.getByRole('link', { name: 'message' })).toHaveAttribute('href', '/blog');
  });

  it('is left as it is on a Chinese page, which is zh-HK throughout', () => {
    const { container } = renderWithProviders(
      <LocaleContext value="zh-HK">
        <ArticleBody body={quoting} />
      </LocaleContext>,
    );
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
