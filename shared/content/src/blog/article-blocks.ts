/**
 * An article's blocks, apart from the blog's copy (blog.ts): code that reads a body in the browser
 * (held-height.ts) imports this, and a module of words would come along with it.
 */
import type { RichText } from './rich-text';

/** The body of an article: a flat list of blocks, rendered in order. */
export type ArticleBlock =
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'paragraph'; text: RichText }
  | { type: 'list'; ordered?: boolean; items: readonly RichText[] }
  | { type: 'quote'; text: string; attribution?: string }
  | { type: 'figures'; items: readonly { value: string; label: string }[] }
  | { type: 'callout'; title: string; text: RichText };

/** The texts a block sets, as written (rich text keeps its link markup). */
export function blockTexts(block: ArticleBlock): string[] {
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
