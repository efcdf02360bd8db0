/**
 * The subset of server-side includes (SSI, as nginx reads it) that the shell's frames use:
 *
 *   <!--# block name="slot-blog-Section" -->…what shows without the fragment…<!--# endblock -->
 *   <!--# include virtual="/_fragments/blog/fragments/route/blog.html" stub="slot-blog-Section" -->
 *
 * The Node server composes pages with it, nginx with its own ssi module: both read the same
 * frames. A host without SSI shows each block's content and ignores the include.
 */

export interface Include {
  /** The include's path, e.g. `/_fragments/blog/fragments/route/blog.html`. */
  virtual: string;
  /** What shows when the include fails: the content of the block it names. */
  stub: string;
}

/** A frame split at its includes: `parts` has one more element than `includes`. */
export interface Frame {
  parts: string[];
  includes: Include[];
}

const BLOCK = /<!--# block name="([^"]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="([^"]+)"(?: stub="([^"]+)")? -->/g;

export function parseFrame(html: string): Frame {
  const blocks = new Map<string, string>();
  const withoutBlocks = html.replace(BLOCK, (_match, name: string, content: string) => {
    blocks.set(name, content);
    return '';
  });
  const parts: string[] = [];
  const includes: Include[] = [];
  let last = 0;
  for (const match of withoutBlocks.matchAll(INCLUDE)) {
    parts.push(withoutBlocks.slice(last, match.index));
    const [, virtual, stub] = match as unknown as [string, string, string | undefined];
    includes.push({ virtual, stub: stub ? (blocks.get(stub) ?? '') : '' });
    last = match.index + match[0].length;
  }
  parts.push(withoutBlocks.slice(last));
  return { parts, includes };
}

/** The page: each include replaced by its content, or by its stub where it has none. */
export function composeFrame(frame: Frame, contentOf: (include: Include) => string | undefined): string {
  let html = frame.parts[0] ?? '';
  frame.includes.forEach((include, index) => {
    html += (contentOf(include) ?? include.stub) + (frame.parts[index + 1] ?? '');
  });
  return html;
}
