import type { ArticleSlug } from '@agency/platform/routes';
import { paths } from '@agency/platform/routes';
import type { ArticleBlock } from './article-blocks';
import { blockTexts } from './article-blocks';
import { plainText, richTextLinks } from './rich-text';

export type { ArticleBlock } from './article-blocks';

/** The blog's categories, in their menu order: identifiers, which each language labels. */
export const articleCategories = [
  'hong-kong-asia-focus',
  'ai-digital-transformation',
  'technical-insights',
  'industry-insights',
  'digital-marketing-trends',
  'business-innovation',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** Bylines: the team that wrote a piece, not invented people; identifiers, which each language labels. */
export const articleAuthors = ['strategy-team', 'ai-lab', 'growth-team', 'engineering-team'] as const;
export type ArticleAuthor = (typeof articleAuthors)[number];

/** The categories as readers see them. */
export const articleCategoryLabels: Readonly<Record<ArticleCategory, string>> = {
  'hong-kong-asia-focus': 'Hong Kong & Asia Focus',
  'ai-digital-transformation': 'AI & Digital Transformation',
  'technical-insights': 'Technical Insights',
  'industry-insights': 'Industry Insights',
  'digital-marketing-trends': 'Digital Marketing Trends',
  'business-innovation': 'Business Innovation',
};

/** The bylines as readers see them. */
export const articleAuthorLabels: Readonly<Record<ArticleAuthor, string>> = {
  'strategy-team': 'Harbourline Strategy Team',
  'ai-lab': 'Harbourline AI Lab',
  'growth-team': 'Harbourline Growth Team',
  'engineering-team': 'Harbourline Engineering Team',
};

/**
 * What cards, the article header and search engines need: the article's words in a language
 * (`articles/<slug>.ts`, `articles/<slug>.zh-hk.ts`) over its facts (article-facts.ts). The body
 * lives apart (`article-bodies/<slug>.ts`) so the listing never downloads eleven articles' text.
 */
export interface ArticleMeta {
  slug: ArticleSlug;
  title: string;
  /** Card text and meta description: one or two sentences, under 160 characters. */
  excerpt: string;
  author: ArticleAuthor;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Minutes; honest: within one minute of wordCount / 220 (see articleWordCount). */
  readTime: number;
  /** The first is the article's main category (card badge); the rest are extra badges. */
  categories: readonly [ArticleCategory, ...ArticleCategory[]];
  tags: readonly string[];
  /** Text alternative of the cover artwork: what the picture shows. */
  imageAlt: string;
  /** The service page the article leads to, shown beside the consultation call to action. */
  serviceLink: { label: string; href: string };
  /** Further reading: other articles. */
  related: readonly ArticleSlug[];
}

/** An article's words in one language. */
export type ArticleWords = Pick<ArticleMeta, 'slug' | 'title' | 'excerpt' | 'tags' | 'imageAlt' | 'serviceLink'>;

/** An article's facts (author, date, read time, categories, related articles): the same in every language. */
export type ArticleFacts = Omit<ArticleMeta, keyof ArticleWords>;

export type ArticleBody = readonly ArticleBlock[];

/** An article with its body: what the author wrote, whole. */
export interface ArticleContent extends ArticleMeta {
  body: ArticleBody;
}

/** An article as cards and headers show it: its metadata plus the URL of its cover artwork. */
export interface Article extends ArticleMeta {
  /** A self-hosted SVG, `articles/covers/<slug>.svg`. */
  image: string;
}

/** Words a reader reads in the body (title and metadata excluded). */
export function articleWordCount(article: Pick<ArticleContent, 'body'>): number {
  return article.body
    .flatMap(blockTexts)
    .map(plainText)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading speed the stated read times are based on. */
export const wordsPerMinute = 220;

/** Every link an article makes: inline links of its body, its service link and its related articles. */
export function articleLinks(article: ArticleContent): { label: string; href: string }[] {
  const inline = article.body.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
        return richTextLinks(block.text);
      case 'list':
        return block.items.flatMap(richTextLinks);
      case 'callout':
        return richTextLinks(block.text);
      default:
        return [];
    }
  });
  return [
    ...inline,
    article.serviceLink,
    ...article.related.map((slug) => ({ label: slug, href: paths.blog.article(slug) })),
  ];
}

/** The words around the articles: listing, article page chrome and sharing. */
export const blogCopy = {
  eyebrow: 'Blog',
  listing: {
    title: 'Blog: All Articles',
    lead: 'Practical insight for business leaders in Hong Kong and across Asia: where AI pays off, how B2B buying is changing, what good engineering looks like and how to measure the return on all of it.',
    asiaFocusAction: 'Hong Kong & Asia Focus',
    asiaFocusCard: {
      eyebrow: 'Category',
      title: 'Hong Kong & Asia Focus',
      text: 'Our regional desk follows digital markets from Hong Kong and the Greater Bay Area to Singapore, Jakarta and Ho Chi Minh City: adoption, regulation, payments and how B2B buyers decide.',
      action: 'Explore the category',
      /** Visually hidden after the action, so the link names its destination. */
      actionSuffix: 'Hong Kong & Asia Focus',
    },
    cta: {
      title: 'Turn an idea from these articles into a plan',
      text: 'Book a free consultation. A specialist reviews where you are today and outlines the first two or three steps, with a timeline and budget.',
      action: 'Schedule a Free Consultation',
    },
  },
  card: {
    readMore: 'Read More',
    /** Visually hidden after Read More, so each card's link has its own accessible name. */
    readMoreSuffix: (title: string) => ` about ${title}`,
  },
  article: {
    backToAll: 'Back to all articles',
    authorPrefix: 'By',
    categoriesLabel: 'Categories',
    tagsLabel: 'Tags',
    keyFiguresLabel: 'Key figures',
    cta: {
      title: 'Talk it through with our team',
      text: 'Every engagement starts with a free consultation: we look at your goals and data, and you leave with concrete next steps whether or not we work together.',
      action: 'Schedule a Free Consultation',
    },
    relatedTitle: 'Related articles',
  },
  share: {
    action: 'Share',
    /** Accessible name of the share button. */
    label: 'Share this article',
    copied: 'Link copied to clipboard',
    copyFailed: 'We could not copy the link. Please copy the address from your browser’s address bar.',
  },
} as const;

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
