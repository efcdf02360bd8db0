import { blogCatalog } from './blog-catalog';
import { articleSlugs, findRoute, isKnownPath, paths } from '@agency/platform/routes';
import { loadArticleBody } from './article-facts';
import { articles, findArticle } from './articles';
import type { Article, ArticleContent } from './blog';
import { routeHeads } from '../site/route-heads';
import { articleAuthors, articleCategories, articleLinks, articleWordCount, wordsPerMinute } from './blog';
import { chineseRuns, plainText, richTextLinks, richTextSegments } from './rich-text';

const article = (slug: Article['slug']): Article => {
  const found = findArticle(slug);
  if (!found) throw new Error(`no article ${slug}`);
  return found;
};

/** Link targets the articles’ source copy names that no route serves: content must link to the real pages instead. */
const brokenSpecTargets = [
  '/blog/all-articles',
  '/blog/ai-digital-transformation',
  '/blog/marketing-trends',
  '/blog/digital-marketing-trends',
  '/blog/business-innovation',
];

const withoutHash = (href: string) => href.split('#')[0] ?? href;

describe('the articles index', () => {
  it('holds the eleven articles of the route table, each once', () => {
    expect(articles).toHaveLength(11);
    expect([...articles.map((entry) => entry.slug)].sort()).toEqual([...articleSlugs].sort());
    expect(new Set(articles.map((entry) => entry.slug)).size).toBe(11);
  });

  it('lists them newest first, same-day articles in route table order', () => {
    for (let index = 1; index < articles.length; index += 1) {
      const previous = articles[index - 1];
      const current = articles[index];
      if (!previous || !current) throw new Error('gap in the list');
      expect(previous.date >= current.date).toBe(true);
      if (previous.date === current.date) {
        expect(articleSlugs.indexOf(previous.slug)).toBeLessThan(articleSlugs.indexOf(current.slug));
      }
    }
  });

  it('finds an article by slug and nothing for an unknown slug', () => {
    expect(findArticle('crm-evolution')?.title).toBe('CRM Evolution in Modern Business');
    expect(findArticle('all-articles')).toBeUndefined();
    expect(findArticle('')).toBeUndefined();
  });

  it('gives every article its own cover', () => {
    // Jest stubs every imported file with one string, so this checks wiring, not the URLs.
    expect(articles.every((entry) => typeof entry.image === 'string' && entry.image.length > 0)).toBe(true);
  });
});

describe.each(articles.map((entry) => [entry.slug, entry] as const))('article %s', (slug, meta) => {
  // The body is its own chunk in the site; here it joins the metadata again.
  let entry: ArticleContent;
  beforeAll(async () => {
    entry = { ...meta, body: await loadArticleBody(slug) };
  });

  it('has complete metadata', () => {
    expect(entry.title.trim()).not.toBe('');
    expect(entry.excerpt.trim()).not.toBe('');
    expect(entry.excerpt.length).toBeLessThanOrEqual(160);
    expect(articleAuthors).toContain(entry.author);
    expect(entry.imageAlt.trim().length).toBeGreaterThan(20);
    expect(entry.tags.length).toBeGreaterThan(0);
    expect(entry.tags.every((tag) => tag.trim() !== '')).toBe(true);
    expect(new Set(entry.tags).size).toBe(entry.tags.length);
    expect(entry.categories.length).toBeGreaterThan(0);
    for (const category of entry.categories) expect(articleCategories).toContain(category);
    expect(new Set(entry.categories).size).toBe(entry.categories.length);
  });

  it('is dated with a real ISO date', () => {
    expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${entry.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.date);
  });

  it('states a read time of 6 to 12 minutes that matches its length (220 words a minute, ±1)', () => {
    expect(entry.readTime).toBeGreaterThanOrEqual(6);
    expect(entry.readTime).toBeLessThanOrEqual(12);
    const minutes = Math.round(articleWordCount(entry) / wordsPerMinute);
    expect(Math.abs(minutes - entry.readTime)).toBeLessThanOrEqual(1);
  });

  it('has a body with sections and text in every block', () => {
    expect(entry.body.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(2);
    expect(entry.body[0]?.type).not.toBe('subheading');
    for (const block of entry.body) {
      if (block.type === 'list') expect(block.items.length).toBeGreaterThan(0);
      if (block.type === 'figures') expect(block.items.length).toBeGreaterThan(0);
    }
  });

  it('links only to pages that exist, never to those dead targets', () => {
    const links = articleLinks(entry);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.label.trim()).not.toBe('');
      const target = withoutHash(link.href);
      expect([link.href, isKnownPath(target)]).toEqual([link.href, true]);
      expect(findRoute(target)?.path).toBe(target);
      expect(brokenSpecTargets).not.toContain(target);
    }
  });

  it('leaves no link syntax unparsed in its text', () => {
    const texts = entry.body.flatMap((block) => {
      if (block.type === 'paragraph' || block.type === 'callout') return [block.text];
      if (block.type === 'list') return [...block.items];
      return [];
    });
    for (const text of texts) expect(plainText(text)).not.toMatch(/\]\(|\[[^\]]*\]\(/);
  });

  it('relates to other real articles, not to itself', () => {
    expect(entry.related.length).toBeGreaterThan(0);
    for (const related of entry.related) {
      expect(related).not.toBe(slug);
      expect(findArticle(related)).toBeDefined();
    }
  });

  it('leads to a service page', () => {
    expect(entry.serviceLink.href).toMatch(/^\/services\/[a-z0-9-]+$/);
    expect(isKnownPath(entry.serviceLink.href)).toBe(true);
  });

  it('has the title and excerpt of its route table row, so the document head matches the page', () => {
    const path = paths.blog.article(entry.slug);
    expect(findRoute(path)?.app).toBe('blog');
    expect(routeHeads[path]?.title).toBe(entry.title);
    expect(routeHeads[path]?.description).toBe(entry.excerpt);
  });
});

describe('fixed metadata', () => {
  it.each([
    ['paid-marketing-roi-2025', '2025-01-15', 11],
    ['crm-evolution', '2025-01-05', 9],
    ['web-development-best-practices', '2024-12-28', 10],
  ] as const)('%s is dated %s and takes %i minutes', (slug, date, readTime) => {
    expect(article(slug).date).toBe(date);
    expect(article(slug).readTime).toBe(readTime);
  });

  it('southeast-asia-ecommerce takes 9 minutes', () => {
    expect(article('southeast-asia-ecommerce').readTime).toBe(9);
  });

  it('dates most articles 15 January 2025', () => {
    expect(articles.filter((entry) => entry.date === '2025-01-15').length).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ['digital-transformation-roi', '/services/ai-workflow-automation'],
    ['paid-marketing-roi-2025', '/services/paid-marketing'],
    ['southeast-asia-ecommerce', '/services/digital-marketing'],
    ['crm-evolution', '/services/crm-solutions'],
  ] as const)('%s leads to %s', (slug, href) => {
    expect(article(slug).serviceLink.href).toBe(href);
  });

  it('keeps the published titles', () => {
    expect(article('paid-marketing-roi-2025').title).toBe('Maximizing Paid Marketing ROI in 2025');
    expect(article('southeast-asia-ecommerce').title).toBe('Southeast Asia E-commerce Growth Opportunities');
    expect(article('crm-evolution').title).toBe('CRM Evolution in Modern Business');
    expect(article('web-development-best-practices').title).toBe('Web Development Best Practices');
  });
});

describe('rich text', () => {
  const text = `Read [our CRM guide](${paths.blog.article('crm-evolution')}) and [book a call](${paths.contact.scheduleConsultation}).`;

  it('splits text into plain runs and links in reading order', () => {
    expect(richTextSegments(text)).toEqual([
      { text: 'Read ' },
      { label: 'our CRM guide', href: '/blog/crm-evolution' },
      { text: ' and ' },
      { label: 'book a call', href: '/contact/schedule-consultation' },
      { text: '.' },
    ]);
    expect(richTextSegments('No links here.')).toEqual([{ text: 'No links here.' }]);
    expect(richTextSegments('[Only a link](/blog)')).toEqual([{ label: 'Only a link', href: '/blog' }]);
  });

  it('finds the Chinese in English text, with its punctuation and the English words Cantonese mixes in', () => {
    expect(chineseRuns('“唔該，想 check 下張 invoice 幾時到期？” A message like this.')).toEqual([
      { text: '“', chinese: false },
      { text: '唔該，想 check 下張 invoice 幾時到期？', chinese: true },
      { text: '” A message like this.', chinese: false },
    ]);
    expect(chineseRuns('Greet with 你好, then 謝謝.')).toEqual([
      { text: 'Greet with ', chinese: false },
      { text: '你好', chinese: true },
      { text: ', then ', chinese: false },
      { text: '謝謝', chinese: true },
      { text: '.', chinese: false },
    ]);
    // Latin words between two Han characters go with the Chinese: a reading of mixed Cantonese.
    expect(chineseRuns('你好 and 謝謝')).toEqual([{ text: '你好 and 謝謝', chinese: true }]);
    expect(chineseRuns('No Chinese here。')).toEqual([{ text: 'No Chinese here。', chinese: false }]);
  });

  it('reads as its labels and lists its links', () => {
    expect(plainText(text)).toBe('Read our CRM guide and book a call.');
    expect(richTextLinks(text).map((link) => link.href)).toEqual([
      '/blog/crm-evolution',
      '/contact/schedule-consultation',
    ]);
  });

  it('counts the words a reader reads, link targets excluded', () => {
    expect(articleWordCount({ body: [{ type: 'paragraph', text }] })).toBe(8);
  });
});

describe('dates and read times as shown', () => {
  it.each([
    ['2025-01-15', '15 January 2025', '2025年1月15日'],
    ['2025-01-05', '5 January 2025', '2025年1月5日'],
    ['2024-12-28', '28 December 2024', '2024年12月28日'],
  ])('%s reads %s, and %s on a Chinese page', (iso, english, chinese) => {
    expect(blogCatalog.en.formatDate(iso)).toBe(english);
    expect(blogCatalog['zh-HK'].formatDate(iso)).toBe(chinese);
  });

  it('rejects what is not an ISO date', () => {
    expect(() => blogCatalog.en.formatDate('15/01/2025')).toThrow('not an ISO date: 15/01/2025');
  });

  it('labels minutes, the same read time in both languages', () => {
    expect(blogCatalog.en.readTimeLabel(11)).toBe('11 min read');
    expect(blogCatalog['zh-HK'].readTimeLabel(11)).toBe('閱讀時間約11分鐘');
    for (const article of blogCatalog.en.articles)
      expect(blogCatalog['zh-HK'].findArticle(article.slug)?.readTime).toBe(article.readTime);
  });
});
