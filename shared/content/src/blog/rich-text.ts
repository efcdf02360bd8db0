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

/** `text` cut at each match of the global `pattern`: the text between matches and the matches, in order. */
function cutAt<T>(
  text: string,
  pattern: RegExp,
  between: (text: string) => T,
  matched: (match: RegExpMatchArray) => T,
): T[] {
  const pieces: T[] = [];
  let rest = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > rest) pieces.push(between(text.slice(rest, match.index)));
    pieces.push(matched(match));
    rest = match.index + match[0].length;
  }
  if (rest < text.length) pieces.push(between(text.slice(rest)));
  return pieces;
}

/** Rich text split into plain runs and links, in reading order, for renderers. */
export function richTextSegments(text: RichText): RichTextSegment[] {
  return cutAt<RichTextSegment>(
    text,
    linkPattern,
    (plain) => ({ text: plain }),
    (match) => ({ label: match[1] ?? '', href: match[2] ?? '' }),
  );
}

/**
 * A Chinese run: it starts with a Han character and takes the Chinese punctuation after it, and the
 * Latin words between two Han characters, as Hong Kong writes Cantonese mixed with English
 * (唔該，想 check 下張 invoice 幾時到期？).
 */
const chineseRunPattern =
  /\p{Script=Han}(?:[\p{Script=Han}\u3000-\u303F\uFF01-\uFF60]|[ A-Za-z0-9]+(?=[\p{Script=Han}\u3000-\u303F\uFF01-\uFF60]))*/gu;

/**
 * Plain text split where Chinese starts and ends, for an English page to mark the Chinese
 * (`lang="zh-HK"`): read by a Chinese voice and drawn in the Chinese face, not in a fallback.
 */
export function chineseRuns(text: string): { text: string; chinese: boolean }[] {
  return cutAt<{ text: string; chinese: boolean }>(
    text,
    chineseRunPattern,
    (other) => ({ text: other, chinese: false }),
    (match) => ({ text: match[0], chinese: true }),
  );
}
