import { loadArticleBody } from '@agency/content/blog/article-facts';
import { articleAuthorLabels, articleCategoryLabels } from '@agency/content/blog/blog';
import { articles } from '@agency/content/blog/articles';
import { renderWithProviders } from '@agency/ui/testing';
import { act, screen, within } from '@testing-library/react';
import Section from './section';

const renderAt = (route: string) => renderWithProviders(<Section path={route} notFound={<p>Shell 404</p>} />);

const headingOutline = () => screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));

/** No heading is more than one level deeper than the one before it. */
const expectOrderedOutline = () => {
  const levels = headingOutline();
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
};

describe('/blog', () => {
  it('lists the eleven articles newest first, each Read More linking to its page', () => {
    renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog: All Articles');
    const cards = screen.getAllByRole('article').filter((card) => within(card).queryByRole('img'));
    expect(cards).toHaveLength(11);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      articles.map((article) => article.title),
    );
    expect(screen.getAllByRole('link', { name: /^Read More about / }).map((link) => link.getAttribute('href'))).toEqual(
      articles.map((article) => `/blog/${article.slug}`),
    );
    expectOrderedOutline();
  });

  it('loads the first row of covers at once and the rest lazily', () => {
    renderAt('/blog');
    const covers = screen.getAllByRole('img');
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      ...Array(8).fill('lazy'),
    ]);
  });

  it('leads to the Hong Kong & Asia Focus category and a consultation', () => {
    renderAt('/blog');
    expect(screen.getByRole('link', { name: 'Hong Kong & Asia Focus' })).toHaveAttribute('href', '/blog/asia-focus');
    expect(screen.getByRole('link', { name: 'Explore the category Hong Kong & Asia Focus' })).toHaveAttribute(
      'href',
      '/blog/asia-focus',
    );
    expect(screen.getByRole('link', { name: 'Schedule a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
  });
});

describe.each(articles.map((article) => [article.slug, article] as const))('/blog/%s', (slug, article) => {
  it('shows the article with its metadata, body, calls to action, related reading and structured data', async () => {
    const body = await loadArticleBody(slug);
    // The body arrives as its own chunk: the page suspends until it has.
    const { container } = await act(async () => renderAt(`/blog/${slug}`));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    const sections = body.flatMap((block) => (block.type === 'heading' ? [block.text] : []));
    expect(
      within(screen.getByRole('article', { name: article.title }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([...sections, 'Talk it through with our team']);
    expectOrderedOutline();

    const header = container.querySelector('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blog');
    expect(
      within(within(header).getByRole('list', { name: 'Categories' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(article.categories.map((category) => articleCategoryLabels[category]));
    expect(within(header).getByText(`By ${articleAuthorLabels[article.author]}`)).toBeInTheDocument();
    expect(within(header).getByText(`${article.readTime} min read`)).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: article.imageAlt })).toHaveAttribute('loading', 'eager');
    expect(within(header).getByRole('button', { name: 'Share this article' })).toBeInTheDocument();

    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...article.tags]);
    expect(screen.getByRole('link', { name: 'Schedule a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact/schedule-consultation',
    );
    expect(screen.getByRole('link', { name: article.serviceLink.label })).toHaveAttribute(
      'href',
      article.serviceLink.href,
    );
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(
      within(related)
        .getAllByRole('link', { name: /^Read More about / })
        .map((link) => link.getAttribute('href')),
    ).toEqual(article.related.map((relatedSlug) => `/blog/${relatedSlug}`));

    const jsonLd = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(jsonLd?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      datePublished: article.date,
      description: article.excerpt,
      author: { '@type': 'Organization', name: 'Harbourline Digital' },
      mainEntityOfPage: { '@id': `https://www.harbourline.example/blog/${slug}` },
    });
  });
});

describe('/blog/asia-focus', () => {
  it('shows four topic cards, the regional analysis note and the subscription', () => {
    renderAt('/blog/asia-focus');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hong Kong & Asia Focus');
    expectOrderedOutline();
    const topics = screen.getByRole('region', { name: 'What we follow across the region' });
    expect(
      within(topics)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Conversational AI in three languages',
      'Marketing automation for Hong Kong teams',
      'Southeast Asian e‑commerce',
      'Digital transformation market by market',
    ]);
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/blog/hong-kong-conversational-ai',
      '/blog/ai-marketing-hong-kong',
      '/blog/southeast-asia-ecommerce',
      '/blog/asia-digital-transformation',
    ]);
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Read the article about Conversational AI in three languages',
      'Read the article about Marketing automation for Hong Kong teams',
      'Read the article about Southeast Asian e‑commerce',
      'Read the article about Digital transformation market by market',
    ]);
    const progress = screen.getByRole('region', { name: 'Regional Analysis in Progress' });
    expect(within(progress).getByText(/^Our regional desk is preparing a series of market briefings/)).toBeVisible();
    expect(within(progress).getByRole('heading', { level: 3 })).toHaveTextContent('First briefings in the series');
    expect(
      within(progress)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Greater Bay Area', 'Singapore', 'Indonesia', 'Vietnam']);
    // A link to the e-mail app, which works before (and without) any script.
    expect(within(progress).getByRole('link', { name: 'Subscribe to Regional Updates' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@harbourline\.example\?subject=/),
    );
  });

  it('lists the articles of the category', () => {
    renderAt('/blog/asia-focus');
    const regional = articles.filter((article) => article.categories.includes('hong-kong-asia-focus'));
    expect(regional.length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: 'Regional articles' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(regional.map((article) => article.title));
  });
});

describe('unknown sub-paths', () => {
  it.each(['/blog/all-articles', '/blog/unknown', '/blog/ai-digital-transformation', '/blog/crm-evolution/extra'])(
    '%s renders the shell’s 404',
    (path) => {
      renderAt(path);
      expect(screen.getByText('Shell 404')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    },
  );
});
