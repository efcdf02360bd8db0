import type { ArticleSlug } from '../routes/routes';

/** The blog's categories, in the order the spec lists them. */
export const articleCategories = [
  'Hong Kong & Asia Focus',
  'AI & Digital Transformation',
  'Technical Insights',
  'Industry Insights',
  'Digital Marketing Trends',
  'Business Innovation',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** Bylines: the team that wrote a piece, not invented people. */
export const articleAuthors = [
  'Harbourline Strategy Team',
  'Harbourline AI Lab',
  'Harbourline Growth Team',
  'Harbourline Engineering Team',
] as const;
export type ArticleAuthor = (typeof articleAuthors)[number];

/**
 * Text with inline links written as `[label](href)`; build href with `paths` so a test can
 * resolve every link against the route table.
 */
export type RichText = string;

/** The body of an article: a flat list of blocks, rendered in order. */
export type ArticleBlock =
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'paragraph'; text: RichText }
  | { type: 'list'; ordered?: boolean; items: readonly RichText[] }
  | { type: 'quote'; text: string; attribution?: string }
  | { type: 'figures'; items: readonly { value: string; label: string }[] }
  | { type: 'callout'; title: string; text: RichText };

/** An article as its author writes it, in `articles/<slug>.ts`. */
export interface ArticleContent {
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
  body: readonly ArticleBlock[];
  /** The service page the article leads to, shown beside the consultation call to action. */
  serviceLink: { label: string; href: string };
  /** Further reading: other articles. */
  related: readonly ArticleSlug[];
}

/** An article as the site shows it: its content plus the URL of its cover artwork. */
export interface Article extends ArticleContent {
  /** A self-hosted SVG, `articles/covers/<slug>.svg`. */
  image: string;
}

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The text of rich text as read aloud: link labels without their targets. */
export function plainText(text: RichText): string {
  return text.replace(linkPattern, '$1');
}

/** Every `[label](href)` link in a piece of rich text. */
export function richTextLinks(text: RichText): { label: string; href: string }[] {
  return [...text.matchAll(linkPattern)].map((match) => ({ label: match[1] ?? '', href: match[2] ?? '' }));
}

function blockTexts(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'heading':
    case 'subheading':
    case 'paragraph':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'quote':
      return [block.text, block.attribution ?? ''];
    case 'figures':
      return block.items.flatMap((item) => [item.value, item.label]);
    case 'callout':
      return [block.title, block.text];
  }
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
