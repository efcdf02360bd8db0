/** Rich text, the blog's one markup: text with inline links, and how renderers and checks read it. */

/**
 * Text with inline links written as `[label](href)`; build href with `paths` so a test can
 * resolve every link against the route table.
 */
export type RichText = string;

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The text of rich text as read aloud: link labels without their targets. */
export function plainText(text: RichText): string {
  return text.replace(linkPattern, '$1');
}

/** Every `[label](href)` link in a piece of rich text. */
export function richTextLinks(text: RichText): { label: string; href: string }[] {
  return [...text.matchAll(linkPattern)].map((match) => ({ label: match[1] ?? '', href: match[2] ?? '' }));
}

/** A run of rich text: plain words, or a link with its label and target. */
export type RichTextSegment = { text: string } | { label: string; href: string };

/** Rich text split into plain runs and links, in reading order, for renderers. */
export function richTextSegments(text: RichText): RichTextSegment[] {
  const segments: RichTextSegment[] = [];
  let rest = 0;
  for (const match of text.matchAll(linkPattern)) {
    if (match.index > rest) segments.push({ text: text.slice(rest, match.index) });
    segments.push({ label: match[1] ?? '', href: match[2] ?? '' });
    rest = match.index + match[0].length;
  }
  if (rest < text.length) segments.push({ text: text.slice(rest) });
  return segments;
}
